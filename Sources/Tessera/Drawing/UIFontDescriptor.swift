import Foundation

/// A description of a font by attributes — family, name, size, traits, text style — from
/// which ``UIFont/init(descriptor:size:)`` makes a font.
///
///     let bold = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)
///     label.font = UIFont(descriptor: bold!, size: 0)
///
/// A terminal has one typeface: what a font keeps from its descriptor is its names, size,
/// weight (bold), slant (italic) and whether it was asked to be monospaced; the other
/// attributes are kept for code that reads them.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The descriptor's attributes.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor of the font named `fontName` with a transform.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    public required convenience init?(coder: NSCoder) {
        return nil
    }

    /// The descriptor of a Dynamic Type text style's font at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of a Dynamic Type text style's font at the content size category of
    /// `traitCollection`.
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        return font.fontDescriptor.addingAttributes([.textStyle: style.rawValue])
    }

    // MARK: Reading

    /// The font's PostScript name.
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }
    /// The point size (0 when unspecified).
    open var pointSize: CGFloat { (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0 }
    /// The transform (identity when unspecified).
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    /// The traits the descriptor asks for.
    open var symbolicTraits: SymbolicTraits {
        (fontAttributes[.traits] as? [TraitKey: Any])?[.symbolic].flatMap { ($0 as? SymbolicTraits) ?? ($0 as? UInt32).map { SymbolicTraits(rawValue: $0) } } ?? []
    }

    /// The value of one attribute.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    // MARK: Deriving

    /// This descriptor with `attributes` added (replacing values of the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// This descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// This descriptor with a transform.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// This descriptor with exactly `symbolicTraits` (bold, italic, monospace…); `nil` when
    /// the family lacks them, which never happens in a terminal.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits
        traits[.weight] = nil
        return addingAttributes([.traits: traits])
    }

    /// This descriptor in another family (its name dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor with another face name ("Bold", "Italic"…).
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// This descriptor in a system design (rounded, serif, monospaced).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard design != .default else { return self }
        let descriptor = withFamily(".AppleSystemUIFont" + design.rawValue.replacingOccurrences(of: "NSCTFontUIFontDesign", with: ""))
        return design == .monospaced ? descriptor.withSymbolicTraits(symbolicTraits.union(.traitMonoSpace)) : descriptor
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other.postscriptName == postscriptName && other.pointSize == pointSize && other.symbolicTraits == symbolicTraits
            && other.fontAttributes[.family] as? String == fontAttributes[.family] as? String
    }

    open override var hash: Int { postscriptName.hashValue ^ pointSize.hashValue }

    open override var description: String {
        "UICTFontDescriptor <\(postscriptName.isEmpty ? fontAttributes[.family] as? String ?? "" : postscriptName)> size \(pointSize)"
    }
}

extension UIFontDescriptor {
    /// The name of a descriptor attribute.
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the `.traits` attribute's dictionary.
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Stylistic traits of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
