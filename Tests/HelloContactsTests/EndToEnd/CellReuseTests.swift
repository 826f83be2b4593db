import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// The book's image-reuse bug, and prefetching: photos decode on a queue the test holds back,
/// so that cells are reused while decodes are still on their way.
@Suite("Cell reuse and prefetching", .serialized, .contactsAuthorized)
@MainActor
struct CellReuseTests {
    /// Every visible cell shows its own contact's photo, or none; never another contact's.
    private func expectNoWrongImages(_ app: LaunchedApp, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        for (row, cell) in app.visibleCells {
            let contact = app.viewController.contacts[row]
            let image = cell.contactImage.image
            #expect(image == nil || image === contact.image, "row \(row): \(comment)", sourceLocation: sourceLocation)
        }
    }

    /// Regression for the book's bug: "you might see a picture of a different contact than the
    /// one you expect". Fails without `prepareForReuse()` clearing the image.
    @Test func aReusedCellDoesNotShowThePreviousContactsPhotoWhileItsOwnDecodes() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 200))
        await app.finishDecoding()
        #expect(app.visibleCells.allSatisfy { row, cell in
            (cell.contactImage.image != nil) == app.viewController.contacts[row].hasImage
        }, "the first screen shows its photos")

        app.decodingQueue.suspend()
        // Far from the prefetched rows: every photo there still has to decode.
        app.host.press(.end)
        _ = app.host.render()
        let arrived = app.visibleCells.filter { app.viewController.contacts[$0.row].hasImage }
        #expect(!arrived.isEmpty, "offset \(app.tableView.contentOffset.y), rows \(app.visibleCells.map(\.row))")
        #expect(arrived.allSatisfy { $0.cell.contactImage.image == nil }, "photos still decoding are not shown yet")
        expectNoWrongImages(app, "while decoding")

        app.decodingQueue.resume()
        await app.finishDecoding()
        expectNoWrongImages(app, "after decoding")
        #expect(app.visibleCells.allSatisfy { row, cell in
            cell.contactImage.image === app.viewController.contacts[row].image
        }, "each photo arrives in its own row")
    }

    /// A photo that arrives after its cell was reused for a contact without one is not set.
    /// Fails without the check of `representedIdentifier` in `cellForRowAt`. Every fourth
    /// contact has no photo, so the jumps are not multiples of four: cells that waited for a
    /// photo come to rest on rows without one.
    @Test(arguments: [21, 22, 23])
    func aPhotoArrivingLateDoesNotLandInAReusedCell(jump: Int) async {
        // The first screen's decodes are held back from the start; the cells move on to later rows.
        let app = LaunchedApp(store: GeneratedContactStore(count: 200), holdingDecodes: true)
        app.tableView.scrollToRow(at: IndexPath(row: jump, section: 0), at: .top, animated: false)
        _ = app.host.render()
        let top = app.tableView.contentOffset.y + app.tableView.adjustedContentInset.top
        #expect(app.visibleCells.first { $0.row == jump }?.cell.frame.minY == top, "row \(jump) is at the top, below the bar")
        app.decodingQueue.resume()
        await app.finishDecoding()
        expectNoWrongImages(app, "after late photos arrived")
        for (row, cell) in app.visibleCells where !app.viewController.contacts[row].hasImage {
            #expect(cell.contactImage.image == nil, "row \(row) has no photo")
        }
    }

    @Test func rowsAboutToScrollInArePrefetchedAndCancelledWhenTheScrollTurns() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 200), holdingDecodes: true)
        defer { app.decodingQueue.resume() }
        let contacts = app.viewController.contacts
        let firstScreen = app.visibleCells.map(\.row)
        let ahead = (firstScreen.max()! + 1)...(firstScreen.max()! + firstScreen.count)
        let aheadWithPhotos = ahead.filter { contacts[$0].hasImage }
        #expect(!aheadWithPhotos.isEmpty)
        #expect(aheadWithPhotos.allSatisfy { contacts[$0].isDecoding }, "the screenful below is decoding before it scrolls in")

        let middle = app.host.center(of: app.tableView)
        app.host.scroll(at: middle, by: CGPoint(x: 0, y: -66))
        let shown = app.visibleCells.map(\.row).max()!
        app.host.scroll(at: middle, by: CGPoint(x: 0, y: 66))
        _ = app.host.render()
        let neverShown = aheadWithPhotos.filter { $0 > shown }
        #expect(!neverShown.isEmpty)
        #expect(neverShown.allSatisfy { !contacts[$0].isDecoding && contacts[$0].image == nil },
                "turning back cancels the decodes that had not started")
    }
}
