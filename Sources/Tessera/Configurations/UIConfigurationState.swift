import Foundation

/// The state a configuration updates for: traits plus whatever the view's own state adds.
///
/// As in UIKit, ``UIContentConfiguration/updated(for:)`` and
/// ``UIBackgroundConfiguration/updated(for:)`` receive any value of this protocol; cells pass a
/// ``UICellConfigurationState``.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// Creates a state with the given traits and no other state set.
    init(traitCollection: UITraitCollection)

    /// The traits the configuration resolves colours and fonts against.
    var traitCollection: UITraitCollection { get set }
}
