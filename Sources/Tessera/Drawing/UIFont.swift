import Synchronization
import Foundation

/// A font whose metrics fit the terminal's cell grid.
///
/// Every glyph advances by one cell width per column it occupies (11 pt by default, two cells
/// for wide characters) and every line is one cell tall (22 pt), whatever the point size: a
/// terminal has one size of type. Weight and italics survive as cell attributes (bold, italic).
/// `pointSize`, `fontName` and the text styles keep UIKit's values so code that reads them works.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size the font was asked for, in points.
    public let pointSize: CGFloat
    /// The font's name; system fonts are named like Apple's (`.SFUI-Regular`).
    public let fontName: String
    /// The family name.
    public let familyName: String
    /// The weight the font was asked for.
    let weight: UIFont.Weight
    /// Whether the font is italic.
    let isItalic: Bool
    /// Whether the font is monospaced (all Tessera fonts are, this records the request).
    let isMonospaced: Bool

    init(pointSize: CGFloat, fontName: String, familyName: String, weight: UIFont.Weight, isItalic: Bool, isMonospaced: Bool) {
        self.pointSize = pointSize
        self.fontName = fontName
        self.familyName = familyName
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        super.init()
    }

    /// A named font; any name is accepted and drawn as the terminal's font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let lowered = fontName.lowercased()
        let weight: UIFont.Weight = lowered.contains("bold") ? .bold : .regular
        self.init(
            pointSize: fontSize, fontName: fontName, familyName: fontName.components(separatedBy: "-").first ?? fontName,
            weight: weight, isItalic: lowered.contains("italic") || lowered.contains("oblique"),
            isMonospaced: lowered.contains("mono") || lowered.contains("courier") || lowered.contains("menlo"))
    }

    public required convenience init?(coder: NSCoder) {
        return nil
    }

    // MARK: System fonts

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let key = SystemFontKey(size: fontSize, weight: weight.rawValue)
        if let font = systemFonts.withLock({ $0[key] }) { return font }
        let font = UIFont(
            pointSize: fontSize, fontName: ".SFUI-\(weight.name)", familyName: ".AppleSystemUIFont",
            weight: weight, isItalic: false, isMonospaced: false)
        systemFonts.withLock { fonts in
            if fonts.count >= 256 { fonts.removeAll(keepingCapacity: true) }
            fonts[key] = font
        }
        return font
    }

    /// The system fonts made so far: fonts are immutable, and views ask for the same few
    /// sizes and weights on every update, as UIKit shares its font instances.
    private static let systemFonts = Mutex<[SystemFontKey: UIFont]>([:])

    private struct SystemFontKey: Hashable {
        let size: CGFloat
        let weight: CGFloat
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            pointSize: fontSize, fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont",
            weight: .regular, isItalic: true, isMonospaced: false)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            pointSize: fontSize, fontName: ".SFUIMono-\(weight.name)", familyName: ".AppleSystemUIFontMonospaced",
            weight: weight, isItalic: false, isMonospaced: true)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for a Dynamic Type text style at the current content size category (Large
    /// in a terminal's window).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type text style at the content size category of
    /// `traitCollection` (the current one when `nil`).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        return systemFont(ofSize: style.pointSize(for: category), weight: style.defaultWeight)
    }

    /// The standard system font size, 17 pt.
    open class var systemFontSize: CGFloat { 17 }
    /// The size of small text, 12 pt.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of button labels, 18 pt.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of standard labels, 17 pt.
    open class var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            pointSize: fontSize, fontName: fontName, familyName: familyName, weight: weight,
            isItalic: isItalic, isMonospaced: isMonospaced)
    }

    /// The font's descriptor: its name, family, size and traits.
    open var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if isBold { symbolic.insert(.traitBold) }
        if isItalic { symbolic.insert(.traitItalic) }
        if isMonospaced { symbolic.insert(.traitMonoSpace) }
        return UIFontDescriptor(fontAttributes: [
            .name: fontName, .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolic, .weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ])
    }

    // MARK: Metrics (fitted to the cell grid)

    /// The height of one line: one cell.
    open var lineHeight: CGFloat { CellGrid.current.cellHeight }
    /// The distance from the baseline to the top of the line.
    open var ascender: CGFloat { lineHeight * 0.8 }
    /// The distance from the baseline to the bottom of the line, negative as in UIKit.
    open var descender: CGFloat { -lineHeight * 0.2 }
    open var capHeight: CGFloat { lineHeight * 0.6 }
    open var xHeight: CGFloat { lineHeight * 0.45 }
    /// Extra space between lines: none, lines are cells.
    open var leading: CGFloat { 0 }

    /// Whether text in this font draws bold (semibold and heavier).
    var isBold: Bool { weight.rawValue >= UIFont.Weight.semibold.rawValue }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.fontName == fontName
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight.name.lowercased()); font-size: \(pointSize)pt"
    }
}
