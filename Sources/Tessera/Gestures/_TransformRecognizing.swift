import Foundation

/// A recognizer that follows pinch and rotation steps (`_TransformEvent`), as UIKit's pinch
/// and rotation recognizers follow a trackpad's transform events.
///
/// The arena calls `transformBegan` once, `transformChanged` for each step with the values
/// since the gesture began, and `transformEnded` last; the recognizer sets its state.
@MainActor
protocol _TransformRecognizing: UIGestureRecognizer {
    func transformBegan(at location: CGPoint, time: TimeInterval)
    func transformChanged(scale: CGFloat, rotation: CGFloat, at location: CGPoint, time: TimeInterval)
    func transformEnded(cancelled: Bool)
}

extension _TransformRecognizing {
    /// The state a step moves a continuous transform gesture to: `.began` on the first change
    /// that moves it, `.changed` after.
    func advanceState(moved: Bool) {
        switch state {
        case .possible where moved: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// `.ended` (or `.cancelled`) if it began; `.failed` if it never did.
    func finishState(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }
}
