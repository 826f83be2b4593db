import Foundation

/// Small point arithmetic for the recognizers.
extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}

/// The movement a tap or long press tolerates, and other constants UIKit does not publish.
enum _GestureConstants {
    /// How far a touch may move before a tap fails, in points.
    static let tapAllowableMovement: CGFloat = 10
    /// The longest gap between the taps of a multiple tap, in seconds.
    static let multipleTapInterval: TimeInterval = 0.35
    /// How far apart the taps of a multiple tap may be, in points.
    static let multipleTapDistance: CGFloat = 45
    /// How far touches move before a pan begins, in points.
    static let panHysteresis: CGFloat = 10
    /// How far a swipe must travel, in points.
    static let swipeMinimumDistance: CGFloat = 50
    /// How long a swipe may take, in seconds.
    static let swipeMaximumDuration: TimeInterval = 0.5
}
