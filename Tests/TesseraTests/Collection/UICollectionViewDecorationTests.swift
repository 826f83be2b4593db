@testable import Tessera
import Foundation
import Testing

/// A section background drawn behind a layout's items.
final class SectionBackground: UICollectionReusableView {
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        SectionBackground.made += 1
        backgroundColor = .systemGray5
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// The even-rows layout with a decoration view behind every pair of rows.
@MainActor
final class BandedLayout: UICollectionViewLayout {
    static let kind = "band"
    let base = EvenRowsLayout()

    override init() {
        super.init()
        register(SectionBackground.self, forDecorationViewOfKind: Self.kind)
    }

    required init?(coder: NSCoder) { fatalError() }

    private var rows: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        rows = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 22, y: CGFloat(item) * 44, width: 200, height: 44)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 440, height: CGFloat(rows.count) * 44) }

    private func band(_ index: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.kind, with: IndexPath(item: index, section: 0))
        attributes.frame = CGRect(x: 0, y: CGFloat(index) * 88, width: 440, height: 88)
        attributes.zIndex = -1
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let bands = (0..<(rows.count + 1) / 2).map(band).filter { $0.frame.intersects(rect) }
        return bands + rows.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        band(indexPath.item)
    }
}

@MainActor
@Suite(.serialized) struct UICollectionViewDecorationTests {
    @Test func decorationViewsComeFromTheLayoutsRegistrationAndAreReused() {
        SectionBackground.made = 0
        let source = RecordingCollectionSource(sections: [Array(0..<40).map { "Item \($0)" }])
        let collectionView = makeCollectionView(BandedLayout(), source: source, size: CGSize(width: 440, height: 220))
        let window = UIWindow()
        window.addSubview(collectionView)
        withExtendedLifetime((source, window)) {
            let bands = collectionView.subviews.compactMap { $0 as? SectionBackground }.filter { !$0.isHidden }
            #expect(bands.count == 3, "rows 0–4 lie on bands 0, 1 and 2")
            #expect(bands.map(\.frame).sorted { $0.minY < $1.minY } == [0, 88, 176].map { CGRect(x: 0, y: $0, width: 440, height: 88) })
            // Behind the cells.
            let firstCell = collectionView.subviews.firstIndex { $0 is UICollectionViewCell && !$0.isHidden }!
            #expect(bands.allSatisfy { collectionView.subviews.firstIndex(of: $0)! < firstCell })
            for _ in 0..<30 {
                collectionView.contentOffset.y += 44
                collectionView.layoutIfNeeded()
            }
            #expect(SectionBackground.made <= 5, "bands scrolling out are reused for bands scrolling in")
        }
    }
}
