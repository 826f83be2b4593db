import Foundation

/// UIKit's configuration update pipeline, written once for the views that run it:
/// `UITableViewCell`, `UICollectionViewCell` (and so `UICollectionViewListCell`) and
/// `UITableViewHeaderFooterView`.
///
/// Each of them keeps UIKit's public members (`configurationState`, `contentConfiguration`,
/// `backgroundConfiguration`, the two `automaticallyUpdates…` switches,
/// `setNeedsUpdateConfiguration()`, `updateConfiguration(using:)` and, on cells,
/// `configurationUpdateHandler`) and hands the mechanism to this protocol's extension, which
/// reaches them through the requirements, so subclass overrides are called as in UIKit.
///
/// The call order, as in UIKit:
/// 1. A state change, a new `configurationUpdateHandler` or `setNeedsUpdateConfiguration()`
///    only marks the view and asks for layout; any number of them before the next layout make
///    one update.
/// 2. At that layout (or when the table measures the view), the view takes
///    `configurationState` once, then re-applies `contentConfiguration.updated(for:)` when one is
///    set and `automaticallyUpdatesContentConfiguration` is on, then
///    `backgroundConfiguration.updated(for:)` likewise with
///    `automaticallyUpdatesBackgroundConfiguration`, then calls `updateConfiguration(using:)`,
///    then `configurationUpdateHandler`, both with that state.
///
/// Setting `contentConfiguration` or `backgroundConfiguration` applies it at once, updated for
/// the current state when the matching switch is on.
@MainActor
protocol _ConfigurationDriven: UIView {
    associatedtype _ConfigurationState: UIConfigurationState

    /// Whether an update waits for the next layout; views start with one pending.
    var _needsConfigurationUpdate: Bool { get set }

    /// UIKit's `configurationState`.
    var configurationState: _ConfigurationState { get }

    /// The content configuration as set, not yet updated for a state.
    var _storedContentConfiguration: (any UIContentConfiguration)? { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    /// The content view shown now: `_plainContentView` or a content configuration's view.
    var _shownContentView: UIView { get }
    /// The content view made at initialisation, shown while no content configuration is set.
    var _plainContentView: UIView { get }
    /// Shows `view` as the content view in place of `_shownContentView`.
    func _replaceContentView(with view: UIView)
    /// Re-applies the content configuration: `_showContentConfiguration()` and whatever the
    /// view asks for around it.
    func _applyContentConfiguration()

    var backgroundConfiguration: UIBackgroundConfiguration? { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    /// Re-applies the background configuration (`_shownBackgroundConfiguration`).
    func _applyBackgroundConfiguration()

    /// UIKit's `updateConfiguration(using:)`.
    func updateConfiguration(using state: _ConfigurationState)
    /// Calls UIKit's `configurationUpdateHandler`, for the views that have one.
    func _callConfigurationUpdateHandler(with state: _ConfigurationState)
}

extension _ConfigurationDriven {
    /// Marks an update for the next layout (`setNeedsUpdateConfiguration()`).
    func _setNeedsConfigurationUpdate() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update in UIKit's order (see ``_ConfigurationDriven``); does nothing
    /// when none is pending.
    func _runConfigurationUpdateIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        _needsConfigurationUpdate = false
        let state = configurationState
        if _storedContentConfiguration != nil, automaticallyUpdatesContentConfiguration { _applyContentConfiguration() }
        if backgroundConfiguration != nil, automaticallyUpdatesBackgroundConfiguration { _applyBackgroundConfiguration() }
        updateConfiguration(using: state)
        _callConfigurationUpdateHandler(with: state)
    }

    /// Shows the content configuration: its view's configuration is replaced when that view
    /// supports the (state-updated) configuration, else a new view is made; without a
    /// configuration the plain content view comes back.
    ///
    /// - Returns: Whether a content configuration is set.
    @discardableResult
    func _showContentConfiguration() -> Bool {
        guard let configuration = _storedContentConfiguration else {
            if _shownContentView !== _plainContentView { _replaceContentView(with: _plainContentView) }
            return false
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let current = _shownContentView as? any UIView & UIContentView, current.supports(shown) {
            current.configuration = shown
        } else {
            _replaceContentView(with: shown.makeContentView())
        }
        return true
    }

    /// The background configuration to draw: updated for the current state when
    /// `automaticallyUpdatesBackgroundConfiguration` is on; `nil` without one.
    var _shownBackgroundConfiguration: UIBackgroundConfiguration? {
        backgroundConfiguration.map {
            automaticallyUpdatesBackgroundConfiguration ? $0.updated(for: configurationState) : $0
        }
    }
}
