import Foundation

/// A description of a view's content and style, from which a content view is made.
///
/// Assign one to a cell's `contentConfiguration`: the cell creates the view with
/// `makeContentView()` once and afterwards hands new configurations to that view, as long as
/// it `supports(_:)` them. ``UIListContentConfiguration`` is the built-in one.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> any UIView & UIContentView

    /// A copy styled for `state` (selected, highlighted, disabled…).
    func updated(for state: any UIConfigurationState) -> Self
}
