import Foundation

/// Small point arithmetic for the recognizers.
extension CGPoint {
    package func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}

/// The movement a tap or long press tolerates, and other constants UIKit does not publish.
package enum _GestureConstants {
    /// How far a touch may move before a tap fails, in points.
    package static let tapAllowableMovement: CGFloat = 10
    /// The longest gap between the taps of a multiple tap, in seconds.
    package static let multipleTapInterval: TimeInterval = 0.35
    /// How far apart the taps of a multiple tap may be, in points.
    package static let multipleTapDistance: CGFloat = 45
    /// How far touches move before a pan begins, in points.
    package static let panHysteresis: CGFloat = 10
    /// How far a swipe must travel, in points.
    package static let swipeMinimumDistance: CGFloat = 50
    /// How long a swipe may take, in seconds.
    package static let swipeMaximumDuration: TimeInterval = 0.5
}
