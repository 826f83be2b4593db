import Foundation

/// A screen that lets the person pick a picture, and tells its delegate which.
///
/// A terminal has no camera: ``isSourceTypeAvailable(_:)`` says so for `.camera`, and setting
/// ``sourceType`` to it stops with UIKit's message. The photo library is the person's pictures
/// folder — `XDG_PICTURES_DIR` (from the environment or `user-dirs.dirs`), else `~/Pictures` —
/// listed by name (JPEG and PNG files: the formats Tessera decodes; HEIC has no decoder here).
/// Choosing a picture decodes it and calls
/// ``UIImagePickerControllerDelegate/imagePickerController(_:didFinishPickingMediaWithInfo:)``
/// with `info[.originalImage]` and `info[.imageURL]`; Cancel or Escape calls
/// ``UIImagePickerControllerDelegate/imagePickerControllerDidCancel(_:)``. A delegate that does
/// not implement them leaves the picker to dismiss itself, as in UIKit.
///
/// UIKit's picker is a `UINavigationController`; Tessera's is a view controller that shows
/// one, so that ``delegate`` can have UIKit's type
/// (`UIImagePickerControllerDelegate & UINavigationControllerDelegate`).
@preconcurrency @MainActor
open class UIImagePickerController: UIViewController {
    /// Told when the person picks a picture or cancels.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Where pictures come from; `.photoLibrary` by default. Setting an unavailable source
    /// stops with UIKit's message and keeps the previous one.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            let unavailable = sourceType
            sourceType = oldValue
            UIKitException.invalidArgument("Source type \(unavailable.rawValue) not available").raise()
        }
    }

    /// The media types offered: `["public.image"]` (the only kind Tessera picks).
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the person may crop the picture; kept for compatibility (Tessera does not edit).
    open var allowsEditing = false

    /// The folder the photo library lists (tests point it elsewhere).
    var picturesFolder = _PicturesFolder()

    /// Whether `sourceType` can be used: the photo library and saved photos can, the camera
    /// cannot on a terminal.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers: `["public.image"]`, or `nil` when it is unavailable.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    open override func loadView() {
        super.loadView()
        let library = _PhotoLibraryViewController(folder: picturesFolder)
        library.didPick = { [weak self] image, url in self?.finishPicking(image, from: url) }
        library.didCancel = { [weak self] in self?.cancel() }
        let navigation = UINavigationController(rootViewController: library)
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    override var childForKeyPresses: UIViewController? { children.first }

    private func finishPicking(_ image: UIImage, from url: URL) {
        let info: [InfoKey: Any] = [.originalImage: image, .imageURL: url, .mediaType: "public.image"]
        if let delegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    private func cancel() {
        if let delegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
