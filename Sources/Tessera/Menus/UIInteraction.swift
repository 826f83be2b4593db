import Foundation

/// A behaviour added to a view with `addInteraction(_:)`, such as ``UIContextMenuInteraction``.
///
/// The view keeps its interactions and tells each when it is added or removed.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or removed, with `nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction is added to `view` (or removed, with `nil`).
    func didMove(to view: UIView?)
}
