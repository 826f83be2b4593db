import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// A cell whose label is pinned to the content view's margins on all sides: its height comes
/// from the margins, so a margin that grew would show in it.
@MainActor
private final class MarginPinnedCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

@MainActor
private final class GrowingList: UITableViewController {
    var rows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MarginPinnedCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! MarginPinnedCell
        cell.label.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("UITableViewCell safe area")
struct CellSafeAreaTests {
    /// Regression: a self-sizing cell measured at its old place, under the navigation bar,
    /// took the bar's height into its top margin (rows of 66, then 88 points instead of 44
    /// when rows were added at the end and scrolled to).
    @Test func rowsAddedAtTheEndUnderANavigationBarKeepTheirHeight() {
        let list = GrowingList(style: .plain)
        let (window, host) = makeWindow(root: UINavigationController(rootViewController: list), columns: 40, rows: 12)
        defer { withExtendedLifetime(window) {} }
        for row in 0..<12 {
            list.rows += 1
            list.tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .none)
            list.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .bottom, animated: false)
            host.settle()
        }
        window.layoutIfNeeded()
        let visible = list.tableView.indexPathsForVisibleRows ?? []
        #expect(visible.contains(IndexPath(row: 11, section: 0)))
        #expect(Set(visible.map { list.tableView.rectForRow(at: $0).height }) == [44])
    }

    @Test func aCellsSafeAreaIsHorizontalOnly() {
        let list = GrowingList(style: .plain)
        list.rows = 3
        let (window, _) = makeWindow(root: UINavigationController(rootViewController: list), columns: 40, rows: 12)
        defer { withExtendedLifetime(window) {} }
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 22, bottom: 0, right: 11)
        window.layoutIfNeeded()
        let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.safeAreaInsets.top == 0 && cell?.safeAreaInsets.bottom == 0)
        #expect(cell?.safeAreaInsets.left == 22 && cell?.safeAreaInsets.right == 11)
    }
}
