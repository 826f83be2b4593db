@testable import Tessera
import Foundation
import Synchronization

/// Collects Auto Layout console reports raised while `body` runs.
func collectingLayoutReports(_ body: () throws -> Void) rethrows -> [String] {
    let reports = Mutex<[String]>([])
    try _AutoLayoutDiagnostics.$handler.withValue({ report in reports.withLock { $0.append(report) } }) {
        try body()
    }
    return reports.withLock { $0 }
}

/// A root view of the given size with constrained subviews made in code.
@MainActor
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view that opts in to Auto Layout, added to `superview`.
@MainActor
func constrained<V: UIView>(_ view: V, in superview: UIView) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// A label with text, opted in to Auto Layout.
@MainActor
func makeLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}
