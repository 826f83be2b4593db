import Foundation

/// One notch of a mouse wheel at a point of the window, delivered to pan gesture recognizers
/// that allow discrete scrolling (see `UIPanGestureRecognizer.allowedScrollTypesMask`).
///
/// `translation` is what the pan reports, in window points: turning the wheel towards the
/// user (scrolling down) is like dragging content up, so its `y` is negative.
@MainActor
package final class _ScrollEvent: UIEvent {
    package let location: CGPoint
    package let translation: CGPoint

    package init(location: CGPoint, translation: CGPoint, timestamp: TimeInterval) {
        self.location = location
        self.translation = translation
        super.init(type: .scroll, timestamp: timestamp)
    }
}
