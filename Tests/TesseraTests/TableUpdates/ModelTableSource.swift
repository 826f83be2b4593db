@testable import Tessera
import Foundation

/// A cell that counts its instances and its `prepareForReuse()` calls.
@MainActor
final class ModelCell: UITableViewCell {
    /// How many model cells were made, read before and after a synchronous step.
    static private(set) var made = 0
    private(set) var preparedForReuse = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
    }

    required init?(coder: NSCoder) { fatalError("not made from archives") }

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

/// A data source whose sections are lists of unique string ids, the model a batch-update test
/// mutates before telling the table. Each cell (a registered ``ModelCell``) shows its row's
/// id, and every `cellForRowAt` is logged by id.
@MainActor
final class ModelTableSource: NSObject, UITableViewDataSource {
    static let identifier = "Model"

    var sections: [[String]]
    /// The ids asked for by `cellForRowAt`, in call order.
    var requestedIDs: [String] = []
    /// Whether sections have titled headers.
    var hasHeaders = false

    init(sections: [[String]]) {
        self.sections = sections
    }

    /// The id of a row; for a path the model does not have, a marker that no row has, so a
    /// table out of step with the model fails a check instead of trapping.
    func id(at indexPath: IndexPath) -> String {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.row) else {
            return "<no row \(indexPath.section).\(indexPath.row)>"
        }
        return sections[indexPath.section][indexPath.row]
    }

    var rowCount: Int { sections.reduce(0) { $0 + $1.count } }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        hasHeaders ? "Section" : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let id = id(at: indexPath)
        requestedIDs.append(id)
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.textLabel?.text = id
        return cell
    }
}

/// A plain table of 44-point rows showing `source` in a `columns × rows` headless host.
@MainActor
struct ModelTable {
    let source: ModelTableSource
    let table: UITableView
    let host: HeadlessHost

    /// The height of a section header when sections have them.
    static let headerHeight: CGFloat = 22

    init(sections: [[String]], headers: Bool = false, columns: Int = 40, rows: Int = 10) {
        source = ModelTableSource(sections: sections)
        source.hasHeaders = headers
        table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        if headers { table.sectionHeaderHeight = Self.headerHeight }
        table.register(ModelCell.self, forCellReuseIdentifier: ModelTableSource.identifier)
        table.dataSource = source
        host = makeTableHost(table, columns: columns, rows: rows)
    }

    /// The cells on screen, by index path.
    var visibleCells: [IndexPath: UITableViewCell] {
        var cells: [IndexPath: UITableViewCell] = [:]
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            cells[indexPath] = table.cellForRow(at: indexPath)
        }
        return cells
    }

    /// Visible cells keyed by the id their row has in the model.
    var visibleCellsByID: [String: UITableViewCell] {
        var cells: [String: UITableViewCell] = [:]
        for (indexPath, cell) in visibleCells { cells[source.id(at: indexPath)] = cell }
        return cells
    }

    var selectedIDs: Set<String> {
        Set((table.indexPathsForSelectedRows ?? []).map(source.id(at:)))
    }

    func scroll(toY y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        _ = host.render()
    }

    /// The largest offset that still fills the screen with content (0 when it does not).
    var maximumOffset: CGFloat { max(0, table.contentSize.height - table.bounds.height) }
}
