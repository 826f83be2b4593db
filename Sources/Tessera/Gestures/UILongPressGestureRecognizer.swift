import Foundation

/// A continuous recognizer for a press held in place.
///
/// It begins once the required touches have been down for `minimumPressDuration` without
/// moving more than `allowableMovement`, reports `.changed` as they move, and ends when
/// they lift. Lifting or moving too far before the duration fails it. The duration is
/// measured on the window's event clock (see ``UIGestureRecognizer``).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touches must be held, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default (Tessera supports only 0).
    open var numberOfTapsRequired = 0
    /// How far the touches may move before the gesture begins, in points; 10 by default.
    open var allowableMovement: CGFloat = 10

    private var startLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
        } else if trackedTouches.count == numberOfTouchesRequired {
            startLocation = location(in: nil)
            deadline = event.timestamp + minimumPressDuration
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            if let startLocation, startLocation.distance(to: location(in: nil)) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func deadlineReached() {
        if state == .possible, trackedTouches.count == numberOfTouchesRequired { state = .began }
    }

    open override func reset() {
        super.reset()
        startLocation = nil
    }
}
