import Foundation

/// A continuous recognizer for dragging.
///
/// It begins when the touches' centroid has moved 10 points, reports `.changed` on every
/// move, and ends when the touches lift (lifting before it began fails it). The translation
/// is measured from where the touches went down, so a drag of 100 points reports 100.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that can pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most touches that can pan; unlimited by default.
    open var maximumNumberOfTouches = Int.max

    /// The scrolling input that also pans; none by default, as in UIKit. A terminal's mouse
    /// wheel is `.discrete`: each notch pans `.began`, `.changed` and `.ended` at once, by
    /// three rows (or columns) in the direction that drags the content the wheel's way.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    private var origin: CGPoint?
    private var lastSample: (location: CGPoint, time: TimeInterval)?
    private var currentVelocity: CGPoint = .zero

    /// The translation since the gesture started (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinate system (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let current = location(in: nil)
        guard let view else { return CGPoint(x: current.x - origin.x, y: current.y - origin.y) }
        let a = view.convert(origin, from: nil)
        let b = view.convert(current, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation `translation` (usually `.zero`, to read increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        var offset = translation
        if let view {
            let a = view.convert(CGPoint.zero, to: nil)
            let b = view.convert(translation, to: nil)
            offset = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        origin = CGPoint(x: current.x - offset.x, y: current.y - offset.y)
    }

    /// The velocity of the drag in points per second, from the last two moves.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let view else { return currentVelocity }
        let a = view.convert(CGPoint.zero, from: nil)
        let b = view.convert(currentVelocity, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if trackedTouches.count > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        if state == .possible {
            origin = location(in: nil)
            lastSample = (location(in: nil), event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let location = location(in: nil)
        if let last = lastSample, event.timestamp > last.time {
            let dt = CGFloat(event.timestamp - last.time)
            currentVelocity = CGPoint(x: (location.x - last.location.x) / dt, y: (location.y - last.location.y) / dt)
        }
        lastSample = (location, event.timestamp)
        switch state {
        case .possible:
            guard trackedTouches.count >= minimumNumberOfTouches, let origin else { return }
            if origin.distance(to: location) >= _GestureConstants.panHysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // The gesture lasts until the last touch lifts.
        guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// One wheel notch: a whole pan at `location` by `translation`. Returns whether it panned.
    func scroll(at location: CGPoint, by translation: CGPoint) -> Bool {
        guard isEnabled, state == .possible, allowedScrollTypesMask.contains(.discrete) else { return false }
        origin = location
        setLastLocation(location)
        state = .began
        guard state == .began else {
            resetToPossible()
            return false
        }
        setLastLocation(CGPoint(x: location.x + translation.x, y: location.y + translation.y))
        state = .changed
        state = .ended
        resetToPossible()
        return true
    }

    open override func reset() {
        super.reset()
        origin = nil
        lastSample = nil
        currentVelocity = .zero
    }
}
