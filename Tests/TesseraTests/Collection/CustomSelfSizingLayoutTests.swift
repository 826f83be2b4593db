@testable import Tessera
import Foundation
import Testing

/// A user's own `UICollectionViewLayout` subclass gets what Apple's layouts get: its cells are
/// asked `preferredLayoutAttributesFitting(_:)`, the layout hears of their answers through
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, and batch updates
/// reach it as update items between `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()` — all through public API, as a book's layout is written.
@MainActor
@Suite("A self-sizing custom layout")
struct CustomSelfSizingLayoutTests {
    /// A full-width list whose rows take the height their cells prefer (44 until measured).
    final class NotesLayout: UICollectionViewLayout {
        static let estimatedHeight: CGFloat = 44
        var respondsToPreferredSizes = true
        private(set) var heights: [IndexPath: CGFloat] = [:]
        private var frames: [[CGRect]] = []
        private(set) var log: [String] = []

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            var y: CGFloat = 0
            frames = (0..<collectionView.numberOfSections).map { section in
                (0..<collectionView.numberOfItems(inSection: section)).map { item in
                    let height = heights[IndexPath(item: item, section: section)] ?? Self.estimatedHeight
                    defer { y += height }
                    return CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
                }
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.last?.maxY ?? 0)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.enumerated().flatMap { section, items in
                items.enumerated().filter { $0.element.intersects(rect) }.map { item, _ in
                    layoutAttributesForItem(at: IndexPath(item: item, section: section))!
                }
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.section][indexPath.item]
            return attributes
        }

        override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            respondsToPreferredSizes && preferredAttributes.size.height != originalAttributes.size.height
        }

        override func invalidationContext(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutInvalidationContext {
            heights[originalAttributes.indexPath] = preferredAttributes.size.height
            return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            log.append("prepare(forCollectionViewUpdates: \(updateItems.map(Self.describe)))")
            // Carry the measured heights to the items' new index paths (one section).
            var remapped: [IndexPath: CGFloat] = [:]
            for (indexPath, height) in heights {
                var item = indexPath.item
                for update in updateItems {
                    switch update.updateAction {
                    case .delete where update.indexPathBeforeUpdate!.item < indexPath.item: item -= 1
                    case .delete where update.indexPathBeforeUpdate == indexPath: item = -1
                    case .insert where update.indexPathAfterUpdate!.item <= item: item += 1
                    default: break
                    }
                }
                if item >= 0 { remapped[IndexPath(item: item, section: indexPath.section)] = height }
            }
            heights = remapped
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            log.append("finalizeCollectionViewUpdates")
        }

        static func describe(_ item: UICollectionViewUpdateItem) -> String {
            switch item.updateAction {
            case .insert: "insert \(item.indexPathAfterUpdate!.item)"
            case .delete: "delete \(item.indexPathBeforeUpdate!.item)"
            default: "other"
            }
        }
    }

    /// A `MeasuringCell` (label pinned to the content view) that measures its wrapped note with
    /// Auto Layout itself, as a custom layout's self-sizing cells do in UIKit.
    final class NoteCell: MeasuringCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size.height = contentView.systemLayoutSizeFitting(
                CGSize(width: layoutAttributes.size.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
            return attributes
        }
    }

    /// The items whose cells were asked, in order.
    private var asked: [Int] { MeasuringCell.measured.map(\.item) }

    final class Notes: NSObject, UICollectionViewDataSource {
        var lines: [Int]
        init(lines: [Int]) { self.lines = lines }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { lines.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath) as! NoteCell
            cell.label.text = (1...lines[indexPath.item]).map { "Note \(indexPath.item) line \($0)" }.joined(separator: "\n")
            return cell
        }
    }

    private let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight

    private func makeCollection(_ layout: NotesLayout, _ notes: Notes) -> UICollectionView {
        MeasuringCell.measured = []
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 264), collectionViewLayout: layout)
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "Note")
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func visibleCellsAreMeasuredOnceAndTheLayoutTakesTheirHeights() {
        let notes = Notes(lines: (0..<40).map { $0 % 3 + 1 })
        let layout = NotesLayout()
        let collectionView = makeCollection(layout, notes)
        withExtendedLifetime(notes) {
            let visible = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
            #expect(!visible.isEmpty)
            #expect(Set(asked) == Set(visible), "only what is on screen is asked")
            #expect(asked.count == Set(asked).count, "each once")
            var y: CGFloat = 0
            for item in visible {
                let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
                #expect(frame == CGRect(x: 0, y: y, width: 440, height: CGFloat(notes.lines[item]) * lineHeight), "item \(item)")
                #expect(collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame == frame)
                y += frame.height
            }
            #expect(y >= collectionView.bounds.height, "measured rows fill the screen")
        }
    }

    @Test func scrollingMeasuresEachNewCellAndTheContentSizeEndsExact() {
        let notes = Notes(lines: (0..<40).map { $0 % 3 + 1 })
        let layout = NotesLayout()
        let collectionView = makeCollection(layout, notes)
        withExtendedLifetime(notes) {
            for _ in 0..<200 where collectionView.contentOffset.y + collectionView.bounds.height < collectionView.contentSize.height {
                collectionView.contentOffset.y += 22
                collectionView.layoutIfNeeded()
            }
            #expect(Set(asked) == Set(0..<40))
            // Two-line notes are as tall as the estimate, so the layout never invalidates for them.
            #expect(layout.heights.count == notes.lines.filter { CGFloat($0) * lineHeight != NotesLayout.estimatedHeight }.count)
            #expect(collectionView.contentSize.height == CGFloat(notes.lines.reduce(0, +)) * lineHeight)
        }
    }

    @Test func aLayoutThatIgnoresPreferredSizesKeepsItsOwnButItsCellsAreStillAsked() {
        let notes = Notes(lines: Array(repeating: 3, count: 10))
        let layout = NotesLayout()
        layout.respondsToPreferredSizes = false
        let collectionView = makeCollection(layout, notes)
        withExtendedLifetime(notes) {
            #expect(!asked.isEmpty)
            #expect(layout.heights.isEmpty)
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 440, height: 44))
        }
    }

    @Test func batchUpdatesReachTheLayoutAsUpdateItemsAndKeepMeasuredHeights() {
        let notes = Notes(lines: [1, 2, 3, 1, 2, 3])
        let layout = NotesLayout()
        let collectionView = makeCollection(layout, notes)
        withExtendedLifetime(notes) {
            MeasuringCell.measured = []
            collectionView.performBatchUpdates {
                notes.lines.remove(at: 1)
                notes.lines.insert(2, at: 0)
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            #expect(layout.log == ["prepare(forCollectionViewUpdates: [\"delete 1\", \"insert 0\"])", "finalizeCollectionViewUpdates"])
            #expect(asked == [0], "only the inserted cell is new")
            var y: CGFloat = 0
            for (item, lines) in notes.lines.enumerated() {
                let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
                #expect(frame.minY == y && frame.height == CGFloat(lines) * lineHeight, "item \(item)")
                y += frame.height
            }
        }
    }
}
