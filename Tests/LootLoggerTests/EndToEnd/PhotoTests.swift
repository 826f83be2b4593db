import Foundation
import TesseraTestSupport
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import LootLoggerKit

/// The camera chapter: the detail page's toolbar camera button, the book's action sheet (no
/// Camera on a terminal), the photo library over a fixture pictures folder, the `ImageStore`
/// (memory and JPEG files by the item's key), the photo deleted with its item.
@Suite("LootLogger: photos", .serialized)
@MainActor
struct PhotoTests {
    /// A pictures folder with one 60 × 30 JPEG, named by `XDG_PICTURES_DIR` as a person's is.
    private func usePicturesFolder() throws -> URL {
        let folder = TestScratch.folder("LootLoggerPictures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Bitmap(width: 60, height: 30, fill: RGBA8(r: 220, g: 120, b: 20)).jpegData(quality: 90)
            .write(to: folder.appendingPathComponent("clock.jpg"))
        setenv("XDG_PICTURES_DIR", folder.path, 1)
        return folder
    }

    /// Shows `item`'s page, chooses Photo Library from the camera button's action sheet and
    /// picks `clock.jpg`.
    private func pickClock(in app: LaunchedLootLogger, for item: Item) throws {
        #expect(app.host.tap(text: item.serialNumber!))
        app.host.settle()
        #expect(app.host.tap(text: "◉"))
        app.host.settle()
        let sheet = try #require(app.alert)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Photo Library", "Cancel"])
        #expect(sheet.popoverPresentationController?.barButtonItem != nil)
        #expect(app.host.tap(button: "Photo Library"))
        app.host.settle()
        #expect(app.navigationController.presentedViewController is UIImagePickerController)
        #expect(app.host.tap(text: "clock.jpg"))
        app.host.settle()
    }

    @Test func aPhotoPickedFromTheLibraryIsShownStoredAndFoundAgainAfterARelaunch() throws {
        let pictures = try usePicturesFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let url = temporaryArchiveURL()
        let app = LaunchedLootLogger(archiveURL: url)
        let item = app.addItem()
        try pickClock(in: app, for: item)
        let detail = try #require(app.detail)
        #expect(app.navigationController.presentedViewController == nil)
        #expect(detail.imageView.image?.size == CGSize(width: 60, height: 30))
        // The photo is drawn through the pixel path in the page: its cells are coloured.
        let frame = app.host.render()
        let photo = CellGrid.current.cells(covering: detail.imageView.convert(detail.imageView.bounds, to: nil))
        let painted = (photo.minRow..<photo.maxRow).flatMap { row in (photo.minColumn..<photo.maxColumn).map { frame[$0, row] } }
        #expect(painted.contains { $0.background != .default }, "the photo's cells are painted")
        let file = url.deletingLastPathComponent().appendingPathComponent("Images/\(item.itemKey)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 60, height: 30))
        app.host.press(.escape)
        app.host.settle()
        app.quit()

        let relaunched = LaunchedLootLogger(archiveURL: url)
        #expect(relaunched.host.tap(text: item.serialNumber!))
        relaunched.host.settle()
        #expect(relaunched.detail?.imageView.image?.size == CGSize(width: 60, height: 30))
    }

    @Test func deletingAnItemDeletesItsPhoto() throws {
        let pictures = try usePicturesFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let url = temporaryArchiveURL()
        let app = LaunchedLootLogger(archiveURL: url)
        let item = app.addItem()
        try pickClock(in: app, for: item)
        app.host.press(.escape)
        app.host.settle()
        let file = url.deletingLastPathComponent().appendingPathComponent("Images/\(item.itemKey)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        app.host.press("e")
        app.host.press(.downArrow)
        app.host.press(.backspace)
        app.host.press(.enter)
        app.host.settle()
        #expect(app.host.tap(button: "Delete"))
        app.host.settle()
        #expect(app.store.allItems.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(app.itemsController.imageStore.image(forKey: item.itemKey) == nil)
    }

    @Test func cancellingThePickerKeepsThePage() throws {
        let pictures = try usePicturesFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        let item = app.addItem()
        #expect(app.host.tap(text: item.serialNumber!))
        app.host.settle()
        #expect(app.host.tap(text: "◉"))
        app.host.settle()
        #expect(app.host.tap(button: "Photo Library"))
        app.host.settle()
        app.host.press(.escape)  // the picker's Cancel
        app.host.settle()
        #expect(app.navigationController.presentedViewController == nil)
        #expect(app.detail?.imageView.image == nil)
    }

    @Test func theImageStoreKeepsImagesInMemoryAndAsJPEGFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LootLoggerImages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ImageStore(folder: folder)
        let image = try #require(UIImage(data: try Bitmap(width: 10, height: 6, fill: RGBA8(r: 1, g: 2, b: 3)).pngData()))
        store.setImage(image, forKey: "key")
        #expect(store.image(forKey: "key") === image)
        let data = try Data(contentsOf: store.imageURL(forKey: "key"))
        #expect(data.starts(with: [0xFF, 0xD8]))  // JPEG
        // A new store (a relaunch) reads the file.
        #expect(ImageStore(folder: folder).image(forKey: "key")?.size == CGSize(width: 10, height: 6))
        store.deleteImage(forKey: "key")
        #expect(store.image(forKey: "key") == nil)
        #expect(ImageStore(folder: folder).image(forKey: "missing") == nil)
    }
}
