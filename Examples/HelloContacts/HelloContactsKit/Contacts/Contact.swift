import Dispatch
import Foundation
import Tessera
import TesseraContacts

/// A contact in the list: a `CNContact` and its photo, decoded off the main
/// thread once.
///
/// As in the book, the list asks for the image when a cell needs it
/// (``fetchImageIfNeeded(completion:)``) and when the table view prefetches the row. Unlike
/// the book's version, a second request while the first is decoding waits for it instead of
/// decoding again, the decoded image is stored on the main thread (no data race), and a
/// prefetch that is no longer needed can be cancelled before it starts.
///
/// As in the book, a decoded photo is kept for the life of the list: memory grows with the
/// photos seen, not with the rows shown. An address book of many large photos would want a
/// bounded cache instead.
@MainActor
public final class Contact {
    private let contact: CNContact
    private let decodingQueue: DispatchQueue
    /// The decoded photo, once decoded.
    public private(set) var image: UIImage?
    /// The decode that has been scheduled and has not finished, if any.
    private var pendingDecode: DispatchWorkItem?
    /// Who waits for the decode in progress.
    private var waiting: [@MainActor (UIImage?) -> Void] = []

    /// The contact's identifier in its store.
    public var identifier: String { contact.identifier }
    /// The contact's given name (the book's proxy for `CNContact.givenName`).
    public var givenName: String { contact.givenName }
    /// The contact's family name.
    public var familyName: String { contact.familyName }
    /// The name as the list shows it.
    public var fullName: String { [givenName, familyName].filter { !$0.isEmpty }.joined(separator: " ") }
    /// Whether the contact has a photo to decode.
    public var hasImage: Bool { contact.imageDataAvailable && contact.imageData != nil }
    /// Whether a decode has been scheduled and has not finished.
    public var isDecoding: Bool { pendingDecode != nil }

    /// Wraps `contact`.
    ///
    /// - Parameters:
    ///   - contact: A contact fetched with `CNContactImageDataAvailableKey` and `CNContactImageDataKey`.
    ///   - decodingQueue: Where the photo is decoded; a background queue.
    public init(contact: CNContact, decodingQueue: DispatchQueue = .global(qos: .userInitiated)) {
        self.contact = contact
        self.decodingQueue = decodingQueue
    }

    /// The contact for a `CNSaveRequest`.
    public var mutableContact: CNMutableContact { contact.mutableCopy() as! CNMutableContact }

    /// Calls `completion` with the photo: at once when it is decoded or there is none, else
    /// on the main thread once it has been decoded on `decodingQueue`.
    ///
    /// - Parameter completion: Called once, on the main thread; `nil` (prefetching) only
    ///   warms the image.
    public func fetchImageIfNeeded(completion: (@MainActor (UIImage?) -> Void)? = nil) {
        guard contact.imageDataAvailable, let imageData = contact.imageData else {
            completion?(nil)
            return
        }
        if let image {
            completion?(image)
            return
        }
        if let completion { waiting.append(completion) }
        guard pendingDecode == nil else { return }
        // @Sendable: the block runs on the decoding queue, not on the main actor.
        let decode = DispatchWorkItem { @Sendable [weak self] in
            let image = UIImage(data: imageData)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.finishDecoding(image) }
            }
        }
        pendingDecode = decode
        decodingQueue.async(execute: decode)
    }

    /// Cancels a decode that has not started yet when only prefetching asked for it; a cell
    /// waiting for the image keeps it going.
    public func cancelImageFetch() {
        guard let pendingDecode, waiting.isEmpty else { return }
        pendingDecode.cancel()
        self.pendingDecode = nil
    }

    private func finishDecoding(_ decoded: UIImage?) {
        pendingDecode = nil
        if image == nil { image = decoded }
        let callbacks = waiting
        waiting.removeAll()
        for callback in callbacks { callback(image) }
    }
}
