import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// It recognizes when the last required tap lifts, provided no touch moved more than
/// 10 points and each next tap began within 0.35 seconds of the previous one and within
/// 45 points of the first. A double-tap recognizer is still `.possible` between the taps; a
/// single-tap recognizer that should not fire for double taps calls `require(toFail:)`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed; 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers needed in each tap; 1 by default.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var touchesInThisTap = 0
    private var firstTapLocation: CGPoint?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        deadline = nil
        for touch in touches {
            let location = touch.location(in: nil)
            startLocations[ObjectIdentifier(touch)] = location
            if tapsCompleted > 0, let first = firstTapLocation, first.distance(to: location) > _GestureConstants.multipleTapDistance {
                state = .failed
                return
            }
            if firstTapLocation == nil { firstTapLocation = location }
        }
        touchesInThisTap += touches.count
        if touchesInThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if start.distance(to: touch.location(in: nil)) > _GestureConstants.tapAllowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let stillDown = trackedTouches.filter { !touches.contains($0) }
        guard stillDown.isEmpty else { return }
        guard touchesInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInThisTap = 0
        startLocations = [:]
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            deadline = event.timestamp + _GestureConstants.multipleTapInterval
        }
    }

    override func deadlineReached() {
        if state == .possible, pendingState == nil { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInThisTap = 0
        firstTapLocation = nil
        startLocations = [:]
    }
}
