@testable import Tessera
import Foundation
import Testing

/// A book-style cell subclass with a stored property initialiser and a prepareForReuse override.
final class ContactCell: UITableViewCell {
    static var made = 0
    let nameLabel = UILabel()
    var prepared = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        ContactCell.made += 1
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        nameLabel.text = nil
    }
}

final class SectionHeader: UITableViewHeaderFooterView {}

@MainActor
final class RegisteredSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var identifier = "ContactCell"
    init(rows: Int) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? ContactCell)?.nameLabel.text = "Contact \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
}

@MainActor
@Suite(.serialized) struct UITableViewReuseTests {
    @Test func registeredCellsAreMadeFromTheirClassAndReused() {
        ContactCell.made = 0
        let source = RegisteredSource(rows: 200)
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.register(ContactCell.self, forCellReuseIdentifier: "ContactCell")
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 30, rows: 10)
        withExtendedLifetime((source, host)) {
            let visible = table.visibleCells.count
            #expect(table.visibleCells.allSatisfy { $0 is ContactCell })
            #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == "ContactCell" })
            #expect(table.headerView(forSection: 0) is SectionHeader)
            // End to end through both sections, one terminal row at a time.
            while table.contentOffset.y < table.contentSize.height - table.bounds.height {
                table.contentOffset.y += 22
                table.layoutIfNeeded()
            }
            #expect(ContactCell.made <= visible + 2)
            #expect(
                table.visibleCells.count + table.cellQueue.waitingCount("ContactCell") == ContactCell.made,
                "every cell the registration made is on screen or waits for reuse")
            let reused = table.visibleCells.compactMap { $0 as? ContactCell }
            #expect(reused.allSatisfy { $0.prepared > 0 && $0.nameLabel.text?.hasPrefix("Contact") == true })
            #expect(table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
        }
    }

    @Test func dequeueWithoutRegistrationStopsWithUIKitsMessage() {
        let source = RegisteredSource(rows: 3)
        source.identifier = "Missing"
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        var host: HeadlessHost?
        let raised = collectingExceptions {
            host = makeTableHost(table, columns: 30, rows: 10)
        }
        withExtendedLifetime((source, host)) {
            #expect(raised.first?.name == "NSInternalInconsistencyException")
            #expect(raised.first?.reason == "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
        }
    }

    @Test func dequeueForAnotherIndexPathIsRefused() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "C", for: IndexPath(row: 5, section: 0))
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "C")
        table.dataSource = source
        var host: HeadlessHost?
        let raised = collectingExceptions { host = makeTableHost(table, columns: 30, rows: 4) }
        withExtendedLifetime((source, host)) {
            #expect(raised.first?.reason.hasPrefix("Attempted to dequeue a cell for a different index path") == true)
        }
    }

    @Test func outOfRangeQueriesRaiseUIKitsRangeErrors() {
        let source = RegisteredSource(rows: 3)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "ContactCell")
        table.dataSource = source
        let host = makeTableHost(table, columns: 30, rows: 10)
        withExtendedLifetime((source, host)) {
            let raised = collectingExceptions {
                _ = table.rectForRow(at: IndexPath(row: 9, section: 0))
                _ = table.numberOfRows(inSection: 7)
            }
            #expect(raised.map(\.reason) == [
                "request for rect at invalid index path (<NSIndexPath> {length = 2, path = 0 - 9})",
                "Requested the number of rows for section (7) which is out of bounds.",
            ])
            #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
        }
    }
}

@MainActor
@Suite struct UITableViewCellRegistrationTests {
    final class Source: NSObject, UITableViewDataSource {
        let names = ["Kate", "Daniel", "John"]
        let registration = UITableView.CellRegistration<ContactCell, String> { cell, indexPath, name in
            cell.nameLabel.text = "\(indexPath.row): \(name)"
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: names[indexPath.row])
        }
    }

    @Test func registrationsRegisterOnFirstUseAndConfigureTheirCells() {
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        let host = makeTableHost(table, columns: 30, rows: 10)
        withExtendedLifetime((source, host)) {
            let cells = table.visibleCells.compactMap { $0 as? ContactCell }
            #expect(cells.map { $0.nameLabel.text } == ["0: Kate", "1: Daniel", "2: John"])
        }
    }
}
