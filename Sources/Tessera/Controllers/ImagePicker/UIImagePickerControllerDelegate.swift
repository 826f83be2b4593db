/// Told when the person picks a picture or cancels.
///
/// Both methods have UIKit's behaviour when not implemented: the picker dismisses itself. A
/// delegate that implements one dismisses the picker there, as the books do.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The person picked a picture: `info[.originalImage]` is the `UIImage`,
    /// `info[.imageURL]` its file.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The person cancelled (Cancel, or Escape).
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
