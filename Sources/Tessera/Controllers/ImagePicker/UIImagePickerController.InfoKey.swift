extension UIImagePickerController {
    /// The keys of the dictionary a picker hands its delegate.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picture, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The edited picture; Tessera's picker does not edit, so it is never present.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle of an edit; never present.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The type of what was picked, `"public.image"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The file the picture was read from, a `URL`.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// A movie's file; never present.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The picture's metadata; never present.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }
}
