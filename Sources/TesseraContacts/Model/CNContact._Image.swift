import Foundation

extension CNContact {
    /// A contact's image: bytes, or base64 text from a vCard decoded on first use; and its
    /// thumbnail, derived on first use.
    ///
    /// Parsing an address book therefore never decodes a photo that is not shown, and a
    /// photo that is only written back is copied as base64 without a decode/encode trip.
    /// Copies of a contact share the image, so its thumbnail is derived once.
    final class _Image: @unchecked Sendable {
        private let lock = NSLock()
        private let base64: String?
        private var decoded: Data??
        /// Held while the thumbnail is derived, so that it is derived once.
        private let thumbnailLock = NSLock()
        private var derivedThumbnail: Data??

        init(data: Data) {
            base64 = nil
            decoded = .some(data)
        }

        init(base64: String) {
            self.base64 = base64
            decoded = nil
        }

        private init() {
            base64 = nil
            decoded = .some(nil)
        }

        /// An image a fetch found but did not read, because only
        /// ``CNContactImageDataAvailableKey`` was asked for: it exists, and has no bytes
        /// here (a contact fetched so can not read ``CNContact/imageData`` anyway).
        static let notFetched = _Image()

        /// The bytes; `nil` when the base64 text is not valid.
        ///
        /// - Complexity: O(*n*) on the first call, O(1) afterwards.
        var data: Data? {
            lock.lock()
            defer { lock.unlock() }
            if let decoded { return decoded }
            let result = base64.flatMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
            decoded = .some(result)
            return result
        }

        /// The thumbnail (see ``_CNThumbnail``); `nil` when the image does not decode.
        ///
        /// - Complexity: O(*w* × *h*) in the photo's pixels on the first call, O(1) afterwards.
        var thumbnail: Data? {
            thumbnailLock.lock()
            defer { thumbnailLock.unlock() }
            if let derivedThumbnail { return derivedThumbnail }
            let result = data.flatMap(_CNThumbnail.make(from:))
            derivedThumbnail = .some(result)
            return result
        }

        /// Whether ``thumbnail`` has been derived (and is kept).
        var hasDerivedThumbnail: Bool {
            thumbnailLock.lock()
            defer { thumbnailLock.unlock() }
            return derivedThumbnail != nil
        }

        /// The base64 text, from the vCard when there was one.
        var base64String: String? {
            if let base64 { return base64 }
            return data?.base64EncodedString()
        }

        /// Whether the image is a PNG (by its signature), else it is taken for a JPEG.
        var isPNG: Bool {
            if let base64 { return base64.hasPrefix("iVBORw0KGgo") }
            return data?.starts(with: [0x89, 0x50, 0x4E, 0x47]) ?? false
        }
    }
}
