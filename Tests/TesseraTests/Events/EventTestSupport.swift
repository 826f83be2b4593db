import Foundation
@testable import Tessera

/// A window of `columns × rows` cells with a host, shown.
@MainActor
func makeHost(columns: Int = 40, rows: Int = 10) -> HeadlessHost {
    let window = UIWindow()
    let host = HeadlessHost(window: window, columns: columns, rows: rows)
    window.makeKeyAndVisible()
    return host
}

/// A view that logs the touch callbacks it receives.
@MainActor
final class TouchLoggingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// Records the states a recognizer's action sees.
@MainActor
final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    func attach(_ recognizer: UIGestureRecognizer) {
        recognizer.addTarget { [unowned self] in self.states.append($0.state) }
    }
}

/// A delegate with configurable answers.
@MainActor
final class ConfigurableGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receive = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
}
