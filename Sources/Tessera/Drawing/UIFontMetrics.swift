import Foundation

/// Scales fonts and values for Dynamic Type: a font you chose grows and shrinks with the
/// person's preferred content size category as the text style's own font would.
///
///     let metrics = UIFontMetrics(forTextStyle: .body)
///     label.font = metrics.scaledFont(for: UIFont(name: "Helvetica", size: 36)!)
///     label.adjustsFontForContentSizeCategory = true
///
/// The scale at a category is the text style's size there over its size at Large (iOS's
/// Dynamic Type table). A terminal's window reports Large, so on screen fonts keep their size
/// (and text draws one cell tall whatever the size); the `compatibleWith:` forms scale for
/// other categories, as tests and drawing code ask.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body text style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The text style whose scaling these metrics follow.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current content size category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current content size category, no larger than `maximumPointSize`
    /// (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the content size category of `traitCollection` (the current one
    /// when `nil`).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the content size category of `traitCollection`, no larger than
    /// `maximumPointSize` (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = font.pointSize * scale(for: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return font.withSize(size)
    }

    /// `value` (a spacing or a size in points) scaled for the current content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the content size category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: traitCollection)
    }

    /// The text style's size at the category of `traits` over its size at Large.
    private func scale(for traits: UITraitCollection?) -> CGFloat {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return textStyle.pointSize(for: category) / textStyle.defaultPointSize
    }
}

extension UIFont.TextStyle {
    /// The font metrics of this text style.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}
