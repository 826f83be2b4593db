@testable import Tessera
import Foundation

/// A data source and delegate that records every call, for call-order tests.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var sections: [[String]]
    var log: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var logsHeights = false
    var logsScroll = false

    init(sections: [[String]]) {
        self.sections = sections
    }

    convenience init(rows: Int) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }])
    }

    private func record(_ event: String) { log.append(event) }

    static func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int {
        record("numberOfSections")
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        record("numberOfRows(\(section))")
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        record("cellForRow(\(Self.path(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("willDisplay(\(Self.path(indexPath)))")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("didEndDisplaying(\(Self.path(indexPath)))")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight(\(Self.path(indexPath)))")
        return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { record("didHighlight(\(Self.path(indexPath)))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { record("didUnhighlight(\(Self.path(indexPath)))") }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willSelect(\(Self.path(indexPath)))")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { record("didSelect(\(Self.path(indexPath)))") }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willDeselect(\(Self.path(indexPath)))")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { record("didDeselect(\(Self.path(indexPath)))") }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record("prefetch(\(indexPaths.map(Self.path).joined(separator: ",")))")
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        record("cancel(\(indexPaths.map(Self.path).joined(separator: ",")))")
    }

    func reset() { log.removeAll() }
}

/// A window of `columns × rows` cells showing `table` full-screen, laid out.
@MainActor
func makeTableHost(_ table: UITableView, columns: Int = 40, rows: Int = 10) -> HeadlessHost {
    let window = UIWindow()
    let controller = UIViewController()
    controller.view = table
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let host = HeadlessHost(window: window, columns: columns, rows: rows)
    window.layoutIfNeeded()
    return host
}
