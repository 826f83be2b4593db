import Foundation

/// The accessibility settings an app adapts to. A terminal has no system settings screen, so
/// they come from the environment: `TESSERA_REDUCE_MOTION=1` asks apps (and Tessera's own
/// animations) to cross-fade or cut instead of moving things.
public enum UIAccessibility {
    /// Whether the person asked for less motion: `TESSERA_REDUCE_MOTION` is `1`, `true` or `yes`.
    public static var isReduceMotionEnabled: Bool {
        isOn(ProcessInfo.processInfo.environment["TESSERA_REDUCE_MOTION"])
    }

    /// Posted when `isReduceMotionEnabled` changes; in a terminal it is fixed for the run.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether a screen reader runs: never in a terminal app's own process.
    public static var isVoiceOverRunning: Bool { false }

    /// Whether an environment value means "on".
    static func isOn(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        return value == "1" || value == "true" || value == "yes"
    }
}
