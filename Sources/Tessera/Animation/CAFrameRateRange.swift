import Foundation

/// The frame rates a display link asks for: a range and, optionally, the rate it prefers.
///
/// A rate of zero means "the display's rate", so ``default`` (all zeros) asks for every frame.
/// As on iOS, the rate a link gets is the display's rate divided by a whole number: a link
/// that prefers 30 fps on a 60 fps display fires on every other frame.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate wanted, in frames per second.
    public var minimum: Float
    /// The highest rate wanted, in frames per second; zero leaves it to the display.
    public var maximum: Float
    /// The rate wanted most, within `minimum...maximum`; `nil` prefers `maximum`.
    public var preferred: Float? {
        get { storedPreferred == 0 ? nil : storedPreferred }
        set { storedPreferred = newValue ?? 0 }
    }

    // As in QuartzCore, a preferred rate of zero and no preferred rate are the same range.
    private var storedPreferred: Float

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        storedPreferred = preferred ?? 0
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)

    /// Whether the two ranges are the same (UIKit's name for `==`).
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }

    /// Every how many frames of a display of `displayRate` fps a link with this range fires.
    ///
    /// The whole divisor of the display's rate that comes nearest the preferred rate without
    /// passing `maximum`; a smaller one when that is needed to reach `minimum` and stays within
    /// `maximum`.
    func frameInterval(displayRate: Double) -> Int {
        let ceiling = maximum > 0 ? min(Double(maximum), displayRate) : displayRate
        let preferred = min(storedPreferred > 0 ? Double(storedPreferred) : ceiling, ceiling)
        guard preferred > 0 else { return 1 }
        let tolerance = 1e-9
        var interval = max(1, Int((displayRate / preferred).rounded()))
        while displayRate / Double(interval) > ceiling + tolerance {
            interval += 1
        }
        while interval > 1, displayRate / Double(interval) < Double(minimum) - tolerance,
              displayRate / Double(interval - 1) <= ceiling + tolerance {
            interval -= 1
        }
        return interval
    }
}
