import Foundation

extension UIView {
    /// Whether view changes may animate. Turning it off makes every animation block apply its
    /// changes at once, as `performWithoutAnimation(_:)` does for one block.
    public class var areAnimationsEnabled: Bool {
        _AnimationsEnabled.value
    }

    /// Turns animations on or off for the whole app.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        _AnimationsEnabled.value = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations turned off, so its changes apply at once
    /// even inside an animation block; the previous setting comes back afterwards.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = _AnimationsEnabled.value
        _AnimationsEnabled.value = false
        defer { _AnimationsEnabled.value = previous }
        actionsWithoutAnimation()
    }
}

/// The app-wide switch behind `UIView.areAnimationsEnabled`.
@MainActor
enum _AnimationsEnabled {
    static var value = true
}
