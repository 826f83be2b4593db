import Foundation

/// Context menus on items.
///
/// Every collection view has a context menu interaction: a long press (or a right click in the
/// terminal) asks the delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
/// (iOS 16), whose default asks the older `contextMenuConfigurationForItemAt:point:` for one
/// item. The index paths are the pressed item's, or every selected item's when the pressed
/// item is one of several selected; a press on empty space passes none. A configuration shows
/// its menu under the item, with `willDisplayContextMenu` and `willEndContextMenuInteraction`
/// around it.
extension UICollectionView {
    func installContextMenuInteraction() {
        let forwarder = _ContextMenuForwarder(
            configuration: { [weak self] point in
                guard let self, let delegate = self.collectionDelegate else { return nil }
                return delegate.collectionView(self, contextMenuConfigurationForItemsAt: self.contextMenuItems(at: point), point: point)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        let interaction = UIContextMenuInteraction(owning: forwarder)
        interaction.anchor = { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point),
                let frame = self.layoutAttributesForItem(at: indexPath)?.frame
            else { return CGRect(origin: point, size: .zero) }
            return frame
        }
        addInteraction(interaction)
    }

    /// The items a context menu at `point` acts on.
    private func contextMenuItems(at point: CGPoint) -> [IndexPath] {
        guard let indexPath = indexPathForItem(at: point) else { return [] }
        let selected = indexPathsForSelectedItems ?? []
        if allowsMultipleSelection, selected.count > 1, selected.contains(indexPath) { return selected.sorted() }
        return [indexPath]
    }
}
