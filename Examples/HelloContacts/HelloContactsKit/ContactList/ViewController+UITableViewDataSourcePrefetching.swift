import Foundation
import Tessera

extension ViewController: UITableViewDataSourcePrefetching {
    /// Decodes the photos of rows about to scroll in.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.row < contacts.count {
            contacts[indexPath.row].fetchImageIfNeeded()
        }
    }

    /// Drops decodes that have not started for rows no longer coming (the scroll turned).
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.row < contacts.count {
            contacts[indexPath.row].cancelImageFetch()
        }
    }
}
