@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct UITableViewHeaderFooterTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 0 ? "Footer 0" : nil }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
            cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { log.append("willDisplayHeader(\(section))") }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { log.append("didEndDisplayingHeader(\(section))") }
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) { log.append("willDisplayFooter(\(section))") }
    }

    @Test func titlesBecomeHeaderAndFooterViewsShownAndEndedAsTheyPass() {
        let source = Source()
        let table = UITableView(frame: .zero, style: .grouped)
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 24, rows: 12)
        withExtendedLifetime((source, host)) {
            #expect(source.log == ["willDisplayHeader(0)", "willDisplayFooter(0)", "willDisplayHeader(1)"])
            #expect(table.headerView(forSection: 0)?.frame == table.rectForHeader(inSection: 0))
            source.log.removeAll()
            table.contentOffset.y = table.rectForHeader(inSection: 1).minY
            table.layoutIfNeeded()
            #expect(source.log.contains("didEndDisplayingHeader(0)"))
            #expect(source.log.contains("willDisplayHeader(2)"))
        }
    }

    @Test func tableHeaderViewSitsAboveTheFirstSection() {
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        banner.text = "Banner"
        table.tableHeaderView = banner
        table.dataSource = source
        let host = makeTableHost(table, columns: 24, rows: 6)
        withExtendedLifetime((source, host)) {
            #expect(banner.frame == CGRect(x: 0, y: 0, width: 264, height: 44))
            #expect(table.rectForHeader(inSection: 0).minY == 44)
            #expect(host.render().text.split(separator: "\n").first?.contains("Banner") == true)
        }
    }

    @Test func plainFootersStickToTheBottomWhileTheirSectionShows() {
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        let host = makeTableHost(table, columns: 24, rows: 4)
        withExtendedLifetime((source, host)) {
            let footer = table.footerView(forSection: 0)
            #expect(footer != nil)
            #expect(footer.map { $0.frame.maxY } == table.bounds.maxY)
        }
    }
}
