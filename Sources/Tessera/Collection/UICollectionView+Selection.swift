import Foundation

/// Selection and highlighting, programmatic and by the person.
///
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)` call no delegate
/// method, as in UIKit. A tap or Return goes through the delegate in UIKit's order: on press
/// `shouldHighlightItemAt` then `didHighlightItemAt`; on release `shouldSelectItemAt`,
/// `didUnhighlightItemAt`, the previous item's `didDeselectItemAt` in single selection, then
/// `didSelectItemAt`. With multiple selection, choosing a selected item asks
/// `shouldDeselectItemAt` and calls `didDeselectItemAt`.
extension UICollectionView {
    func _selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { setCellSelected(false, at: item) }
            selectedItems.removeAll()
            return
        }
        guard allowsSelection, itemExists(indexPath) else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { setCellSelected(false, at: item) }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setCellSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { _scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func _deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedItems.firstIndex(of: indexPath) else { return }
        selectedItems.remove(at: index)
        setCellSelected(false, at: indexPath)
    }

    private func setCellSelected(_ selected: Bool, at indexPath: IndexPath) {
        guard let cell = _cellForItem(at: indexPath), cell.isSelected != selected else { return }
        cell.isSelected = selected
    }

    // MARK: By the person

    /// Highlights an item the person pressed, if the delegate agrees. Returns whether it did.
    @discardableResult
    func beginHighlight(at indexPath: IndexPath) -> Bool {
        guard allowsSelection else { return false }
        endHighlight()
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        highlightedItem = indexPath
        _cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// Removes the press highlight.
    func endHighlight() {
        guard let item = highlightedItem else { return }
        highlightedItem = nil
        _cellForItem(at: item)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }

    /// The release of a press on the highlighted item: selects it (or, with multiple
    /// selection, toggles it) with the delegate's calls in UIKit's order.
    func userRelease(_ indexPath: IndexPath) {
        guard allowsSelection, itemExists(indexPath) else {
            endHighlight()
            return
        }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            endHighlight()
            guard allowed else { return }
            _deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        endHighlight()
        guard allowed else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath {
                _deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        setCellSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A full press of an item: highlight, then release.
    func userTap(_ indexPath: IndexPath) {
        guard beginHighlight(at: indexPath) else { return }
        userRelease(indexPath)
    }
}
