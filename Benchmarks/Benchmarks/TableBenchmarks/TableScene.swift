import Foundation
import Tessera
import TesseraTerminal

/// A data source of `rowCount` rows of default cells ("Row N"), written as the books write
/// one: dequeue by identifier, or make a cell when none waits. It counts the cells it makes.
@MainActor
final class CountingRowsSource: NSObject, UITableViewDataSource {
    var rowCount: Int
    /// Cells made because no cell was waiting for reuse.
    private(set) var cellsCreated = 0

    init(rowCount: Int) {
        self.rowCount = rowCount
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "Row") {
            cell = reused
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
            cellsCreated += 1
        }
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A plain table filling a `columns × rows` headless screen, with the terminal host's output
/// stage behind it: each step scrolls, lays out, composites and diffs, as a live frame does.
@MainActor
final class TableScene {
    let host: HeadlessHost
    let table: UITableView
    let source: CountingRowsSource
    private(set) var writer = TerminalFrameWriter()
    /// The output buffer, reused from frame to frame.
    private(set) var bytes: [UInt8] = []

    /// - Parameters:
    ///   - rowCount: Rows in the only section.
    ///   - estimated: Self-sizing rows with 44-point estimates instead of a fixed 44-point height.
    init(rowCount: Int, columns: Int = 120, rows: Int = 40, estimated: Bool = false) {
        source = CountingRowsSource(rowCount: rowCount)
        table = UITableView(frame: .zero, style: .plain)
        if estimated {
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
        } else {
            table.rowHeight = 44
        }
        table.dataSource = source
        let controller = UIViewController()
        controller.view = table
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        bytes.reserveCapacity(columns * rows * 32)
        writeFrame()
    }

    /// Scrolls by `points`, wrapping to the top past the last full screen.
    func scroll(by points: CGFloat) {
        var offset = table.contentOffset.y + points
        if offset > table.contentSize.height - table.bounds.height { offset = 0 }
        table.contentOffset = CGPoint(x: 0, y: offset)
    }

    /// Lays out, composites and writes the changes since the last frame; returns the bytes written.
    @discardableResult
    func writeFrame() -> Int {
        bytes.removeAll(keepingCapacity: true)
        writer.write(host.render(), into: &bytes)
        return bytes.count
    }

    /// Writes the whole current frame as if the terminal had been cleared; returns the bytes.
    func writeFullRepaint() -> Int {
        writer.invalidate()
        return writeFrame()
    }
}
