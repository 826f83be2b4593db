import CImageCodecs
import Foundation
import Testing
@testable import TesseraContacts

/// `thumbnailImageData` is derived from the photo once per contact: the upright centre
/// square, at most 320 × 320, as a JPEG.
@Suite("Contact thumbnails", .authorizedContacts, .serialized)
struct ThumbnailTests {
    /// An RGBA image whose left half is red and right half blue.
    static func halves(width: Int, height: Int, alpha: UInt8 = 255) -> [UInt8] {
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { rgba += x < width / 2 ? [255, 0, 0, alpha] : [0, 0, 255, alpha] }
        }
        return rgba
    }

    static func jpeg(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
        var encoded = tsr_encoded_data()
        let status = rgba.withUnsafeBufferPointer {
            tsr_jpeg_encode($0.baseAddress, UInt32(width), UInt32(height), 95, TSR_JPEG_COLOR, &encoded)
        }
        try #require(status == TSR_CODEC_OK)
        defer { tsr_codec_free(encoded.bytes) }
        return Data(bytes: encoded.bytes, count: encoded.length)
    }

    /// The decoded thumbnail: size and pixels.
    static func decode(_ jpeg: Data) throws -> (width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) {
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]), "a thumbnail is a JPEG")
        var image = tsr_rgba_image()
        let status = jpeg.withUnsafeBytes { tsr_jpeg_decode($0.baseAddress!.assumingMemoryBound(to: UInt8.self), $0.count, &image) }
        try #require(status == TSR_CODEC_OK)
        defer { tsr_codec_free(image.pixels) }
        let width = Int(image.width)
        let pixels = Array(UnsafeBufferPointer(start: image.pixels, count: width * Int(image.height) * 4))
        return (width, Int(image.height), { x, y in Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 3]) })
    }

    static func near(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 24 }
    }

    @Test func aLargeJPEGBecomesA320PixelCentreSquare() throws {
        // 900 × 600: the centre square is x 150..<750, half red, half blue.
        let contact = CNMutableContact()
        contact.imageData = try Self.jpeg(width: 900, height: 600, rgba: Self.halves(width: 900, height: 600))
        let thumbnail = try #require(contact.thumbnailImageData)
        let image = try Self.decode(thumbnail)
        #expect(image.width == 320 && image.height == 320)
        #expect(Self.near(image.pixel(10, 160), [255, 0, 0]))
        #expect(Self.near(image.pixel(310, 160), [0, 0, 255]))
        #expect(thumbnail.count < contact.imageData!.count)
    }

    @Test func aSmallPNGKeepsItsSizeAndTransparencyBecomesWhite() throws {
        // 40 × 100 portrait: the centre square is 40 × 40, not scaled up.
        let contact = CNMutableContact()
        var rgba = Self.halves(width: 40, height: 100)
        for i in stride(from: 0, to: rgba.count, by: 4) where (i / 4) % 40 >= 20 { rgba[i + 3] = 0 }
        contact.imageData = _PNGEncoder.encode(width: 40, height: 100, rgba: rgba)
        let image = try Self.decode(try #require(contact.thumbnailImageData))
        #expect(image.width == 40 && image.height == 40)
        #expect(Self.near(image.pixel(5, 20), [255, 0, 0]))
        #expect(Self.near(image.pixel(35, 20), [255, 255, 255]))
    }

    @Test func bytesThatAreNotAnImageHaveNoThumbnail() {
        let contact = CNMutableContact()
        contact.imageData = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        #expect(contact.imageDataAvailable)
        #expect(contact.thumbnailImageData == nil)
        #expect(contact.imageData?.count == 11)
    }

    @Test func theThumbnailIsDerivedOncePerContact() throws {
        let contact = CNMutableContact()
        contact.imageData = try Self.jpeg(width: 64, height: 64, rgba: Self.halves(width: 64, height: 64))
        let image = try #require(contact._storage.image)
        #expect(!image.hasDerivedThumbnail, "nothing is derived before the thumbnail is read")
        let first = contact.thumbnailImageData
        #expect(image.hasDerivedThumbnail, "the first read derives it and keeps it")
        let copy = contact.copy() as! CNContact
        #expect(copy._storage.image === image, "a copy shares the image, so its thumbnail is not derived again")
        for _ in 0..<5 { #expect(contact.thumbnailImageData == first) }
        #expect(copy.thumbnailImageData == first)
        // A new photo gets a new thumbnail.
        contact.imageData = try Self.jpeg(width: 32, height: 16, rgba: Self.halves(width: 32, height: 16))
        let newImage = try #require(contact._storage.image)
        #expect(newImage !== image && !newImage.hasDerivedThumbnail)
        #expect(try Self.decode(try #require(contact.thumbnailImageData)).width == 16)
        #expect(newImage.hasDerivedThumbnail)
    }

    @Test func aFetchOfNamesAndImageDataAvailableDecodesNoPhoto() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-thumb-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("contacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let photo = try Self.jpeg(width: 400, height: 300, rgba: Self.halves(width: 400, height: 300))
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.imageData = photo
        try Data(VCardWriter(version: .v3_0).data(for: [VCard(contact: contact, version: .v3_0)])).write(to: folder.appendingPathComponent("ada.vcf"))

        let store = CNContactStore(source: .vdir(root))
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactImageDataAvailableKey] as [CNKeyDescriptor]
        let listed = try #require(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: keys).first)
        #expect(listed.imageDataAvailable)
        // The photo was only peeked at: no bytes, so nothing to decode.
        #expect(listed._storage.image === CNContact._Image.notFetched)

        let withThumbnail = try store.unifiedContact(
            withIdentifier: listed.identifier, keysToFetch: [CNContactThumbnailImageDataKey as CNKeyDescriptor])
        let fetchedImage = try #require(withThumbnail._storage.image)
        #expect(!fetchedImage.hasDerivedThumbnail, "fetching the key derives nothing until it is read")
        #expect(try Self.decode(try #require(withThumbnail.thumbnailImageData)).width == 300)
        #expect(fetchedImage.hasDerivedThumbnail)
    }

    @Test func exifOrientationIsAppliedBeforeCropping() {
        // 2 × 1 stored pixels [A B] shown with orientation 6 (turned a quarter clockwise):
        // upright they are 1 × 2, A above B.
        let stored: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255]
        stored.withUnsafeBufferPointer { pixels in
            let source = _CNThumbnail.Source(pixels: pixels, width: 2, height: 1, orientation: 6)
            #expect(source.uprightWidth == 1 && source.uprightHeight == 2)
            #expect(source.storedIndex(x: 0, y: 0) == 0)
            #expect(source.storedIndex(x: 0, y: 1) == 4)
            let eight = _CNThumbnail.Source(pixels: pixels, width: 2, height: 1, orientation: 8)
            #expect(eight.storedIndex(x: 0, y: 0) == 4)
            let mirrored = _CNThumbnail.Source(pixels: pixels, width: 2, height: 1, orientation: 2)
            #expect(mirrored.storedIndex(x: 0, y: 0) == 4)
        }
    }
}
