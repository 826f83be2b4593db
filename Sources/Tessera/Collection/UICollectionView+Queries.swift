import Foundation

/// Questions about what is where: attributes from the layout, views on screen, items at points.
extension UICollectionView {
    func _layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    func _layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The frontmost cell whose frame contains `point`, by asking the layout about a 1-point
    /// square: O(log n) with a layout that searches.
    func _indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    func _indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayedViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    func _cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        displayedViews[_CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    var _visibleCells: [UICollectionViewCell] {
        displayedViews.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionViewCell }
    }

    var _indexPathsForVisibleItems: [IndexPath] {
        displayedViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    func _supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayedViews[_CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)]
    }

    func _visibleSupplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
        displayedViews.filter { $0.key.category == .supplementaryView && $0.key.kind == kind }.sorted { $0.key < $1.key }.map(\.value)
    }

    func _indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        displayedViews.keys.filter { $0.category == .supplementaryView && $0.kind == kind }.map(\.indexPath).sorted()
    }

    /// Whether `indexPath` names an item the data source has.
    func itemExists(_ indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        return indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    // MARK: Scrolling to an item

    func _scrollToItem(at indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool) {
        guard itemExists(indexPath) else {
            let count = itemCounts.indices.contains(indexPath.section) ? itemCounts[indexPath.section] : 0
            UIKitException.invalidArgument(
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(count) items in section \(indexPath.section)."
            ).raise()
            return
        }
        guard let frame = _layoutAttributesForItem(at: indexPath)?.frame else { return }
        scroll(toShow: frame, at: position, animated: animated)
    }

    /// Scrolls so that `frame` sits at `position`; on an axis without a position, by the least
    /// amount that shows it.
    func scroll(toShow frame: CGRect, at position: UICollectionView.ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - visible.height / 2 - inset.top
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - visible.height - inset.top
        } else if frame.minY < visible.minY {
            offset.y = frame.minY - inset.top
        } else if frame.maxY > visible.maxY {
            offset.y = frame.maxY - visible.height - inset.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - visible.width / 2 - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - visible.width - inset.left
        } else if frame.minX < visible.minX {
            offset.x = frame.minX - inset.left
        } else if frame.maxX > visible.maxX {
            offset.x = frame.maxX - visible.width - inset.left
        }
        setContentOffset(clamped(offset), animated: animated)
    }
}
