import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// Chapter 2 of the book: Hello-Contacts in a collection view, with the flow layout sized by
/// its delegate and with the chapter's custom layout. Frames, cells, selection and keys.
@Suite("Hello-Contacts grid", .serialized, .contactsAuthorized)
@MainActor
struct HelloContactsGridTests {
    private let barHeight: CGFloat = 44

    @Test func flowLayoutPutsThreeCardsAcrossAPointApartAtLeast() {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 10_000))
        let collectionView = app.collectionView
        #expect(collectionView.frame == app.viewController.view.bounds, "pinned to its superview's edges")
        #expect(collectionView.adjustedContentInset.top == barHeight)
        #expect(collectionView.contentOffset.y == -barHeight, "the first line starts below the bar")

        // 880 points wide: cards floor(878 / 3) = 292 wide; the 4 points left are the two gaps,
        // and lines are spaced as far apart as the cards of a line.
        let cards = app.visibleCards
        let expectedFrames = (0..<6).map { item in
            CGRect(x: CGFloat(item % 3) * 294, y: CGFloat(item / 3) * 92, width: 292, height: 90)
        }
        #expect(cards.prefix(6).map(\.cell.frame) == expectedFrames)
        // 484 points under the bar show lines 0...5 (the sixth in part): 18 cards, no more.
        #expect(cards.map(\.item) == Array(0..<18), "only the cards in sight have cells")

        let first = cards[0].cell
        #expect(first.contactImage.frame == CGRect(x: 113, y: 0, width: 66, height: 66), "centred at the top")
        #expect(first.contactImage.layer.cornerRadius == 33 && first.contactImage.layer.masksToBounds, "round, as the book's")
        #expect(first.nameLabel.text == "Ada Lovelace")
        #expect(first.nameLabel.frame.maxY == 90, "the name sits at the bottom")
        #expect(first.nameLabel.frame.midX == 146, "centred")
        #expect(collectionView.contentSize == CGSize(width: 880, height: CGFloat(3334) * 92 - 2))
    }

    @Test func showsTheSampleContactsAsCards() async {
        let app = LaunchedGrid(store: CNContactStore(source: .sample))
        await app.finishDecoding()
        let lines = app.host.lines
        #expect(lines[0].contains("Contacts"))
        // Each card: three rows of photo, then the name centred under it.
        #expect(lines[5].trimmingCharacters(in: .whitespaces).hasPrefix("Kate Bell"))
        #expect(lines[5].contains("Daniel Higgins") && lines[5].contains("John Appleseed"))
        #expect(lines[9].contains("Anna Haro") && lines[9].contains("Hank Zakroff") && lines[9].contains("David Taylor"))
        // Photos are drawn through the pixel path (sextants or plain coloured cells).
        let frame = app.host.render()
        let photoCells = (0..<frame.columns).filter { frame[$0, 2].background != .default || frame[$0, 2].glyph != .space }
        #expect(photoCells.count >= 18, "three photos of six columns on the first line")
    }

    @Test func scrollsToTheEndOfTenThousandContactsWithAHandfulOfCells() {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 10_000))
        var cellsSeen = Set<ObjectIdentifier>()
        for _ in 0..<30 {
            app.host.press(.pageDown)
            _ = app.host.render()
            cellsSeen.formUnion(app.visibleCards.map { ObjectIdentifier($0.cell) })
        }
        app.host.press(.end)
        _ = app.host.render()
        cellsSeen.formUnion(app.visibleCards.map { ObjectIdentifier($0.cell) })
        let collectionView = app.collectionView
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - collectionView.bounds.height)
        #expect(app.visibleCards.last?.item == 9_999)
        #expect(cellsSeen.count <= 18 + 6, "cells are reused: at most a screenful and a line more")
    }

    @Test func tappingACardShowsTheContactAndOkDeselectsIt() throws {
        let app = LaunchedGrid(store: CNContactStore(source: .sample))
        #expect(app.host.tap(text: "John Appleseed"))
        let alert = try #require(app.alert)
        #expect(alert.message == "You tapped John Appleseed")
        #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        _ = app.host.settle()  // the alert fades in
        _ = app.host.render()
        #expect(app.host.tap(text: "Ok"))
        _ = app.host.settle()
        #expect(app.alert == nil)
        #expect(app.collectionView.indexPathsForSelectedItems == nil, "nil when nothing is selected, as UIKit documents")
    }

    @Test func arrowsMoveInTwoDimensionsAndReturnSelects() throws {
        let app = LaunchedGrid(store: CNContactStore(source: .sample))
        // The first arrow shows the focus on the first card; ↓ → then reach the second line's
        // second card.
        for key: HeadlessHost.Key in [.downArrow, .downArrow, .rightArrow] { app.host.press(key) }
        app.host.press(.enter)
        let alert = try #require(app.alert)
        #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(alert.message == "You tapped Hank Zakroff")
    }

    @Test func customLayoutCentresColumnsOfCardsAndAnswersOnlyForTheRect() throws {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 10_000), layout: .custom)
        let layout = try #require(app.collectionView.collectionViewLayout as? ContactsCollectionViewLayout)
        // 880 points: four 198-point columns 22 apart use 858; 11 on each side.
        let cards = app.visibleCards
        #expect(cards.prefix(5).map(\.cell.frame) == [
            CGRect(x: 11, y: 0, width: 198, height: 88), CGRect(x: 231, y: 0, width: 198, height: 88),
            CGRect(x: 451, y: 0, width: 198, height: 88), CGRect(x: 671, y: 0, width: 198, height: 88),
            CGRect(x: 11, y: 110, width: 198, height: 88),
        ])
        #expect(app.collectionView.contentSize == CGSize(width: 880, height: 2_500 * 110 - 22))

        // Exactly the items whose frames meet the rect, however far down it is.
        for rect in [CGRect(x: 0, y: 105, width: 880, height: 10), CGRect(x: 0, y: 200_000, width: 880, height: 484),
                     CGRect(x: 0, y: 274_800, width: 880, height: 1_000), CGRect(x: 300, y: 0, width: 10, height: 10)] {
            let answered = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item)
            let expected = (0..<10_000).filter { item in
                layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame.intersects(rect)
            }
            #expect(answered == expected, "rect \(rect)")
        }
    }

    @Test func customLayoutFollowsAWidthChange() {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 100), layout: .custom)
        let narrower = HeadlessHost(window: app.window, columns: 50, rows: 24)
        _ = narrower.render()
        // 550 points: two columns (418 used), 66 on each side.
        #expect(app.visibleCards.prefix(3).map(\.cell.frame) == [
            CGRect(x: 66, y: 0, width: 198, height: 88), CGRect(x: 286, y: 0, width: 198, height: 88),
            CGRect(x: 66, y: 110, width: 198, height: 88),
        ])
    }

    @Test(arguments: [(1, 1), (12, 4), (40, 12), (250, 80)])
    func fitsAnyTerminal(columns: Int, rows: Int) {
        for layout in GridViewController.Layout.allCases {
            let app = LaunchedGrid(store: CNContactStore(source: .sample), layout: layout, columns: columns, rows: rows)
            #expect(app.collectionView.frame.size == CellGrid.current.size(columns: columns, rows: rows))
            let lines = app.host.lines
            #expect(lines.count <= rows && lines.allSatisfy { $0.count <= columns })
        }
    }
}
