import Foundation
import Synchronization

/// The appearance a colour resolves against: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The traits of an interface environment: its size classes, light or dark appearance, text
/// size and layout direction.
///
/// A window derives its size classes from its size (see ``horizontalSizeClass(forWidth:)``);
/// its controllers and views inherit the window's traits. Tessera's screen starts in light
/// mode, as iOS does; set `TESSERA_APPEARANCE=dark` in the environment to start in dark mode.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width's size class: compact in a narrow terminal, regular in a wide one.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class: compact in a short terminal, regular in a tall one.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The text size a person prefers.
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified, horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection combining `traitCollections`: for each trait, the last specified value wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.reversed().map(value).first { $0 != unspecified } ?? unspecified
        }
        self.init(
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether dynamic colours may resolve differently against `traitCollection`.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    // MARK: Size classes of a terminal

    /// The narrowest width, in points, that is horizontally regular: 1100 points, a terminal of
    /// 100 columns at the default cell size. An 80-column terminal is compact, as an iPhone is.
    public static let regularWidthThreshold: CGFloat = 1100
    /// The shortest height, in points, that is vertically regular: 440 points, 20 rows.
    public static let regularHeightThreshold: CGFloat = 440

    /// The horizontal size class of a window `width` points wide.
    public static func horizontalSizeClass(forWidth width: CGFloat) -> UIUserInterfaceSizeClass {
        width >= regularWidthThreshold ? .regular : .compact
    }

    /// The vertical size class of a window `height` points tall.
    public static func verticalSizeClass(forHeight height: CGFloat) -> UIUserInterfaceSizeClass {
        height >= regularHeightThreshold ? .regular : .compact
    }

    /// The traits of a window of `size`: its size classes, with the current appearance.
    static func window(of size: CGSize) -> UITraitCollection {
        let current = UITraitCollection.current
        return UITraitCollection(
            userInterfaceStyle: current.userInterfaceStyle, horizontalSizeClass: horizontalSizeClass(forWidth: size.width),
            verticalSizeClass: verticalSizeClass(forHeight: size.height), layoutDirection: .leftToRight,
            preferredContentSizeCategory: .large)
    }

    // MARK: The current traits

    private static let currentStorage = Mutex<UITraitCollection>(
        UITraitCollection(userInterfaceStyle: UITraitCollection.environmentStyle))

    /// The traits dynamic colours resolve against when no other collection is given.
    public class var current: UITraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// The style the environment asks for: `TESSERA_APPEARANCE=dark` or light.
    private static var environmentStyle: UIUserInterfaceStyle {
        ProcessInfo.processInfo.environment["TESSERA_APPEARANCE"]?.lowercased() == "dark" ? .dark : .light
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.horizontalSizeClass == horizontalSizeClass
            && other.verticalSizeClass == verticalSizeClass && other.layoutDirection == layoutDirection
            && other.preferredContentSizeCategory == preferredContentSizeCategory
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), userInterfaceStyle = \(userInterfaceStyle)>"
    }
}
