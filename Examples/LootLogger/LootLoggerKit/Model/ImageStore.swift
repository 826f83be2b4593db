import Foundation
import Tessera

/// The items' photos, kept in memory by an `NSCache` and on disk as JPEG files named by the
/// item's key (the book's `ImageStore`).
///
/// The files live in `folder` (`Images` beside the items' archive, as the book keeps them in
/// the documents directory beside `items.plist`); each is written atomically.
class ImageStore {
    let cache = NSCache<NSString, UIImage>()

    /// Where the JPEG files are.
    let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    func imageURL(forKey key: String) -> URL {
        return folder.appendingPathComponent(key)
    }

    func setImage(_ image: UIImage, forKey key: String) {
        cache.setObject(image, forKey: key as NSString)

        // Create full URL for image
        let url = imageURL(forKey: key)

        // Turn image into JPEG data
        if let data = image.jpegData(compressionQuality: 0.5) {
            // Write it to full URL
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? AtomicFileWriter.write(data, to: url)
        }
    }

    func image(forKey key: String) -> UIImage? {
        if let existingImage = cache.object(forKey: key as NSString) {
            return existingImage
        }

        let url = imageURL(forKey: key)
        guard let imageFromDisk = UIImage(contentsOfFile: url.path) else {
            return nil
        }

        cache.setObject(imageFromDisk, forKey: key as NSString)
        return imageFromDisk
    }

    func deleteImage(forKey key: String) {
        cache.removeObject(forKey: key as NSString)

        let url = imageURL(forKey: key)
        // No file is no photo: nothing to remove.
        try? FileManager.default.removeItem(at: url)
    }
}
