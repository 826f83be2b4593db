import Foundation

/// The priority of a layout constraint, from 1 to 1000 (``required``).
///
/// As in UIKit, a constraint below ``required`` may be broken when it conflicts with a
/// stronger one. Tessera's solver compares priorities lexicographically: no number of
/// broken constraints at one priority outweighs a single constraint at a higher one.
///
///     label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public init(floatLiteral value: Float) { self.rawValue = value }

    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging and most compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A window-resizing drag that can resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A window-resizing drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` uses to pull a view to its target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
