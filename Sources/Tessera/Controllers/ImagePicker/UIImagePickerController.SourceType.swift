extension UIImagePickerController {
    /// Where the picker takes pictures from.
    public enum SourceType: Int, Sendable {
        /// The person's pictures: on Linux, the pictures folder (see ``UIImagePickerController``).
        case photoLibrary = 0
        /// The camera: never available on a terminal.
        case camera = 1
        /// The camera roll: the pictures folder too.
        case savedPhotosAlbum = 2
    }
}
