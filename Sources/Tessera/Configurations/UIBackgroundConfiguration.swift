import Foundation

/// The background of a cell, header or footer as a value: a colour, an optional custom view,
/// insets and a stroke.
///
/// Presets match list styles (`listPlainCell()`, `listGroupedCell()`…); `updated(for:)` gives
/// the look for a state, so a selected or highlighted list cell turns `systemGray4`, as in UIKit.
public struct UIBackgroundConfiguration: Hashable {
    /// A view drawn behind the content, above the background colour.
    public var customView: UIView?
    /// Kept for compatibility: cells have square corners on a character grid.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The background colour; `nil` uses the view's tint colour, as in UIKit.
    public var backgroundColor: UIColor?
    /// Kept for compatibility: Tessera draws no border.
    public var strokeColor: UIColor?
    /// Kept for compatibility: Tessera draws no border.
    public var strokeWidth: CGFloat = 0

    /// Whether `listSidebarCell()` made it: selected, it takes the tint colour.
    private var isSidebar = false

    private init(backgroundColor: UIColor?) {
        self.backgroundColor = backgroundColor
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// The background of a plain list cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    /// The background of a grouped list cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
    /// The background of a sidebar cell: clear until selected, then the tint colour.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = clear()
        configuration.isSidebar = true
        return configuration
    }
    /// The background of a plain list header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemBackground)
    }
    /// The background of a grouped list header or footer: clear over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }

    /// The colour drawn, given the view's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }

    /// A copy for `state`: highlighted or selected cells show `systemGray4`; a selected
    /// sidebar cell shows the tint colour.
    @preconcurrency @MainActor
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        if isSidebar, let state = state as? UICellConfigurationState, state.isSelected {
            updated.backgroundColor = nil
        } else if let state = state as? UICellConfigurationState, state.isHighlighted || state.isSelected {
            updated.backgroundColor = .systemGray4
        } else if let state = state as? UIViewConfigurationState, state.isHighlighted || state.isSelected {
            updated.backgroundColor = .systemGray4
        }
        return updated
    }
}
