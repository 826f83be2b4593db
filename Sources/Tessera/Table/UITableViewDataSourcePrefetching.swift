import Foundation

/// Told which rows will soon be visible, so their data can load ahead of `cellForRowAt`.
///
/// The table asks for rows just beyond the visible ones in the direction of scrolling, and
/// cancels those it asked for when the direction reverses before they were shown.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
