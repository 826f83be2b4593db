/// An environment-dependent font.
///
/// A terminal has one type size, so a font's size and design change nothing on screen; its
/// weight (semibold and heavier draw bold) and italic do. The text styles keep iOS's
/// weights: `.headline` is semibold, so it draws bold.
public struct Font: Hashable, Sendable {
    var size: CGFloat
    var weight: Weight
    var isItalic = false

    init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let subheadline = Font(size: 15)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)

    /// A system font with the given text style, design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let weight { font.weight = weight }
        return font
    }

    /// A system font with the given size, weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular)
    }

    /// The font with its weight bold.
    public func bold() -> Font { weight(.bold) }

    /// The font italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The UIKit font drawn for it.
    var uiFont: UIFont {
        switch (weight.value >= Weight.semibold.value, isItalic) {
        case (true, false): .boldSystemFont(ofSize: size)
        case (false, true): .italicSystemFont(ofSize: size)
        case (true, true): UIFont(name: "System Bold Italic", size: size) ?? .boldSystemFont(ofSize: size)
        case (false, false): .systemFont(ofSize: size)
        }
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: Double

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}
