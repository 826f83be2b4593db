import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

/// A list whose refresh control counts the refreshes the person asks for.
@MainActor
private final class NewsController: UITableViewController {
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "News"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    func refresh() { refreshes += 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Story \(indexPath.row + 1)"
        return cell
    }
}

@MainActor
@Suite("UIRefreshControl")
struct RefreshControlTests {
    private static let f5 = HeadlessHost.Key(characters: "UIKeyInputF5", keyCode: UIKeyboardHIDUsage(rawValue: 0x3E))

    /// A news list in a navigation controller, its refresh control set before the view loads.
    private func makeNewsScreen() -> (NewsController, UIRefreshControl, HeadlessHost) {
        let news = NewsController(style: .plain)
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Fetching")
        control.addTarget(news, action: NewsController.refresh, for: .valueChanged)
        news.refreshControl = control
        let (_, host) = makeWindow(root: UINavigationController(rootViewController: news), columns: 30, rows: 8)
        return (news, control, host)
    }

    @Test func theTableViewControllerInstallsItsRefreshControlWhenTheViewLoads() {
        let (news, control, _) = makeNewsScreen()
        #expect(news.tableView.refreshControl === control)
        #expect(control.superview === news.tableView)
        #expect(news.refreshControl === control)
        #expect(!control.isRefreshing)
        #expect(news.tableView.adjustedContentInset.top == 44, "an idle control adds nothing to the inset")
    }

    @Test func pullingPastTheTopRefreshesOnceAndShowsTheSpinnerRow() {
        let (news, control, host) = makeNewsScreen()
        // A drag down by three rows from the first story: past the threshold of two.
        host.drag(from: cellCenter(column: 10, row: 2), to: cellCenter(column: 10, row: 5))
        #expect(news.refreshes == 1)
        #expect(control.isRefreshing)
        host.settle()
        #expect(news.tableView.adjustedContentInset.top == 66)
        #expect(news.tableView.contentOffset.y == -66)
        expectScreen(host.text, """
                         News
            ──────────────────────────────
                      ↻ Fetching
             Story 1                     ┃
             ─────────────────────────────
             Story 2
             ─────────────────────────────
             Story 3
            """)
        // Pulling again while it refreshes sends nothing.
        host.drag(from: cellCenter(column: 10, row: 3), to: cellCenter(column: 10, row: 7))
        #expect(news.refreshes == 1)
    }

    @Test func aShortPullDoesNotRefresh() {
        let (news, control, host) = makeNewsScreen()
        host.drag(from: cellCenter(column: 10, row: 2), to: cellCenter(column: 10, row: 3))
        #expect(news.refreshes == 0 && !control.isRefreshing)
    }

    @Test func endRefreshingAnimatesTheInsetBack() {
        let (news, control, host) = makeNewsScreen()
        host.press(Self.f5)
        host.settle()
        #expect(news.tableView.contentOffset.y == -66)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        host.advance(by: UIRefreshControl.insetAnimationDuration / 4)
        let inset = news.tableView.adjustedContentInset.top
        #expect(inset > 44 && inset < 66, "the row closes over time")
        host.settle()
        #expect(news.tableView.adjustedContentInset.top == 44)
        #expect(news.tableView.contentOffset.y == -44, "content resting at the top follows the inset")
        #expect(!host.text.contains("↻"))
    }

    @Test func f5RefreshesTheScreensScrollViewOnce() {
        let (news, control, host) = makeNewsScreen()
        host.press(Self.f5)
        #expect(news.refreshes == 1 && control.isRefreshing)
        host.press(Self.f5)
        #expect(news.refreshes == 1, "F5 while refreshing sends nothing")
        control.endRefreshing()
        host.settle()
        host.press(Self.f5)
        #expect(news.refreshes == 2)
    }

    @Test func twoWheelNotchesUpAtTheTopRefresh() {
        let (news, _, host) = makeNewsScreen()
        let point = cellCenter(column: 10, row: 4)
        host.scroll(at: point, by: CGPoint(x: 0, y: 22))
        #expect(news.refreshes == 0, "one notch at the top is not enough")
        // Scrolling down in between starts the count again; a notch that brings the content
        // back to its top (three rows at once, as a terminal's notch) does not count.
        host.scroll(at: point, by: CGPoint(x: 0, y: -44))
        host.scroll(at: point, by: CGPoint(x: 0, y: 66))
        host.scroll(at: point, by: CGPoint(x: 0, y: 66))
        #expect(news.refreshes == 0)
        host.scroll(at: point, by: CGPoint(x: 0, y: 66))
        #expect(news.refreshes == 1)
    }

    @Test func beginRefreshingShowsTheSpinnerWithoutSendingValueChanged() {
        let (news, control, host) = makeNewsScreen()
        control.beginRefreshing()
        host.settle()
        #expect(control.isRefreshing && news.refreshes == 0)
        #expect(news.tableView.adjustedContentInset.top == 66)
        #expect(host.text.components(separatedBy: "\n")[2] == "          ↻ Fetching")
        control.endRefreshing()
        control.endRefreshing()
        host.settle()
        #expect(news.tableView.adjustedContentInset.top == 44)
    }

    @Test func aScrollViewWithoutAWindowChangesItsInsetAtOnce() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 110, height: 110))
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        control.beginRefreshing()
        #expect(scrollView.adjustedContentInset.top == 22)
        scrollView.layoutIfNeeded()
        #expect(control.frame == CGRect(x: 0, y: -22, width: 110, height: 22), "the row just above the content")
        scrollView.refreshControl = nil
        #expect(control.superview == nil)
        #expect(scrollView.adjustedContentInset.top == 0)
    }

    @Test func aPlainScrollViewRefreshesFromF5AndItsRowPushesTheContentDown() {
        let root = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 220, height: 88))
        scrollView.contentSize = CGSize(width: 220, height: 440)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 22))
        label.text = "First line"
        scrollView.addSubview(label)
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        root.view.addSubview(scrollView)
        let (_, host) = makeWindow(root: root, columns: 20, rows: 4)
        host.press(Self.f5)
        host.settle()
        #expect(changes == 1)
        expectScreen(host.text, """
                     ↻
            First line         ┃


            """)
        control.endRefreshing()
        host.settle()
        #expect(host.text.components(separatedBy: "\n")[0] == "First line         ┃")
    }
}
