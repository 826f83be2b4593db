@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite struct UITableViewMouseTests {
    private func makeTable(_ source: FruitSource, columns: Int = 32) -> (UITableView, HeadlessHost) {
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        return (table, makeTableHost(table, columns: columns, rows: 14))
    }

    @Test func horizontalDragRevealsSwipeActionsAndAClickPerformsOne() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            // Lemon is the first row under the "Citrus" header (22 pt).
            host.drag(from: CGPoint(x: 300, y: 30), to: CGPoint(x: 100, y: 30))
            #expect(table.swipe?.indexPath == IndexPath(row: 0, section: 0))
            #expect(table.contentOffset.y == 0, "a sideways drag does not scroll")
            host.render()
            let button = table.swipeActionsView!
            host.tap(at: button.convert(CGPoint(x: 5, y: 5), to: nil))
            #expect(source.sections[0].rows == ["Lime", "Orange"])
        }
    }

    @Test func dragByTheReorderControlMovesTheRow() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            table.setEditing(true, animated: false)
            host.render()
            let lemon = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let grip = lemon.convert(CGPoint(x: lemon._reorderControlFrame.midX, y: lemon._reorderControlFrame.midY), to: nil)
            let orange = table.rectForRow(at: IndexPath(row: 2, section: 0))
            host.drag(from: grip, to: CGPoint(x: grip.x, y: orange.midY))
            #expect(source.sections[0].rows == ["Lime", "Orange", "Lemon"])
            #expect(source.moves.map { [$0.0, $0.1] } == [[IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)]])
        }
    }

    @Test func accessoryButtonTapReachesTheDelegate() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var tapped: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
                cell.accessoryType = .detailButton
                return cell
            }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { tapped.append(indexPath) }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 30, rows: 8)
        withExtendedLifetime((source, host)) {
            table.cellForRow(at: IndexPath(row: 1, section: 0))?._accessoryButtonTapped()
            #expect(source.tapped == [IndexPath(row: 1, section: 0)])
        }
    }

    @Test(arguments: [UITableViewCell.AccessoryType.detailButton, .detailDisclosureButton])
    func clickingTheDetailButtonCallsTheDelegateInsteadOfSelecting(type: UITableViewCell.AccessoryType) throws {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            let type: UITableViewCell.AccessoryType
            var log: [String] = []
            init(type: UITableViewCell.AccessoryType) { self.type = type }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.accessoryType = type
                return cell
            }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("accessory \(indexPath.row)") }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        }
        let source = Source(type: type)
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 30, rows: 8)
        try withExtendedLifetime((source, host)) {
            _ = host.render()
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let button = try #require(cell.subviews.first { ($0 as? _CellGlyphControl)?.segments.first?.text == "ⓘ" })
            host.tap(at: button.convert(CGPoint(x: 5, y: button.bounds.midY), to: nil))
            host.tap(cell.contentView)
            #expect(source.log == ["accessory 1", "select 1"])
        }
    }

    @Test func wheelScrollsThreeRowsPerNotch() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            host.scroll(at: CGPoint(x: 50, y: 50), by: CGPoint(x: 0, y: -66))
            #expect(table.contentOffset.y == 66)
        }
    }

    @Test func sectionIndexDrawsAndJumps() {
        final class Indexed: NSObject, UITableViewDataSource {
            let letters = ["A", "B", "C", "D"]
            func numberOfSections(in tableView: UITableView) -> Int { letters.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
                cell.textLabel?.text = "\(letters[indexPath.section])\(indexPath.row)"
                return cell
            }
        }
        let source = Indexed()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 22
        table.dataSource = source
        let host = makeTableHost(table, columns: 20, rows: 8)
        withExtendedLifetime((source, host)) {
            expectScreen(host.render().text, """
                 A                 ┃
                 A0                ┃
                 A1               A┃
                 A2               B
                 A3               C
                 B                D
                 B0
                 B1
                """, ignoringTrailingBlanks: true)
            let index = table.sectionIndexView!
            host.tap(at: index.convert(CGPoint(x: 15, y: 3 * 22 + 5), to: nil))
            #expect(table.contentOffset.y == table.rectForHeader(inSection: 1).minY)
        }
    }
}
