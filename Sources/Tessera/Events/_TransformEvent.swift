import Foundation

/// A step of a pinch or rotation made without touches, as a trackpad's transform event is
/// in UIKit: the terminal's modified mouse wheel and the headless driver send it.
///
/// `scale` and `rotation` are cumulative since the gesture's `.began` step (1 and 0 there);
/// `location` is the gesture's centre in window points. Pinch and rotation recognizers of the
/// view under `location` and its ancestors follow it (see `_GestureArena`).
@_spi(TerminalHost) @preconcurrency @MainActor
public final class _TransformEvent: UIEvent {
    /// Where the gesture is in its life.
    @_spi(TerminalHost) public enum Phase: Sendable {
        case began, changed, ended, cancelled
    }

    let phase: Phase
    let location: CGPoint
    let scale: CGFloat
    let rotation: CGFloat
    /// Whether the gesture ends by itself when no step follows within a pause (0.3 s on the
    /// event clock), as a wheel-driven pinch does: a wheel has no "fingers lifted".
    let endsAfterPause: Bool

    @_spi(TerminalHost) public init(phase: Phase, location: CGPoint, scale: CGFloat, rotation: CGFloat, endsAfterPause: Bool = false, timestamp: TimeInterval) {
        self.endsAfterPause = endsAfterPause
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
        super.init(type: .transform, timestamp: timestamp)
    }
}
