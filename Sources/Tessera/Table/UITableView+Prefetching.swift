import Foundation

/// Prefetching: the rows a screenful ahead in the scroll direction, and cancelling them when the
/// direction turns.
extension UITableView {
    func updatePrefetching(visibleRows: [IndexPath]) {
        guard isPrefetchingEnabled, let prefetchDataSource, !visibleRows.isEmpty else { return }
        let geometry = geometry
        let (cancel, prefetch) = prefetcher.update(
            visible: visibleRows, offset: contentOffset.y,
            next: { geometry.row(after: $0) }, previous: { geometry.row(before: $0) })
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }
}
