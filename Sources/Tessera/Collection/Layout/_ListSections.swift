import Foundation

/// A layout whose sections can be lists: what the collection view asks when it displays a
/// `UICollectionViewListCell`, to give the cell its list's separators and background, and
/// when an item may swipe, for the configuration's swipe actions providers.
@MainActor
protocol _ListSections: AnyObject {
    /// The list configuration of `section`; `nil` when it is not a list.
    func _listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration?
}
