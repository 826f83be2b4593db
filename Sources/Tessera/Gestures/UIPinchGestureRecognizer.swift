import Foundation

/// A continuous recognizer for pinching: `scale` is the factor the fingers spread (above 1)
/// or closed (below 1) since the gesture began.
///
/// It begins when the scale first moves from 1, reports `.changed` for each step and ends
/// when the pinch ends. Setting `scale` (usually back to 1, to read increments) makes later
/// values relative to that one, as in UIKit.
///
/// In the terminal, Ctrl + mouse wheel pinches at the pointer (each notch scales by 1.1; a
/// pause of 0.3 s or any other mouse input ends it); tests use `HeadlessHost.pinch(at:scales:)`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, _TransformRecognizing {
    private var storedScale: CGFloat = 1
    /// The gesture's raw scale when `scale` was last set (or the gesture began).
    private var referenceScale: CGFloat = 1
    private var rawScale: CGFloat = 1
    private var lastSample: (scale: CGFloat, time: TimeInterval)?
    private var storedVelocity: CGFloat = 0

    /// The scale factor relative to the touches' positions when the gesture began (or `scale` was set).
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            referenceScale = rawScale / (newValue == 0 ? 1 : newValue)
        }
    }

    /// How fast the scale changes, in scale factor per second.
    open var velocity: CGFloat { storedVelocity }

    func transformBegan(at location: CGPoint, time: TimeInterval) {
        setLastLocation(location)
        lastSample = (1, time)
    }

    func transformChanged(scale newScale: CGFloat, rotation: CGFloat, at location: CGPoint, time: TimeInterval) {
        setLastLocation(location)
        rawScale = newScale
        storedScale = newScale / referenceScale
        if let last = lastSample, time > last.time {
            storedVelocity = (newScale - last.scale) / CGFloat(time - last.time)
        }
        lastSample = (newScale, time)
        advanceState(moved: newScale != 1)
    }

    func transformEnded(cancelled: Bool) {
        finishState(cancelled: cancelled)
    }

    override func deadlineReached() {
        arena?.endTransform()
    }

    /// A terminal has one pointer, so pinches and rotations come as transform steps, never
    /// as touches: the recognizer stays out of touch sequences and never delays them.
    override func shouldReceive(_ touch: UITouch) -> Bool { false }

    open override func reset() {
        super.reset()
        storedScale = 1
        referenceScale = 1
        rawScale = 1
        lastSample = nil
        storedVelocity = 0
    }
}
