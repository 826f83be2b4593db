@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("UICollectionView core")
struct UICollectionViewCoreTests {
    @Test func aCustomLayoutDecidesWhichItemsAreDisplayed() {
        let source = RecordingCollectionSource(items: 100)
        let layout = EvenRowsLayout()
        let collectionView = makeCollectionView(layout, source: source)
        // 528 points of 44-point rows: 12 rows, showing items 0, 2, …, 22.
        let expected = stride(from: 0, through: 22, by: 2).map { IndexPath(item: $0, section: 0) }
        #expect(collectionView.indexPathsForVisibleItems == expected)
        var calls = ["numberOfSections", "numberOfItems(0)"]
        for indexPath in expected { calls += ["cellForItem(0.\(indexPath.item))", "willDisplay(0.\(indexPath.item))"] }
        #expect(source.log == calls)
        #expect(collectionView.contentSize == CGSize(width: 880, height: 50 * 44))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
    }

    @Test func scrollingEndsDisplayOfWhatLeftAndReusesItsCells() {
        let source = RecordingCollectionSource(items: 100)
        let collectionView = makeCollectionView(EvenRowsLayout(), source: source)
        let before = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        source.reset()
        collectionView.contentOffset = CGPoint(x: 0, y: 88)
        collectionView.layoutIfNeeded()
        #expect(source.log == [
            "didEndDisplaying(0.0)", "didEndDisplaying(0.2)",
            "cellForItem(0.24)", "willDisplay(0.24)", "cellForItem(0.26)", "willDisplay(0.26)",
        ])
        let visible = collectionView.visibleCells
        #expect(Set(visible.map(ObjectIdentifier.init)) == before, "the cells that left came back for the items that entered: none was made")
        #expect(visible.count == 12)
        #expect(visible.allSatisfy { !$0.isHidden })
        #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == before.count)
    }

    @Test func queriesAnswerFromTheLayoutAndTheViewsOnScreen() {
        let source = RecordingCollectionSource(items: 100)
        let collectionView = makeCollectionView(EvenRowsLayout(), source: source)
        let indexPath = IndexPath(item: 4, section: 0)
        let cell = try! #require(collectionView.cellForItem(at: indexPath))
        #expect(collectionView.indexPath(for: cell) == indexPath)
        #expect(cell.frame == CGRect(x: 0, y: 88, width: 880, height: 44))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 100)) == indexPath)
        let row49: CGFloat = 49 * 44
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 98, section: 0))?.frame.minY == row49)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 100)
        let raised = collectioningExceptionsReason { _ = collectionView.numberOfItems(inSection: 3) }
        #expect(raised == ["request for number of items in section 3 when there are only 1 sections in the collection view"])
    }

    @Test func dequeuingAnUnregisteredIdentifierStopsWithUIKitsMessage() {
        let source = RecordingCollectionSource(items: 3)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 528), collectionViewLayout: EvenRowsLayout())
        collectionView.dataSource = source
        let raised = collectionView.layoutWithExceptions()
        #expect(raised.first == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func attributesForAnItemThatDoesNotExistStopWithUIKitsMessage() {
        final class Overreaching: UICollectionViewLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<4).map {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat($0) * 44, width: 100, height: 44)
                    return attributes
                }
            }
        }
        let source = RecordingCollectionSource(items: 3)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 528), collectionViewLayout: Overreaching())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        let raised = collectionView.layoutWithExceptions()
        #expect(raised == ["UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath> {length = 2, path = 0 - 3}"])
        #expect(collectionView.visibleCells.count == 3)
    }

    @Test func aLayoutIsPreparedOnceAndAgainOnlyWhenTheWidthChanges() {
        let source = RecordingCollectionSource(items: 100)
        let layout = EvenRowsLayout()
        let collectionView = makeCollectionView(layout, source: source)
        #expect(layout.prepareCount == 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        collectionView.frame = CGRect(x: 0, y: 0, width: 440, height: 528)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.width == 440 })
    }

    @Test func reloadDataReadsCountsAgainAndClearsTheSelection() {
        let source = RecordingCollectionSource(items: 10)
        let collectionView = makeCollectionView(EvenRowsLayout(), source: source)
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        source.sections = [["A", "B"]]
        collectionView.reloadData()
        #expect(collectionView.indexPathsForSelectedItems == nil)
        source.reset()
        collectionView.layoutIfNeeded()
        #expect(source.log.prefix(2) == ["numberOfSections", "numberOfItems(0)"])
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func scrollToItemPutsTheItemWhereAsked() {
        let source = RecordingCollectionSource(items: 100)
        let collectionView = makeCollectionView(EvenRowsLayout(), source: source)
        let top: CGFloat = 880, bottom: CGFloat = 924 - 528, centered: CGFloat = 902 - 264
        collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == top)
        collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == bottom)
        collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == centered)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 40, section: 0)) != nil)
        let raised = collectioningExceptionsReason {
            collectionView.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
        }
        #expect(raised == ["Attempted to scroll the collection view to an out-of-bounds item (100) when there are only 100 items in section 0."])
    }
}

/// The reasons of the exceptions `body` raises.
@MainActor
func collectioningExceptionsReason(_ body: () -> Void) -> [String] {
    collectingExceptions(body).map(\.reason)
}

extension UICollectionView {
    /// Lays out, collecting the reasons of the exceptions raised.
    func layoutWithExceptions() -> [String] {
        collectioningExceptionsReason { self.layoutIfNeeded() }
    }
}

@MainActor
@Suite("UICollectionViewController")
struct UICollectionViewControllerTests {
    /// A controller written as in the books: overrides, plus the flow layout delegate.
    final class PhotosViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            let side = (collectionView.bounds.width - 2) / 3
            return CGSize(width: side, height: side)
        }
    }

    @Test func aSubclassSuppliesCellsSizesAndSelection() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        let controller = PhotosViewController(collectionViewLayout: layout)
        let collectionView = controller.collectionView!
        collectionView.frame = CGRect(x: 0, y: 0, width: 302, height: 528)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 101, y: 101, width: 100, height: 100))
        #expect(controller.collectionViewLayout === layout)
        collectionView.userTap(IndexPath(item: 2, section: 0))
        #expect(controller.selected == [IndexPath(item: 2, section: 0)])
    }
}

@MainActor
@Suite("UICollectionView registrations")
struct UICollectionViewRegistrationTests {
    /// A cell subclass as the books write it: property initialisers and an `init(frame:)` override.
    final class PhotoCell: UICollectionViewCell {
        let caption = UILabel()
        var madeByOverride = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeByOverride = true
            contentView.addSubview(caption)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A subclass with no initialiser of its own.
    final class BadgeView: UICollectionReusableView {
        let badge = UILabel()
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
            cell.caption.text = "Photo \(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Badge", for: indexPath)
        }
    }

    @Test func registeredSubclassesAreMadeThroughTheirInitFrame() {
        let layout = makeFlowLayout(item: CGSize(width: 100, height: 44))
        layout.headerReferenceSize = CGSize(width: 0, height: 22)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 528), collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Badge")
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.madeByOverride })
        #expect(cells.map { $0.caption.text } == ["Photo 0", "Photo 1", "Photo 2"])
        #expect(cells.allSatisfy { $0.reuseIdentifier == "Photo" })
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header is BadgeView)
        #expect((header as? BadgeView)?.badge != nil)
    }
}

@MainActor
@Suite("UICollectionView cell and supplementary registrations")
struct UICollectionViewCellRegistrationTests {
    /// A list cell that counts its instances.
    final class CountedCell: UICollectionViewListCell {
        static private(set) var made = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }
        required init?(coder: NSCoder) { fatalError("not made from archives") }
    }

    /// A header that counts its instances.
    final class CountedHeader: UICollectionReusableView {
        static private(set) var made = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }
        required init?(coder: NSCoder) { fatalError("not made from archives") }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let names = (0..<40).map { "Name \($0)" }
        var configured: [IndexPath] = []
        lazy var cellRegistration = UICollectionView.CellRegistration<CountedCell, String> { [unowned self] cell, indexPath, name in
            configured.append(indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<CountedHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.tag = 100 + indexPath.section
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: names[indexPath.item])
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    @Test func registrationsRegisterOnFirstUseAndConfigureEveryDequeue() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 440, height: 264), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // A 44-point header, then 44-point rows: five rows in 264 points.
        #expect(source.configured == (0..<5).map { IndexPath(item: $0, section: 0) })
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.tag == 100)
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Name 2")
        let created = CountedCell.made + CountedHeader.made
        collectionView.contentOffset = CGPoint(x: 0, y: 440)
        collectionView.layoutIfNeeded()
        #expect(CountedCell.made + CountedHeader.made <= created + 1)
        #expect((collectionView.visibleCells.first?.contentConfiguration as? UIListContentConfiguration)?.text == "Name 9")
    }
}
