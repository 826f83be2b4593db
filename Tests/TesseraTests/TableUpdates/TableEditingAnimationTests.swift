import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// Three rows that can be deleted and moved, so editing mode shows both controls.
@MainActor
private final class EditableSource: NSObject, UITableViewDataSource {
    let ids = ["Alpha", "Bravo", "Charlie"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ids.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ModelTableSource.identifier, for: indexPath)
        cell.textLabel?.text = ids[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// `setEditing(_:animated:)`: animated, the delete controls slide in from the leading edge, the
/// reorder controls from the trailing edge, and the content makes way on the window's clock;
/// leaving slides them back out and hides them at the end. Without animation all is at once.
@MainActor
@Suite("Table editing animations")
struct TableEditingAnimationTests {
    private func presentedMinX(_ view: UIView) -> CGFloat { view.layer.presentation()!.frame.minX }

    /// The screen's line that shows `id`.
    private func line(_ id: String, in host: HeadlessHost) -> String {
        host.text.split(separator: "\n").first { $0.contains(id) }.map(String.init) ?? "<no \(id)>"
    }

    private func makeTable() -> (UITableView, HeadlessHost, EditableSource) {
        let source = EditableSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.register(ModelCell.self, forCellReuseIdentifier: ModelTableSource.identifier)
        table.dataSource = source
        let host = makeTableHost(table, columns: 40, rows: 10)
        table.layoutIfNeeded()
        return (table, host, source)
    }

    @Test func animatedEditingSlidesTheControlsInAndTheContentAside() throws {
        let (table, host, source) = makeTable()
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let contentStart = cell.contentView.frame.minX
        let width = cell.bounds.width

        table.setEditing(true, animated: true)
        // The model is final at once; the screen starts where the rows were.
        let editing = try #require(cell.editingControl)
        let reorder = try #require(cell.reorderControl)
        let contentEnd = cell.contentView.frame.minX
        #expect(contentEnd > contentStart)
        #expect(editing.frame.minX == 0 && !editing.isHidden)
        #expect(presentedMinX(cell.contentView) == contentStart)
        #expect(presentedMinX(editing) == -editing.frame.width)
        #expect(presentedMinX(reorder) == width)

        host.advance(by: 0.15)
        #expect(presentedMinX(cell.contentView) > contentStart && presentedMinX(cell.contentView) < contentEnd)
        #expect(presentedMinX(editing) > -editing.frame.width && presentedMinX(editing) < 0)
        #expect(presentedMinX(reorder) > reorder.frame.minX && presentedMinX(reorder) < width)

        host.settle()
        #expect(presentedMinX(cell.contentView) == contentEnd)
        #expect(presentedMinX(editing) == 0)
        #expect(line("Alpha", in: host).contains("⊖"))
        #expect(line("Alpha", in: host).contains("≡"))

        table.setEditing(false, animated: true)
        #expect(cell.contentView.frame.minX == contentStart)
        #expect(!editing.isHidden)
        host.advance(by: 0.15)
        #expect(presentedMinX(editing) < 0 && presentedMinX(editing) > -editing.frame.width)
        #expect(!editing.isHidden)
        host.settle()
        #expect(editing.isHidden && reorder.isHidden)
        #expect(presentedMinX(cell.contentView) == contentStart)
        #expect(!line("Alpha", in: host).contains("⊖"))
    }

    @Test func editingWithoutAnimationChangesTheScreenAtOnce() throws {
        let (table, host, source) = makeTable()
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let editing = try #require(cell.editingControl)
        #expect(presentedMinX(editing) == 0)
        #expect(presentedMinX(cell.contentView) == cell.contentView.frame.minX)
        #expect(line("Bravo", in: host).contains("⊖"))
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(editing.isHidden)
        #expect(!line("Bravo", in: host).contains("⊖"))
    }

    @Test func showingAgainMidwayKeepsTheControlVisible() throws {
        let (table, host, source) = makeTable()
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.setEditing(true, animated: true)
        host.settle()
        let editing = try #require(cell.editingControl)
        table.setEditing(false, animated: true)
        host.advance(by: 0.1)
        table.setEditing(true, animated: true)
        host.settle()
        #expect(!editing.isHidden)
        #expect(presentedMinX(editing) == 0)
    }

    @Test func closedSwipeActionsSlideBackOutThenLeave() throws {
        let (table, host, source) = makeTable()
        defer { withExtendedLifetime(source) {} }
        host.press(.downArrow)
        host.press(.leftArrow)
        _ = host.render()
        let actions = try #require(table.swipeActionsView)
        let shown = actions.frame
        #expect(shown.maxX == table.bounds.maxX)
        #expect(line("Alpha", in: host).contains("Delete"), "revealed at once, as a swipe leaves them")

        host.press(.escape)
        #expect(table.swipeActionsView == nil)
        #expect(actions.superview === table && !actions.isUserInteractionEnabled)
        #expect(presentedMinX(actions) == shown.minX)
        host.advance(by: 0.15)
        #expect(presentedMinX(actions) > shown.minX && presentedMinX(actions) < shown.maxX)
        host.settle()
        #expect(actions.superview == nil)
        #expect(!line("Alpha", in: host).contains("Delete"))
    }
}
