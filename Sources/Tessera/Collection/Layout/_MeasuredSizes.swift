import Foundation

/// The sizes self-sizing cells measured, by index path, kept by a layout so an item is measured
/// once: scrolling back to it neither measures it again nor moves it.
///
/// A batch update carries them to the items' new index paths: moved items keep their size,
/// deleted and reloaded ones lose it, and inserted ones start from the estimate. Sizes of
/// section headers and footers follow their sections instead.
struct _MeasuredSizes {
    private var sizes: [IndexPath: CGSize] = [:]

    init() {}

    var isEmpty: Bool { sizes.isEmpty }

    subscript(indexPath: IndexPath) -> CGSize? {
        get { sizes.isEmpty ? nil : sizes[indexPath] }
        set { sizes[indexPath] = newValue }
    }

    mutating func removeAll() { sizes.removeAll() }

    /// The items of `section` that have a measured size, in no particular order. O(measured items).
    func items(inSection section: Int) -> [Int] {
        sizes.keys.compactMap { $0.count == 2 && $0.section == section ? $0.item : nil }
    }

    /// Maps every size through `update`. O(measured items).
    mutating func remap(through update: _ListUpdate) {
        guard !sizes.isEmpty else { return }
        var mapped: [IndexPath: CGSize] = [:]
        mapped.reserveCapacity(sizes.count)
        for (indexPath, size) in sizes where !update.isReloaded(old: indexPath) {
            if let new = update.newIndexPath(forOld: indexPath) { mapped[new] = size }
        }
        sizes = mapped
    }

    /// Maps sizes kept per section (headers and footers at item 0) through `update`: they
    /// follow their section, and leave with it or when it is reloaded. O(measured elements).
    mutating func remapSections(through update: _ListUpdate) {
        guard !sizes.isEmpty else { return }
        var mapped: [IndexPath: CGSize] = [:]
        for (indexPath, size) in sizes where !update.isSectionReloaded(old: indexPath.section) {
            if let section = update.newSection(forOld: indexPath.section) { mapped[IndexPath(item: indexPath.item, section: section)] = size }
        }
        sizes = mapped
    }
}
