@testable import Tessera
import Foundation

/// A data source and delegate for collection views that records every call, for call-order tests.
@MainActor
class RecordingCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
{
    var sections: [[String]]
    var log: [String] = []
    var logsCounts = true
    var headerKinds: Set<String> = []
    var moves: [(IndexPath, IndexPath)] = []

    init(sections: [[String]]) {
        self.sections = sections
    }

    convenience init(items: Int) {
        self.init(sections: [(0..<items).map { "Item \($0)" }])
    }

    static func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    private func record(_ event: String) { log.append(event) }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        if logsCounts { record("numberOfSections") }
        return sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        if logsCounts { record("numberOfItems(\(section))") }
        return sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        record("cellForItem(\(Self.path(indexPath)))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let label = cell.contentView.subviews.first as? UILabel ?? {
            let label = UILabel()
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cell.contentView.addSubview(label)
            return label
        }()
        label.frame = cell.contentView.bounds
        label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        record("viewFor(\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"),\(Self.path(indexPath)))")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        record("moveItem(\(Self.path(sourceIndexPath))->\(Self.path(destinationIndexPath)))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        record("willDisplay(\(Self.path(indexPath)))")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        record("didEndDisplaying(\(Self.path(indexPath)))")
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        record("willDisplaySupplementary(\(Self.path(indexPath)))")
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight(\(Self.path(indexPath)))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { record("didHighlight(\(Self.path(indexPath)))") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { record("didUnhighlight(\(Self.path(indexPath)))") }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("shouldSelect(\(Self.path(indexPath)))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("shouldDeselect(\(Self.path(indexPath)))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { record("didSelect(\(Self.path(indexPath)))") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { record("didDeselect(\(Self.path(indexPath)))") }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        record("prefetch(\(indexPaths.map(Self.path).joined(separator: ",")))")
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        record("cancel(\(indexPaths.map(Self.path).joined(separator: ",")))")
    }

    func reset() { log.removeAll() }
}

/// A collection view of `size` with the "Cell" and "Header" identifiers registered, laid out once.
@MainActor
func makeCollectionView(
    _ layout: UICollectionViewLayout, source: RecordingCollectionSource,
    size: CGSize = CGSize(width: 880, height: 528)
) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
    collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Header")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return collectionView
}

/// A flow layout with a fixed item size and spacing.
@MainActor
func makeFlowLayout(item: CGSize, line: CGFloat = 0, interitem: CGFloat = 0) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = item
    layout.minimumLineSpacing = line
    layout.minimumInteritemSpacing = interitem
    return layout
}

/// A custom layout of the kind books write: one column of fixed-height rows, computed in
/// `prepare()`, that shows only items whose index is even (the layout decides what is displayed).
@MainActor
final class EvenRowsLayout: UICollectionViewLayout {
    let rowHeight: CGFloat = 44
    private(set) var cache: [UICollectionViewLayoutAttributes] = []
    private(set) var prepareCount = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        cache = []
        guard let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) where item % 2 == 0 {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item / 2) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
