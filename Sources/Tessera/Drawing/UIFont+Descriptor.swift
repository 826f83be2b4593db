import Foundation

extension UIFont {
    /// The font made from `descriptor` at `pointSize` (the descriptor's size when 0, 12 points
    /// when it has none): its name or family, and its bold, italic and monospace traits or weight.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        let traits = descriptor.symbolicTraits
        let traitDictionary = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        let requestedWeight = (traitDictionary?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        let family = descriptor.fontAttributes[.family] as? String
        let name = descriptor.postscriptName
        let isSystem = name.isEmpty ? family?.hasPrefix(".AppleSystemUIFont") ?? true : name.hasPrefix(".SFUI")
        let weight = traits.contains(.traitBold) ? .bold : requestedWeight ?? (name.lowercased().contains("bold") ? .bold : .regular)
        let isItalic = traits.contains(.traitItalic) || name.lowercased().contains("italic")
        let isMonospaced = traits.contains(.traitMonoSpace) || family?.hasSuffix("Monospaced") == true
        let fontName: String
        if isSystem {
            fontName = (isMonospaced ? ".SFUIMono-" : ".SFUI-") + weight.name + (isItalic ? "Italic" : "")
        } else {
            fontName = name.isEmpty ? (family ?? "Helvetica") + (weight == .bold ? "-Bold" : "") : name
        }
        self.init(
            pointSize: size, fontName: fontName,
            familyName: family ?? (isSystem ? ".AppleSystemUIFont" : fontName.components(separatedBy: "-").first ?? fontName),
            weight: weight, isItalic: isItalic, isMonospaced: isMonospaced)
    }
}
