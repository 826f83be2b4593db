@testable import Tessera
import Foundation
import Synchronization

/// Collects `UIKitException`s raised while `body` runs, instead of trapping.
func collectingExceptions(_ body: () throws -> Void) rethrows -> [UIKitException] {
    let raised = Mutex<[UIKitException]>([])
    try UIKitException.$handler.withValue({ exception in raised.withLock { $0.append(exception) } }) {
        try body()
    }
    return raised.withLock { $0 }
}

/// A view that logs its hierarchy and layout callbacks into a shared log.
@MainActor
final class LoggingView: UIView {
    let name: String
    var log: [String]
    private let sink: (String) -> Void

    init(_ name: String, sink: @escaping (String) -> Void) {
        self.name = name
        self.log = []
        self.sink = sink
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func record(_ event: String) { sink("\(name).\(event)") }

    override func willMove(toSuperview newSuperview: UIView?) { record("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { record("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview") }
    override func layoutSubviews() { record("layoutSubviews"); super.layoutSubviews() }
}

/// A shared, ordered event log for `LoggingView`s.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func append(_ event: String) { events.append(event) }
    func reset() { events = [] }
    func view(_ name: String) -> LoggingView { LoggingView(name) { [unowned self] in self.append($0) } }
}
