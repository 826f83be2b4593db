import Foundation
@testable import Tessera

/// A controller that logs its life-cycle callbacks as "name.callback".
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: ControllerLog

    init(_ name: String, log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError() }

    private func record(_ event: String) { log.events.append("\(name).\(event)") }

    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); record("willMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); record("didMove(toParent: \(parent == nil ? "nil" : "parent"))") }
}

@MainActor
final class ControllerLog {
    var events: [String] = []
}

/// A window of `columns × rows` showing `root`, rendered headless.
@MainActor
func makeWindow(root: UIViewController, columns: Int = 40, rows: Int = 10) -> (UIWindow, HeadlessHost) {
    let window = UIWindow()
    let host = HeadlessHost(window: window, columns: columns, rows: rows)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, host)
}

/// The centre of a character cell, in window points: where a click on that cell lands.
func cellCenter(column: Int, row: Int) -> CGPoint {
    let grid = CellGrid.current
    return CGPoint(x: (CGFloat(column) + 0.5) * grid.cellWidth, y: (CGFloat(row) + 0.5) * grid.cellHeight)
}
