import Foundation

/// A discrete recognizer for a quick straight movement in one of the permitted directions.
///
/// It recognizes as soon as the touches have travelled 50 points mostly along one axis
/// (the sideways movement at most half the forward one) in a permitted direction, within half
/// a second. Moving that far in another direction, lifting early or taking longer fails it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; `.right` by default.
    open var direction: Direction = .right
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
        } else if trackedTouches.count == numberOfTouchesRequired {
            start = location(in: nil)
            deadline = event.timestamp + _GestureConstants.swipeMaximumDuration
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start else { return }
        let point = location(in: nil)
        let dx = point.x - start.x
        let dy = point.y - start.y
        let forward = max(abs(dx), abs(dy))
        guard forward >= _GestureConstants.swipeMinimumDistance else { return }
        let sideways = min(abs(dx), abs(dy))
        let moved: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = sideways <= forward / 2 && direction.contains(moved) ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func deadlineReached() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
