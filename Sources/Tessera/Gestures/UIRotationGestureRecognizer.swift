import Foundation

/// A continuous recognizer for rotating two fingers: `rotation` is the angle turned since the
/// gesture began, in radians, positive clockwise (on screen, where y grows downwards).
///
/// It begins when the rotation first moves from 0, reports `.changed` for each step and ends
/// when the rotation ends. Setting `rotation` (usually back to 0, to read increments) makes
/// later values relative to that one, as in UIKit.
///
/// In the terminal, Alt (Option) + mouse wheel rotates at the pointer (each notch turns by
/// 15°; a pause of 0.3 s or any other mouse input ends it); tests use
/// `HeadlessHost.rotate(at:angles:)`.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, _TransformRecognizing {
    private var storedRotation: CGFloat = 0
    /// The gesture's raw rotation when `rotation` was last set (or the gesture began).
    private var referenceRotation: CGFloat = 0
    private var rawRotation: CGFloat = 0
    private var lastSample: (rotation: CGFloat, time: TimeInterval)?
    private var storedVelocity: CGFloat = 0

    /// The rotation in radians since the gesture began (or `rotation` was set).
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            referenceRotation = rawRotation - newValue
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { storedVelocity }

    func transformBegan(at location: CGPoint, time: TimeInterval) {
        setLastLocation(location)
        lastSample = (0, time)
    }

    func transformChanged(scale: CGFloat, rotation newRotation: CGFloat, at location: CGPoint, time: TimeInterval) {
        setLastLocation(location)
        rawRotation = newRotation
        storedRotation = newRotation - referenceRotation
        if let last = lastSample, time > last.time {
            storedVelocity = (newRotation - last.rotation) / CGFloat(time - last.time)
        }
        lastSample = (newRotation, time)
        advanceState(moved: newRotation != 0)
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
        storedRotation = 0
        referenceRotation = 0
        rawRotation = 0
        lastSample = nil
        storedVelocity = 0
    }
}
