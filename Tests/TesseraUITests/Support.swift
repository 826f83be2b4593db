import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A SwiftUI view shown in a window by a hosting controller, rendered headlessly.
@MainActor
struct Stage<Content: View> {
    let controller: UIHostingController<Content>
    let window: UIWindow
    let host: HeadlessHost

    init(_ content: Content, columns: Int = 20, rows: Int = 5) {
        controller = UIHostingController(rootView: content)
        window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
    }

    /// The screen after the pending update and layout.
    var text: String { host.text }

    var graph: _ViewGraph { controller._graph }

    /// Runs the pending update and layout now (what the main queue's turn would do).
    func flush() {
        graph.runTurn()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
    }

    /// The frames of the placed platform views, in drawing order, as text: "x,y w×h".
    var frames: [String] {
        flush()
        return controller.view.subviews.map { view in
            let f = view.frame
            return "\(fmt(f.minX)),\(fmt(f.minY)) \(fmt(f.width))×\(fmt(f.height))"
        }
    }

    /// Taps the centre of the text `label` shows (a button's title, say) after laying out.
    func tap(label: String) {
        flush()
        guard let view = controller.view.subviews.first(where: { ($0 as? UILabel)?.text == label }) else {
            Issue.record("No label \(label) on screen")
            return
        }
        host.tap(view)
    }

    /// Taps the first switch on screen.
    func tapSwitch() {
        flush()
        guard let toggle = controller.view.subviews.first(where: { $0 is UISwitch }) else {
            Issue.record("No switch on screen")
            return
        }
        host.tap(toggle)
    }

    /// The labels' texts, in drawing order.
    var labels: [String] {
        flush()
        return controller.view.subviews.compactMap { ($0 as? UILabel)?.text }
    }

    private func fmt(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
