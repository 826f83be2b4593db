import Foundation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera

/// A flow layout that logs the update hooks in the order UIKit's collection view calls them,
/// and gives inserted items its own initial attributes: shifted left by 100 points, half faded.
@MainActor
private final class RecordingUpdateLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var customInitial = false

    override func prepare() {
        log.append("prepare")
        super.prepare()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        log.append("prepare(forCollectionViewUpdates:) \(updateItems.count)")
        super.prepare(forCollectionViewUpdates: updateItems)
    }

    override func finalizeCollectionViewUpdates() {
        log.append("finalizeCollectionViewUpdates")
        super.finalizeCollectionViewUpdates()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(RecordingCollectionSource.path(itemIndexPath))")
        guard customInitial, let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.frame = attributes.frame.offsetBy(dx: -100, dy: 0)
        attributes.alpha = 0.5
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(RecordingCollectionSource.path(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
}

/// A flow layout that logs the layout-transition hooks, under its name.
@MainActor
private final class TransitionLoggingLayout: UICollectionViewFlowLayout {
    let name: String
    let log: (String) -> Void

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init()
        itemSize = CGSize(width: name == "grid" ? 200 : 400, height: 44)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError("not made from archives") }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        log("\(name).prepareForTransition(from: \((oldLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        log("\(name).prepareForTransition(to: \((newLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }

    override func finalizeLayoutTransition() { log("\(name).finalizeLayoutTransition") }
}

/// A one-column collection of 400 × 44 items in a 40 × 10 headless host (440 × 220 points).
@MainActor
private struct AnimatedCollection {
    let source: RecordingCollectionSource
    let collectionView: UICollectionView
    let host: HeadlessHost

    init(_ items: [String], layout: UICollectionViewLayout = makeFlowLayout(item: CGSize(width: 400, height: 44))) {
        source = RecordingCollectionSource(sections: [items])
        source.logsCounts = false
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: 40, rows: 10)
        window.layoutIfNeeded()
        source.reset()
    }

    /// The visible cell showing `title`.
    func cell(_ title: String) -> UICollectionViewCell? {
        collectionView.visibleCells.first { ($0.contentView.subviews.first as? UILabel)?.text == title }
    }

    var visibleTitles: [String] {
        collectionView.visibleCells.map { ($0.contentView.subviews.first as? UILabel)?.text ?? "?" }
    }

    var displayEnds: [String] { source.log.filter { $0.hasPrefix("didEndDisplaying") } }
}

/// Animated batch updates and layout changes of a collection view: the model changes at once,
/// elements play from their old (or the layout's initial) attributes to the new (or final)
/// ones on the window's clock, leaving cells stay alive out of the reuse queue until the
/// animation ends, and completions come after it.
@MainActor
@Suite("Collection update animations")
struct CollectionUpdateAnimationTests {
    private func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }
    private func presentedAlpha(_ view: UIView) -> Float { view.layer.presentation()!.opacity }
    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func aDeletedItemFadesWhileTheOthersMoveUpThenItsCellIsReused() {
        let model = AnimatedCollection(["A", "B", "C", "D"])
        let b = model.cell("B")!, c = model.cell("C")!
        var completions: [Bool] = []
        model.collectionView.performBatchUpdates({
            model.source.sections[0].remove(at: 1)
            model.collectionView.deleteItems(at: [item(1)])
        }) { completions.append($0) }

        // The model is final at once; the screen still shows the old places.
        #expect(c.frame.minY == 44)
        #expect(presentedFrame(c).minY == 88)
        #expect(model.visibleTitles == ["A", "C", "D"])
        #expect(model.collectionView.indexPath(for: b) == nil)
        #expect(b.superview === model.collectionView && !b.isHidden)
        #expect(b.alpha == 0 && presentedAlpha(b) == 1)
        #expect(presentedFrame(b).minY == 44)
        #expect(model.displayEnds.isEmpty)
        #expect(completions.isEmpty)

        model.host.advance(by: 0.15)
        #expect(presentedFrame(c).minY > 44 && presentedFrame(c).minY < 88)
        #expect(presentedAlpha(b) > 0 && presentedAlpha(b) < 1)
        #expect(completions.isEmpty)

        model.host.settle()
        #expect(completions == [true])
        #expect(model.displayEnds == ["didEndDisplaying(0.1)"])
        #expect(b.isHidden && b.alpha == 1)
        #expect(presentedFrame(c).minY == 44)
        // B's cell went back to the queue: the next new item gets it.
        model.source.sections[0].append("E")
        UIView.performWithoutAnimation { model.collectionView.insertItems(at: [item(3)]) }
        #expect(model.cell("E") === b)
    }

    @Test func anInsertedItemFadesInAtItsPlaceByDefault() {
        let model = AnimatedCollection(["A", "B"])
        let b = model.cell("B")!
        model.source.sections[0].insert("X", at: 1)
        model.collectionView.insertItems(at: [item(1)])
        let x = model.cell("X")!
        #expect(x.frame == CGRect(x: 20, y: 44, width: 400, height: 44))
        #expect(presentedFrame(x) == x.frame)
        #expect(presentedAlpha(x) == 0)
        #expect(presentedFrame(b).minY == 44)
        model.host.advance(by: 0.15)
        #expect(presentedAlpha(x) > 0 && presentedAlpha(x) < 1)
        model.host.settle()
        #expect(presentedAlpha(x) == 1 && x.alpha == 1)
        #expect(presentedFrame(b).minY == 88)
    }

    @Test func theLayoutIsAskedInUIKitsOrderAndItsInitialAttributesAreTheStart() {
        let layout = RecordingUpdateLayout()
        layout.itemSize = CGSize(width: 400, height: 44)
        layout.minimumLineSpacing = 0
        layout.customInitial = true
        let model = AnimatedCollection(["A", "B", "C"], layout: layout)
        layout.log.removeAll()
        model.collectionView.performBatchUpdates {
            model.source.sections[0].remove(at: 1)
            model.source.sections[0].insert("X", at: 0)
            model.collectionView.deleteItems(at: [item(1)])
            model.collectionView.insertItems(at: [item(0)])
        }
        #expect(layout.log == [
            "prepare(forCollectionViewUpdates:) 2", "prepare", "final 0.1", "initial 0.0", "finalizeCollectionViewUpdates",
        ])
        let x = model.cell("X")!
        #expect(x.frame == CGRect(x: 20, y: 0, width: 400, height: 44))
        #expect(presentedFrame(x) == CGRect(x: -80, y: 0, width: 400, height: 44))
        #expect(presentedAlpha(x) == 0.5)
        model.host.settle()
        #expect(presentedFrame(x) == x.frame)
        #expect(presentedAlpha(x) == 1)
    }

    @Test func transformedInitialAttributesScaleTheItemWithoutResizingIt() {
        final class ShrinkingLayout: UICollectionViewFlowLayout {
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
                attributes?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                return attributes
            }
        }
        let layout = ShrinkingLayout()
        layout.itemSize = CGSize(width: 400, height: 44)
        layout.minimumLineSpacing = 0
        let model = AnimatedCollection(["A"], layout: layout)
        model.source.sections[0].append("X")
        model.collectionView.insertItems(at: [item(1)])
        let x = model.cell("X")!
        // The presentation's frame is untransformed (centre and bounds); the scale is its transform.
        #expect(x.transform == .identity && x.bounds.size == CGSize(width: 400, height: 44))
        #expect(presentedFrame(x) == CGRect(x: 0, y: 44, width: 400, height: 44))
        #expect(x.layer.presentation()!.affineTransform().a == 0.5)
        model.host.advance(by: 0.15)
        let a = x.layer.presentation()!.affineTransform().a
        #expect(a > 0.5 && a < 1)
        model.host.settle()
        #expect(presentedFrame(x) == CGRect(x: 0, y: 44, width: 400, height: 44))
        #expect(x.layer.presentation()!.affineTransform() == .identity)
    }

    @Test func itemsPushedOutOfSightMoveThereBeforeTheirDisplayEnds() {
        let model = AnimatedCollection(["A", "B", "C", "D", "E"])
        let e = model.cell("E")!
        model.source.sections[0].insert("X", at: 0)
        model.collectionView.insertItems(at: [item(0)])
        #expect(model.cell("E") == nil)
        #expect(!e.isHidden)
        #expect(presentedFrame(e).minY == 176)
        #expect(model.displayEnds.isEmpty)
        model.host.settle()
        #expect(presentedFrame(e).minY == 220)
        #expect(model.displayEnds == ["didEndDisplaying(0.5)"])
        #expect(e.isHidden)
    }

    @Test func reloadDataEndsTheAnimationUnfinished() {
        let model = AnimatedCollection(["A", "B"])
        let a = model.cell("A")!
        var completions: [Bool] = []
        model.collectionView.performBatchUpdates({
            model.source.sections[0].removeFirst()
            model.collectionView.deleteItems(at: [item(0)])
        }) { completions.append($0) }
        model.host.advance(by: 0.1)
        model.collectionView.reloadData()
        #expect(completions == [false])
        // A's cell ends its display first, then the reload discards B's (now at 0.0).
        #expect(model.displayEnds == ["didEndDisplaying(0.0)", "didEndDisplaying(0.0)"])
        #expect(a.isHidden && a.alpha == 1)
    }

    @Test func withoutAnimationOrWindowTheUpdateIsImmediate() {
        let model = AnimatedCollection(["A", "B"])
        let a = model.cell("A")!
        var completions: [Bool] = []
        UIView.performWithoutAnimation {
            model.collectionView.performBatchUpdates({
                model.source.sections[0].removeFirst()
                model.collectionView.deleteItems(at: [item(0)])
            }) { completions.append($0) }
        }
        #expect(completions == [true])
        #expect(a.isHidden)
        #expect(model.displayEnds == ["didEndDisplaying(0.0)"])
        #expect(model.collectionView.window!.animationClock.isAnimating == false)

        let source = RecordingCollectionSource(sections: [["A", "B"]])
        let offWindow = makeCollectionView(makeFlowLayout(item: CGSize(width: 400, height: 44)), source: source)
        let first = offWindow.visibleCells[0]
        offWindow.performBatchUpdates({
            source.sections[0].removeFirst()
            offWindow.deleteItems(at: [item(0)])
        }) { completions.append($0) }
        #expect(completions == [true, true])
        #expect(first.isHidden)
    }

    @Test func aLayoutChangeMovesEveryElementAndCompletesAfterwards() {
        let model = AnimatedCollection(["A", "B", "C", "D"])
        let c = model.cell("C")!, d = model.cell("D")!
        let grid = makeFlowLayout(item: CGSize(width: 200, height: 44))
        var completions: [Bool] = []
        model.collectionView.setCollectionViewLayout(grid, animated: true) { completions.append($0) }
        // Lone items are centred on their line, except on the last line.
        #expect(c.frame == CGRect(x: 0, y: 44, width: 200, height: 44))
        #expect(d.frame == CGRect(x: 240, y: 44, width: 200, height: 44))
        #expect(presentedFrame(c) == CGRect(x: 20, y: 88, width: 400, height: 44))
        #expect(presentedFrame(d) == CGRect(x: 0, y: 132, width: 400, height: 44))
        #expect(completions.isEmpty)
        model.host.advance(by: 0.15)
        #expect(presentedFrame(c).minY > 44 && presentedFrame(c).minY < 88)
        #expect(presentedFrame(c).width > 200 && presentedFrame(c).width < 400)
        model.host.settle()
        #expect(completions == [true])
        #expect(presentedFrame(c) == c.frame)

        // Not animated: at once, with its completion.
        model.collectionView.setCollectionViewLayout(makeFlowLayout(item: CGSize(width: 400, height: 44)), animated: false) {
            completions.append($0)
        }
        model.collectionView.layoutIfNeeded()
        #expect(completions == [true, true])
        #expect(c.frame.minY == 88 && presentedFrame(c) == c.frame)
    }

    @Test func aDiffableApplyCompletesAfterItsAnimation() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeFlowLayout(item: CGSize(width: 400, height: 44)))
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 40, rows: 10)
        window.layoutIfNeeded()
        func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            return snapshot
        }
        dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var completed = 0
        dataSource.apply(snapshot([2, 3])) { completed += 1 }
        #expect(completed == 0)
        host.settle()
        #expect(completed == 1)
        dataSource.apply(snapshot([3]), animatingDifferences: false) { completed += 1 }
        #expect(completed == 2)
        #expect(window.animationClock.isAnimating == false)
    }

    @Test func aDeleteFrameByFrame() {
        let model = AnimatedCollection(["Apple", "Banana", "Cherry"])
        model.source.sections[0].remove(at: 0)
        model.collectionView.deleteItems(at: [item(0)])
        var frames: [String] = []
        for _ in 0..<4 {
            frames.append(model.host.text)
            model.host.advance(by: 0.1)
        }
        // Apple fades behind Banana, which moves up over it; Cherry (alone on the last line, so
        // not centred) follows.
        expectScreen(frames.joined(separator: "\n----\n"), """
              Apple

              Banana

            Cherry





            ----
              Apple

              Banana

            Cherry





            ----
              Banana

            Cherry







            ----
              Banana

            Cherry
            """, ignoringTrailingBlanks: true)
    }

    @Test func itemsComingIntoSightSlideInFromWhereTheyWere() {
        let model = AnimatedCollection(["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect(model.cell("F") == nil, "below the screen")
        model.source.sections[0].removeFirst(2)
        model.collectionView.deleteItems(at: [item(0), item(1)])
        let f = model.cell("F")!, g = model.cell("G")!
        #expect(f.frame.minY == 132 && g.frame.minY == 176)
        // Survivors start at their old places below the screen, opaque, not fading in.
        #expect(presentedFrame(f).minY == 220 && presentedAlpha(f) == 1)
        #expect(presentedFrame(g).minY == 264 && presentedAlpha(g) == 1)
        model.host.advance(by: 0.15)
        #expect(presentedFrame(f).minY > 132 && presentedFrame(f).minY < 220)
        model.host.settle()
        #expect(presentedFrame(f).minY == 132)
    }

    @Test func aLayoutChangeTellsBothLayoutsAroundTheTransition() {
        var log: [String] = []
        let list = TransitionLoggingLayout("list") { log.append($0) }
        let grid = TransitionLoggingLayout("grid") { log.append($0) }
        let model = AnimatedCollection(["A", "B", "C"], layout: list)
        model.collectionView.setCollectionViewLayout(grid, animated: true) { log.append("completion \($0)") }
        #expect(log == ["list.prepareForTransition(to: grid)", "grid.prepareForTransition(from: list)"])
        model.host.settle()
        #expect(log.suffix(3) == ["list.finalizeLayoutTransition", "grid.finalizeLayoutTransition", "completion true"])
        // Without animation there is no transition to tell about.
        log.removeAll()
        model.collectionView.setCollectionViewLayout(list, animated: false)
        #expect(log.isEmpty)
    }

    @Test func aSecondUpdateMidwayContinuesFromWhereTheScreenIs() {
        let model = AnimatedCollection(["A", "B", "C", "D"])
        let c = model.cell("C")!, d = model.cell("D")!
        model.source.sections[0].removeFirst()
        model.collectionView.deleteItems(at: [item(0)])
        model.host.advance(by: 0.15)
        let before = (presentedFrame(c), presentedFrame(d))
        #expect(before.0.minY > 44 && before.0.minY < 88)
        model.source.sections[0].removeFirst()
        model.collectionView.deleteItems(at: [item(0)])
        // No jump: the screen goes on from where it was toward the new places.
        #expect(presentedFrame(c) == before.0 && presentedFrame(d) == before.1)
        #expect(c.frame.minY == 0 && d.frame.minY == 44)
        model.host.advance(by: 1.0 / 60)
        #expect(presentedFrame(c).minY < before.0.minY)
        model.host.settle()
        #expect(presentedFrame(c).minY == 0 && presentedFrame(d).minY == 44)
    }
}
