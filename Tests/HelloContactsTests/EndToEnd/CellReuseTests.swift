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
        app.host.press(.pageDown)
        app.host.press(.pageDown)
        _ = app.host.render()
        let arrived = app.visibleCells.filter { $0.row > 11 }
        #expect(!arrived.isEmpty)
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
    /// Fails without the check of `representedIdentifier` in `cellForRowAt`.
    @Test func aPhotoArrivingLateDoesNotLandInAReusedCell() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 200))
        app.decodingQueue.suspend()
        // The first screen's decodes are held back; the cells move on to later rows.
        app.host.press(.pageDown)
        app.host.press(.pageDown)
        _ = app.host.render()
        app.decodingQueue.resume()
        await app.finishDecoding()
        expectNoWrongImages(app, "after late photos arrived")
        for (row, cell) in app.visibleCells where !app.viewController.contacts[row].hasImage {
            #expect(cell.contactImage.image == nil, "row \(row) has no photo")
        }
    }

    @Test func rowsAboutToScrollInArePrefetchedAndCancelledWhenTheScrollTurns() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 200))
        await app.finishDecoding()
        app.decodingQueue.suspend()
        defer { app.decodingQueue.resume() }
        let contacts = app.viewController.contacts
        let lastVisible = app.visibleCells.last?.row ?? 0
        app.host.press(.downArrow)
        for _ in 0..<lastVisible { app.host.press(.downArrow) }
        _ = app.host.render()
        let visibleRows = Set(app.visibleCells.map(\.row))
        let below = (visibleRows.max()! + 1)..<min(contacts.count, visibleRows.max()! + 10)
        let prefetched = below.filter { contacts[$0].isDecoding }
        #expect(!prefetched.isEmpty, "rows below the screen are decoding before they scroll in")

        app.host.press(.home)
        _ = app.host.render()
        #expect(prefetched.allSatisfy { !contacts[$0].isDecoding }, "turning back cancels decodes that had not started")
    }
}
