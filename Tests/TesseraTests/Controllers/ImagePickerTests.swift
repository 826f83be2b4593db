import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// A delegate that logs what the picker tells it and dismisses it, as the books' do.
@MainActor
private final class PickerDelegate: UIViewController, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    var log: [String] = []
    var picked: [UIImagePickerController.InfoKey: Any] = [:]

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        log.append("didFinishPicking")
        picked = info
        dismiss(animated: false)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        log.append("didCancel")
        dismiss(animated: false)
    }
}

@MainActor
@Suite("UIImagePickerController", .serialized)
struct ImagePickerTests {
    /// A pictures folder with a JPEG, a PNG, a file that only claims to be a JPEG, and files
    /// that are not pictures.
    private func picturesFolder() throws -> URL {
        let folder = TestScratch.folder("ImagePickerTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Bitmap(width: 40, height: 20, fill: RGBA8(r: 200, g: 30, b: 30)).jpegData(quality: 90).write(to: folder.appendingPathComponent("sofa.jpg"))
        try Bitmap(width: 8, height: 8, fill: RGBA8(r: 30, g: 30, b: 200)).pngData().write(to: folder.appendingPathComponent("Lamp.PNG"))
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("broken.jpeg"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("hidden".utf8).write(to: folder.appendingPathComponent(".thumbnail.jpg"))
        return folder
    }

    private func present(_ picker: UIImagePickerController, from presenter: UIViewController) -> (UIWindow, HeadlessHost) {
        let (window, host) = makeWindow(root: presenter, columns: 50, rows: 12)
        presenter.present(picker, animated: false)
        host.settle()
        return (window, host)
    }

    @Test func aTerminalHasNoCameraAndSettingItStopsWithUIKitsMessage() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary)
        let raised = collectingExceptions { picker.sourceType = .camera }
        #expect(raised.map(\.reason) == ["Source type 1 not available"])
        #expect(picker.sourceType == .photoLibrary)
    }

    @Test func theLibraryListsThePicturesByNameAndPickingOneHandsItToTheDelegate() throws {
        let folder = try picturesFolder()
        let presenter = PickerDelegate()
        let picker = UIImagePickerController()
        picker.picturesFolder = _PicturesFolder(environment: ["XDG_PICTURES_DIR": folder.path])
        picker.delegate = presenter
        let (window, host) = present(picker, from: presenter)
        defer { withExtendedLifetime(window) {} }
        let lines = host.text.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains("Cancel") && $0.contains("Photos") })
        let names = lines.compactMap { line in ["broken.jpeg", "Lamp.PNG", "sofa.jpg"].first { line.contains($0) } }
        #expect(names == ["broken.jpeg", "Lamp.PNG", "sofa.jpg"])
        #expect(!host.text.contains("notes.txt") && !host.text.contains("thumbnail"))

        let row = try #require(lines.firstIndex { $0.contains("sofa.jpg") })
        host.tap(at: cellCenter(column: 4, row: row))
        host.settle()
        #expect(presenter.log == ["didFinishPicking"])
        let image = try #require(presenter.picked[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect((presenter.picked[.imageURL] as? URL)?.lastPathComponent == "sofa.jpg")
        #expect(presenter.picked[.mediaType] as? String == "public.image")
        #expect(presenter.picked[.editedImage] == nil)
        #expect(presenter.presentedViewController == nil)
    }

    @Test func aFileThatIsNotAPictureIsRefusedWithAnAlert() throws {
        let folder = try picturesFolder()
        let presenter = PickerDelegate()
        let picker = UIImagePickerController()
        picker.picturesFolder = _PicturesFolder(environment: ["XDG_PICTURES_DIR": folder.path])
        picker.delegate = presenter
        let (window, host) = present(picker, from: presenter)
        defer { withExtendedLifetime(window) {} }
        let row = try #require(host.text.components(separatedBy: "\n").firstIndex { $0.contains("broken.jpeg") })
        host.tap(at: cellCenter(column: 4, row: row))
        host.settle()
        #expect(host.text.contains("This picture cannot be opened"))
        #expect(presenter.log.isEmpty)
    }

    @Test func cancelAndEscapeCancel() throws {
        let folder = try picturesFolder()
        for key in [HeadlessHost.Key?.none, .escape] {
            let presenter = PickerDelegate()
            let picker = UIImagePickerController()
            picker.picturesFolder = _PicturesFolder(environment: ["XDG_PICTURES_DIR": folder.path])
            picker.delegate = presenter
            let (window, host) = present(picker, from: presenter)
            defer { withExtendedLifetime(window) {} }
            if let key {
                host.press(key)
            } else {
                let lines = host.text.components(separatedBy: "\n")
                let row = try #require(lines.firstIndex { $0.contains("Cancel") })
                let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "Cancel")!.lowerBound)
                host.tap(at: cellCenter(column: column + 2, row: row))
            }
            host.settle()
            #expect(presenter.log == ["didCancel"])
            #expect(presenter.presentedViewController == nil)
        }
    }

    @Test func withoutADelegateThePickerDismissesItself() throws {
        let folder = try picturesFolder()
        let presenter = UIViewController()
        let picker = UIImagePickerController()
        picker.picturesFolder = _PicturesFolder(environment: ["XDG_PICTURES_DIR": folder.path])
        let (window, host) = present(picker, from: presenter)
        defer { withExtendedLifetime(window) {} }
        host.press(.escape)
        host.settle()
        #expect(presenter.presentedViewController == nil)
    }

    @Test func anEmptyFolderSaysSo() throws {
        let folder = TestScratch.folder("ImagePickerTests-empty").appendingPathComponent("Pictures")
        let presenter = UIViewController()
        let picker = UIImagePickerController()
        picker.picturesFolder = _PicturesFolder(environment: ["XDG_PICTURES_DIR": folder.path])
        let (window, host) = present(picker, from: presenter)
        defer { withExtendedLifetime(window) {} }
        #expect(host.text.contains("No pictures in"))
        let library = (picker.children.first as? UINavigationController)?.topViewController as? UITableViewController
        #expect((library?.tableView.backgroundView as? UILabel)?.text == "No pictures in \(folder.path)")
    }

    @Test func thePicturesFolderFollowsXDG() throws {
        #expect(_PicturesFolder(environment: ["XDG_PICTURES_DIR": "/media/photos", "HOME": "/example/ada"]).url.path == "/media/photos")
        #expect(_PicturesFolder(environment: ["HOME": "/nonexistent/ada"]).url.path == "/nonexistent/ada/Pictures")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("ImagePickerTests-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n".utf8)
            .write(to: config.appendingPathComponent("user-dirs.dirs"))
        #expect(_PicturesFolder(environment: ["XDG_CONFIG_HOME": config.path, "HOME": "/example/ada"]).url.path == "/example/ada/Bilder")
    }

    @Test func onlyAPopoverHasAPopoverPresentationController() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        let item = UIBarButtonItem(barButtonSystemItem: .camera)
        popover?.barButtonItem = item
        #expect(controller.popoverPresentationController?.barButtonItem === item)
    }
}
