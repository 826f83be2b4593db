import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their styles, as a value.
///
/// Start from a preset that matches where it is shown — `cell()`, `subtitleCell()`,
/// `valueCell()`, `sidebarCell()` for rows, `plainHeader()`, `groupedHeader()` and friends
/// for section titles — or from a cell's `defaultContentConfiguration()`, set `text`,
/// `secondaryText` and `image`, and assign it to `contentConfiguration`:
///
///     var content = cell.defaultContentConfiguration()
///     content.text = contact.name
///     content.secondaryText = contact.phone
///     cell.contentConfiguration = content
///
/// Metrics are UIKit's where they fit the character grid and snapped to it where they do not:
/// a line of text is one 22-point row, the leading and trailing margins are 16 points (one
/// column), and the vertical margins of rows are 11 points, so a one-line row is UIKit's 44
/// points (two terminal rows). The vertical padding between text and secondary text is 0: on
/// a grid, any gap costs a whole row.
public struct UIListContentConfiguration: Hashable {
    /// The primary text.
    public var text: String? {
        didSet { if text != nil { attributedText = nil } }
    }
    /// The primary text with attributes; the terminal draws its characters in `textProperties`.
    public var attributedText: NSAttributedString? {
        didSet { if attributedText != nil { text = nil } }
    }
    /// The secondary text.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedText = nil } }
    }
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }
    /// The image, shown before the texts.
    public var image: UIImage?

    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image is sized and tinted.
    public var imageProperties = ImageProperties()

    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes along which the content view keeps at least its superview's margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Whether the secondary text goes beside the text (value cells) rather than below it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 11
    /// The space between text and secondary text beside each other.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 11
    /// The space between text and secondary text stacked vertically.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    /// Whether a header factory made it, so an automatic outline disclosure sits at the
    /// trailing edge of its cell.
    private(set) var isHeader = false
    /// Whether a sidebar factory made it, so a selected row's text turns white on its tint.
    private(set) var isSidebar = false

    private init(
        textFont: UIFont, textColor: UIColor = .label, secondaryFont: UIFont, secondaryColor: UIColor,
        margins: NSDirectionalEdgeInsets, isHeader: Bool = false
    ) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        self.isHeader = isHeader
    }

    /// The margins of rows: 11 points above and below one 22-point line makes a 44-point row.
    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    // MARK: Cells

    /// A row with an image and text (secondary text, if any, below): `UITableViewCell`'s `.default`.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .subheadline),
            secondaryColor: .secondaryLabel, margins: rowMargins)
    }

    /// A row with text above secondary text: `UITableViewCell`'s `.subtitle`.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .subheadline),
            secondaryColor: .secondaryLabel, margins: rowMargins)
    }

    /// A row with text on the leading side and secondary text on the trailing side:
    /// `UITableViewCell`'s `.value1`.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .body),
            secondaryColor: .secondaryLabel, margins: rowMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar row: text with a tinted image.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.imageProperties.tintColor = .tintColor
        configuration.isSidebar = true
        return configuration
    }

    /// A sidebar row whose secondary text goes below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = subtitleCell()
        configuration.imageProperties.tintColor = .tintColor
        configuration.isSidebar = true
        return configuration
    }

    /// A sidebar row accompanying a primary view: like `sidebarCell()`, its image in the label
    /// colour.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration.imageProperties.tintColor = .label
        return configuration
    }

    /// A sidebar row accompanying a primary view, with secondary text below the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = sidebarSubtitleCell()
        configuration.imageProperties.tintColor = .label
        return configuration
    }

    // MARK: Headers and footers

    /// The header of a sidebar section: bold secondary text, which an outline disclosure
    /// follows at the trailing edge.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// The header of a plain list: one row of bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .headline), secondaryFont: .preferredFont(forTextStyle: .subheadline),
            secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), isHeader: true)
    }

    /// The footer of a plain list: one row of secondary-coloured text.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .subheadline), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    /// The header of a grouped list: a blank row, then small upper-case secondary text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 22, leading: 16, bottom: 0, trailing: 16), isHeader: true)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// The footer of a grouped list: small secondary text, then a blank row.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
            secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 22, trailing: 16))
    }

    /// A header for any list. Without a list around it to ask, the plain header.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer for any list. Without a list around it to ask, the plain footer.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A large header of an inset grouped list: a blank row, then bold text in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .systemFont(ofSize: 20, weight: .bold), secondaryFont: .preferredFont(forTextStyle: .subheadline),
            secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 22, leading: 16, bottom: 0, trailing: 16), isHeader: true)
    }

    /// An extra-large header of an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .systemFont(ofSize: 22, weight: .bold), secondaryFont: .preferredFont(forTextStyle: .subheadline),
            secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 22, leading: 16, bottom: 0, trailing: 16), isHeader: true)
    }

    // MARK: Derived values

    /// The primary text as shown, with the transform applied.
    var displayedText: String? {
        (text ?? attributedText?.string).map(textProperties.transformed)
    }

    /// The secondary text as shown.
    var displayedSecondaryText: String? {
        (secondaryText ?? secondaryAttributedText?.string).map(secondaryTextProperties.transformed)
    }
}

extension UIListContentConfiguration: UIContentConfiguration {
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// A copy for `state`. List content looks the same in every state, as in UIKit, where
    /// only the background shows selection.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard isSidebar, let state = state as? UICellConfigurationState, state.isSelected else { return self }
        // A selected sidebar row is tinted: its text and image turn white over it.
        var updated = self
        updated.textProperties.color = .white
        updated.secondaryTextProperties.color = .white
        updated.imageProperties.tintColor = .white
        return updated
    }
}
