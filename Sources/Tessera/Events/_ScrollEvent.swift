import Foundation

/// One notch of a mouse wheel at a point of the window, delivered to pan gesture recognizers
/// that allow discrete scrolling (see `UIPanGestureRecognizer.allowedScrollTypesMask`).
///
/// `translation` is what the pan reports, in window points: turning the wheel towards the
/// user (scrolling down) is like dragging content up, so its `y` is negative.
@_spi(TerminalHost) @preconcurrency @MainActor
public final class _ScrollEvent: UIEvent {
    let location: CGPoint
    let translation: CGPoint

    @_spi(TerminalHost) public init(location: CGPoint, translation: CGPoint, timestamp: TimeInterval) {
        self.location = location
        self.translation = translation
        super.init(type: .scroll, timestamp: timestamp)
    }
}
