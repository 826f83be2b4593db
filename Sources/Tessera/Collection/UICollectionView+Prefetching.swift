import Foundation

/// Prefetching: the items a screenful ahead in the scroll direction (along the layout's
/// scroll axis), and cancelling them when the direction turns. Uses the shared ``_Prefetcher``.
extension UICollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let visible = _indexPathsForVisibleItems
        guard !visible.isEmpty else { return }
        let counts = itemCounts
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let (cancel, prefetch) = prefetcher.update(
            visible: visible, offset: vertical ? contentOffset.y : contentOffset.x,
            next: { Self.item(after: $0, counts: counts) }, previous: { Self.item(before: $0, counts: counts) })
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }

    /// The next item in index path order, skipping empty sections.
    static func item(after indexPath: IndexPath, counts: [Int]) -> IndexPath? {
        if indexPath.item + 1 < counts[indexPath.section] { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
        var section = indexPath.section + 1
        while section < counts.count, counts[section] == 0 { section += 1 }
        return section < counts.count ? IndexPath(item: 0, section: section) : nil
    }

    /// The previous item in index path order, skipping empty sections.
    static func item(before indexPath: IndexPath, counts: [Int]) -> IndexPath? {
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0, counts[section] == 0 { section -= 1 }
        return section >= 0 ? IndexPath(item: counts[section] - 1, section: section) : nil
    }
}
