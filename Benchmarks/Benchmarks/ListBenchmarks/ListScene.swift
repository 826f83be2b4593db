import Foundation
import TesseraTerminal
import TesseraUI

/// One row's data: an observable title, so a change reaches the row that reads it.
@Observable
final class RowModel: Identifiable {
    let id: Int
    var title: String

    init(id: Int) {
        self.id = id
        title = "Row \(id)"
    }
}

/// The rows, as a value array the list reads (a change to it is diffed by identity).
@Observable
final class ListData {
    var numbers: [Int]
    var rows: [RowModel]

    init(numbers: [Int], rows: [RowModel]) {
        self.numbers = numbers
        self.rows = rows
    }
}

/// Counts row bodies.
@MainActor
final class BodyCounter {
    static var count = 0
}

struct NumberRow: View {
    let number: Int

    var body: some View {
        BodyCounter.count += 1
        return Text("Row \(number)")
    }
}

struct ModelRow: View {
    let row: RowModel

    var body: some View {
        BodyCounter.count += 1
        return Text(row.title)
    }
}

/// A list of the numbers (value rows) or of the row models (observable rows).
struct NumbersList: View {
    let data: ListData
    let observableRows: Bool

    var body: some View {
        if observableRows {
            List(data.rows) { ModelRow(row: $0) }
        } else {
            List(data.numbers, id: \.self) { NumberRow(number: $0) }
        }
    }
}

/// A SwiftUI list or a UITableView of self-sizing rows filling a headless screen, with the
/// terminal writer behind it, as a live frame.
@MainActor
final class ListScene {
    let host: HeadlessHost
    private(set) var table: UITableView!
    private var writer = TerminalFrameWriter()
    private var bytes: [UInt8] = []

    /// A SwiftUI `List`.
    init(data: ListData, observableRows: Bool = false, columns: Int = 120, rows: Int = 40) {
        let controller = UIHostingController(rootView: NumbersList(data: data, observableRows: observableRows))
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        bytes.reserveCapacity(columns * rows * 32)
        // One frame, as the table's scene writes; the list's table exists once it is laid out.
        writeFrame()
        table = controller.view.subviews.compactMap { $0 as? UITableView }.first!
    }

    /// A UITableView with the same rows (self-sizing, estimated 44 points, as the list's).
    init(tableRows: Int, columns: Int = 120, rows: Int = 40) {
        let source = TableRows(count: tableRows)
        table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = source
        let controller = SourceKeepingController(source: source)
        controller.view = table
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        bytes.reserveCapacity(columns * rows * 32)
        writeFrame()
    }

    /// Scrolls by `points`, back to the top past the last screen.
    func scroll(by points: CGFloat) {
        var offset = table.contentOffset.y + points
        if offset > table.contentSize.height - table.bounds.height { offset = 0 }
        table.contentOffset = CGPoint(x: 0, y: offset)
    }

    /// Lays out (running the view graph's update), composites and writes the changes; returns
    /// the bytes written.
    @discardableResult
    func writeFrame() -> Int {
        bytes.removeAll(keepingCapacity: true)
        writer.write(host.render(), into: &bytes)
        return bytes.count
    }
}

/// "Row N" in default cells, as the books write a data source.
@MainActor
final class TableRows: NSObject, UITableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Keeps the table's data source alive (a table holds it weakly).
final class SourceKeepingController: UIViewController {
    let source: TableRows

    init(source: TableRows) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
