import Foundation
import Testing
@testable import TesseraContacts

@Suite("Sample book: the simulator's contacts", .authorizedContacts)
struct SampleBookTests {
    let keys: [CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]

    @Test func holdsTheSixSimulatorContacts() throws {
        let store = CNContactStore(source: .sample)
        #expect(try store.containers(matching: nil).map(\.identifier) == ["sample"])
        let contacts = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: store.defaultContainerIdentifier()), keysToFetch: keys)
        #expect(contacts.map { CNContactFormatter.string(from: $0, style: .fullName) ?? "" }
            == ["Kate Bell", "Daniel Higgins Jr.", "John Appleseed", "Anna Haro", "Hank M. Zakroff", "David Taylor"])
        let kate = contacts[0]
        #expect(kate.identifier == "177C371E-701D-42F8-A03B-C61CA31627F6")
        #expect(pairs(kate.phoneNumbers) == ["_$!<Mobile>!$_=(555) 564-8583", "_$!<Main>!$_=(415) 555-3695"])
        #expect(kate.emailAddresses.map { $0.value as String } == ["kate-bell@mac.com"])
        #expect(kate.postalAddresses.map { "\($0.value.street), \($0.value.city) \($0.value.state) \($0.value.postalCode)" }
            == ["165 Davis Street, Hillsborough CA 94010"])
        #expect(kate.organizationName == "Creative Consulting")
        #expect(kate.birthday == DateComponents(year: 1978, month: 1, day: 20))
        let daniel = contacts[1]
        #expect(pairs(daniel.phoneNumbers) == ["_$!<Home>!$_=555-478-7672", "_$!<Mobile>!$_=(408) 555-5270", "_$!<HomeFAX>!$_=(408) 555-3514"])
        #expect(contacts[2].postalAddresses.map(\.value.street) == ["3494 Kuhl Avenue", "1234 Laurel Street"])
        #expect(contacts[3].nickname == "Annie")
        #expect(contacts[4].emailAddresses.map { $0.value as String } == ["hank-zakroff@mac.com"])
        #expect(contacts[5].emailAddresses.isEmpty)
        #expect(contacts[5].note == "Plays on Cole's Little League Baseball Team")
    }

    @Test func avatarsArePNGsOfTheInitials() throws {
        let store = CNContactStore(source: .sample)
        let request = CNContactFetchRequest(keysToFetch: [
            CNContactImageDataAvailableKey as CNKeyDescriptor, CNContactImageDataKey as CNKeyDescriptor,
            CNContactThumbnailImageDataKey as CNKeyDescriptor,
        ])
        var contacts: [CNContact] = []
        try store.enumerateContacts(with: request) { contact, _ in contacts.append(contact) }
        #expect(contacts.count == 6)
        for contact in contacts {
            #expect(contact.imageDataAvailable)
            let png = try #require(contact.imageData)
            let image = try DecodedPNG(png)
            #expect(image.width == 96 && image.height == 96)
            #expect(image.colorType == 6 && image.bitDepth == 8)
            // Transparent corner, opaque disc, white initials somewhere in the middle.
            #expect(image.pixel(0, 0).a == 0)
            #expect(image.pixel(48, 4).a == 255)
            #expect((30..<66).contains { y in (20..<76).contains { x in image.pixel(x, y) == (255, 255, 255, 255) } })
            // The thumbnail is derived from the avatar: a 96 × 96 JPEG (see ThumbnailTests).
            #expect(contact.thumbnailImageData?.starts(with: [0xFF, 0xD8, 0xFF]) == true)
        }
        // Different people, different colours (by a stable hash of the identifier).
        let colours = Set(try contacts.map { c -> Int in let p = try DecodedPNG(c.imageData!).pixel(48, 4); return Int(p.r) << 16 | Int(p.g) << 8 | Int(p.b) })
        #expect(colours.count > 1)
    }

    @Test func editsLiveInTheStore() throws {
        let store = CNContactStore(source: .sample)
        let anna = try store.unifiedContact(withIdentifier: "F57C8277-585D-4327-88A6-B5689FF69DFE", keysToFetch: keys).mutableCopy() as! CNMutableContact
        anna.jobTitle = "Sailor"
        let request = CNSaveRequest()
        request.update(anna)
        try store.execute(request)
        #expect(try store.unifiedContact(withIdentifier: anna.identifier, keysToFetch: keys).jobTitle == "Sailor")
        // Another store starts from the pristine book.
        #expect(try CNContactStore(source: .sample).unifiedContact(withIdentifier: anna.identifier, keysToFetch: keys).jobTitle == "")
    }

    @Test func theDefaultSourceIsTheVDirWhenThereIsOne() throws {
        let vdir = try TemporaryVDir()
        #expect(CNContactStore.Source.resolve(directory: vdir.root) == .vdir(vdir.root))
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-empty-\(UUID().uuidString)")
        #expect(CNContactStore.Source.resolve(directory: empty) == .sample)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(CNContactStore.Source.resolve(directory: empty) == .sample)
    }

    @Test func pngEncoderChecksums() {
        // Known values: CRC-32 of "IEND" and Adler-32 of "Wikipedia".
        #expect(_PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(_PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // Data over one stored block is split into several.
        let big = [UInt8](repeating: 7, count: 70_000)
        #expect(DecodedPNG.inflateStored(_PNGEncoder.zlibStored(big)) == big)
    }
}

/// A reader of the PNGs `_PNGEncoder` writes: checks the signature, IHDR, chunk CRCs and
/// the zlib stream of stored blocks, and exposes the pixels.
struct DecodedPNG {
    struct Malformed: Error {}
    var width = 0
    var height = 0
    var bitDepth = 0
    var colorType = 0
    var rgba: [UInt8] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Malformed() }
        var i = 8
        var idat: [UInt8] = []
        var types: [String] = []
        func be(_ at: Int) -> Int {
            var value = 0
            for k in 0..<4 { value = value << 8 | Int(bytes[at + k]) }
            return value
        }
        while i + 12 <= bytes.count {
            let length = be(i)
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = Array(bytes[(i + 8)..<(i + 8 + length)])
            guard UInt32(be(i + 8 + length)) == _PNGEncoder.crc32(bytes[(i + 4)..<(i + 8 + length)]) else { throw Malformed() }
            types.append(type)
            if type == "IHDR" {
                width = be(i + 8)
                height = be(i + 12)
                bitDepth = Int(body[8])
                colorType = Int(body[9])
            }
            if type == "IDAT" { idat += body }
            i += 12 + length
        }
        guard types.first == "IHDR", types.last == "IEND", i == bytes.count else { throw Malformed() }
        let stride: Int = width * 4 + 1
        guard let raw = Self.inflateStored(idat), raw.count == stride * height else { throw Malformed() }
        for row in 0..<height {
            let start: Int = row * stride
            guard raw[start] == 0 else { throw Malformed() }
            rgba.append(contentsOf: raw[(start + 1)..<(start + stride)])
        }
    }

    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = (y * width + x) * 4
        return (rgba[p], rgba[p + 1], rgba[p + 2], rgba[p + 3])
    }

    /// The data of a zlib stream made of stored blocks, checked against its Adler-32.
    static func inflateStored(_ z: [UInt8]) -> [UInt8]? {
        guard z.count >= 6, (Int(z[0]) << 8 | Int(z[1])) % 31 == 0, z[0] & 0x0F == 8 else { return nil }
        var out: [UInt8] = []
        var i = 2
        while true {
            guard i + 5 <= z.count, z[i] & 0x06 == 0 else { return nil }
            let final = z[i] & 1 == 1
            let length = Int(z[i + 1]) | Int(z[i + 2]) << 8
            guard length ^ 0xFFFF == Int(z[i + 3]) | Int(z[i + 4]) << 8, i + 5 + length <= z.count else { return nil }
            out += z[(i + 5)..<(i + 5 + length)]
            i += 5 + length
            if final { break }
        }
        guard i + 4 == z.count else { return nil }
        var adler: UInt32 = 0
        for k in 0..<4 { adler = adler << 8 | UInt32(z[i + k]) }
        return adler == _PNGEncoder.adler32(out) ? out : nil
    }
}
