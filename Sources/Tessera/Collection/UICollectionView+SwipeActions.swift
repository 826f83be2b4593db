import Foundation

/// Swipe actions on the items of list sections, through the mechanism the table uses
/// (``_SwipeActionsHost``).
///
/// An item swipes when its section is a list whose configuration has a
/// `leadingSwipeActionsConfigurationProvider` or `trailingSwipeActionsConfigurationProvider`;
/// the layout tells the collection view a section's configuration through ``_ListSections``.
/// A sideways drag across the item, a sideways wheel turn over it, or ← (trailing actions) and
/// → (leading ones) on the focused item, reveals what the provider returns, drawn over the item's row at that edge.
/// While they show, ← → choose among them, Return or a click performs one, and the action's
/// completion closes them; Esc, any touch elsewhere, another key, the wheel (see
/// ``_SwipeActionsHost/wheelTurnedOverSwipeActions(rows:columns:at:)``), an update, a reload or edit
/// mode closes them. While they show, the item's cell is `configurationState.isSwiped`. As in
/// UIKit, the collection view's delegate hears nothing of swipes.
extension UICollectionView: _SwipeActionsHost {
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = listConfiguration(inSection: indexPath.section) else { return nil }
        let provider = leading ? configuration.leadingSwipeActionsConfigurationProvider : configuration.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// Whether a sideways drag on the item swipes it rather than scrolling: its section has a
    /// swipe actions provider at either edge (the providers are asked only once it swipes).
    func itemSwipes(at indexPath: IndexPath) -> Bool {
        guard !isEditing, let configuration = listConfiguration(inSection: indexPath.section) else { return false }
        return configuration.leadingSwipeActionsConfigurationProvider != nil || configuration.trailingSwipeActionsConfigurationProvider != nil
    }

    private func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? _ListSections)?._listConfiguration(inSection: section)
    }

    func canRevealSwipeActions(at indexPath: IndexPath) -> Bool {
        !isEditing && itemExists(indexPath)
    }

    func swipeRow(at point: CGPoint) -> IndexPath? {
        _indexPathForItem(at: point)
    }

    func swipeRowFrame(at indexPath: IndexPath) -> CGRect? {
        itemExists(indexPath) ? _layoutAttributesForItem(at: indexPath)?.frame : nil
    }

    /// In front of everything, the focus mark included, as in the table.
    func placeSwipeActionsView(_ view: _SwipeActionsView) {
        if view.superview !== self { addSubview(view) }
        if subviews.last !== view { bringSubviewToFront(view) }
    }

    func swipeActionsWillOpen(at indexPath: IndexPath) {}

    func swipeActionsDidClose(at indexPath: IndexPath) {}
}
