import Benchmark
import Foundation
import TesseraContacts

// Parse 10,000 vCards, 30 % of them with a 20 KB JPEG-like photo (about 27 KB of
// folded base64). The corpus is generated deterministically; set
// TESSERA_CONTACTS_VCF_OUT=/path/file.vcf to also write it out, so that peers
// (Benchmarks/Peers/vobject_parse.py) parse the very same bytes.

let benchmarks: @Sendable () -> Void = {
    let corpus = ContactsCorpus.data
    if let path = ProcessInfo.processInfo.environment["TESSERA_CONTACTS_VCF_OUT"] {
        try? corpus.write(to: URL(fileURLWithPath: path))
    }
    // CPU time next to wall clock: on a busy machine the wall clock also counts the time
    // other processes held the cores.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident, .throughput],
        maxDuration: .seconds(10), maxIterations: 15)

    Benchmark("Parse 10k vCards (30% with 20 KB photo)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let result = VCardParser.parse(corpus)
            precondition(result.cards.count == ContactsCorpus.cardCount && result.errors.isEmpty)
            blackHole(result)
        }
    }

    Benchmark("Parse and map 10k vCards to CNContact (photos stay base64)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let contacts = try CNContactVCardSerialization.contacts(with: corpus)
            precondition(contacts.count == ContactsCorpus.cardCount)
            blackHole(contacts)
        }
    }

    Benchmark("Parse, map and read every imageData (decodes 3,000 photos)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let contacts = try CNContactVCardSerialization.contacts(with: corpus)
            var bytes = 0
            for contact in contacts where contact.imageDataAvailable {
                bytes += contact.imageData?.count ?? 0
            }
            precondition(bytes == ContactsCorpus.photoCount * ContactsCorpus.photoSize)
            blackHole(bytes)
        }
    }

    // The store reads nothing before authorization; benchmarks decide as CI does.
    setenv("TESSERA_CONTACTS_AUTHORIZATION", "authorized", 1)
    let storeKeys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactImageDataAvailableKey] as [CNKeyDescriptor]

    // Writing and removing the 10,000 files is not measured; it takes longer than the
    // fetch, so this benchmark gets more time for its samples.
    //
    // Measured 2026-11-22 19:09–19:41 UTC, 2 cores shared with another helper's builds
    // (load 1.8–2.9), alternating with the code before this round (3e69990) in the same
    // minutes: p50 wall 89 / 95 / 100 / 104 / 117 ms, CPU 110–150 ms, 119 K mallocs;
    // before: p50 wall 108 / 126 / 147 / 153 / 153 ms, CPU 170–180 ms, 234 K mallocs.
    // Under that load the wall clock is near the CPU time (one core free), so the fetch
    // is under 100 ms only when the second core is. On the idle machine (load 1.0–1.5,
    // 19:43–19:48 UTC, three runs of `--filter "First unifiedContacts of 10k contacts from a
    // vdir.*"`): p50 wall 75 / 79 / 77 ms (p0 63 / 62 / 65, p100 84 / 100 / 103), CPU p50
    // 140–160 ms. `Parse 10k` in the same minutes: p50 110 ms against vobject's best of three,
    // 13.2 s (120×).
    let vdirConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(90), maxIterations: 8)
    Benchmark("First unifiedContacts of 10k contacts from a vdir (names, imageDataAvailable)", configuration: vdirConfiguration) { benchmark in
        let folder = ContactsCorpus.vdir()
        let predicate = CNContact.predicateForContactsInContainer(withIdentifier: "contacts")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let contacts = try CNContactStore(source: .vdir(folder)).unifiedContacts(matching: predicate, keysToFetch: storeKeys)
            precondition(contacts.count == ContactsCorpus.cardCount)
            blackHole(contacts)
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: folder)
    }

    Benchmark("First unifiedContacts of 10k contacts from one .vcf file", configuration: configuration) { benchmark in
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString).vcf")
        try? corpus.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let predicate = CNContact.predicateForContactsInContainer(withIdentifier: file.lastPathComponent)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let contacts = try CNContactStore(source: .vcf(file)).unifiedContacts(matching: predicate, keysToFetch: storeKeys)
            precondition(contacts.count == ContactsCorpus.cardCount)
            blackHole(contacts)
        }
    }

    Benchmark("Write 10k vCards as 3.0", configuration: configuration) { benchmark in
        let cards = VCardParser.parse(corpus).cards
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(VCardWriter(version: .v3_0).data(for: cards))
        }
    }
}

/// The deterministic benchmark corpus.
enum ContactsCorpus {
    static let cardCount = 10_000
    static let photoSize = 20 * 1024
    static let photoCount = 3_000

    static let data: Data = {
        var rng = SplitMix64(seed: 0x7E55_E7A0)
        var text = ""
        text.reserveCapacity(100 * 1024 * 1024)
        let given = ["John", "Ada", "Björn", "René", "Grace", "Linus", "Margaret", "Dennis", "Ken", "Barbara"]
        let family = ["Appleseed", "Lovelace", "Åström", "Lefèvre", "Hopper", "Torvalds", "Hamilton", "Ritchie"]
        for i in 0..<cardCount {
            let g = given[Int(rng.next() % UInt64(given.count))]
            let f = family[Int(rng.next() % UInt64(family.count))]
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\n"
            text += "N:\(f);\(g);;;\r\nFN:\(g) \(f)\r\n"
            text += "ORG:Example Corp \(i % 97);Department \(i % 13)\r\nTITLE:Engineer\r\n"
            text += "item1.TEL;type=pref:+1 555 \(String(format: "%04d", i % 10_000))\r\n"
            text += "item1.X-ABLabel:_$!<Mobile>!$_\r\n"
            text += "TEL;type=WORK;type=VOICE:+1 555 01\(i % 100)\r\n"
            text += "EMAIL;type=INTERNET;type=HOME:\(g.lowercased()).\(i)@example.com\r\n"
            text += "item2.ADR;type=HOME:;;\(i) Main Street;Springfield;IL;62701;United States\r\n"
            text += "item2.X-ABADR:us\r\n"
            text += "NOTE:Met at conference \(i)\\, talked about vCards.\\nFollow up in spring.\r\n"
            text += "BDAY:19\(50 + i % 50)-0\(1 + i % 9)-1\(i % 10)\r\n"
            if i % 10 < 3 {
                var photo = [UInt8](repeating: 0, count: photoSize)
                photo[0] = 0xFF; photo[1] = 0xD8; photo[2] = 0xFF; photo[3] = 0xE0
                for j in 4..<photoSize { photo[j] = UInt8(truncatingIfNeeded: rng.next() >> 24) }
                text += folded("PHOTO;ENCODING=b;TYPE=JPEG:" + Data(photo).base64EncodedString())
            }
            text += "UID:\(String(format: "%08X", i))-0000-4000-8000-\(String(format: "%012X", rng.next() & 0xFFFF_FFFF_FFFF))\r\n"
            text += "END:VCARD\r\n"
        }
        return Data(text.utf8)
    }()

    /// The corpus as a vdir: `<temporary>/contacts/<n>.vcf`, one card per file.
    static func vdir() -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("contacts")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = [UInt8](data)
        let end = Array("END:VCARD\r\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var start = 0
            var index = 0
            var i = 0
            // One pass, comparing in place: the split stays linear in the corpus size.
            while i + end.count <= buffer.count {
                guard buffer[i] == end[0], memcmp(base + i, end, end.count) == 0 else {
                    i += 1
                    continue
                }
                i += end.count
                try? Data(buffer[start..<i]).write(to: folder.appendingPathComponent(String(format: "%05d.vcf", index)))
                index += 1
                start = i
            }
        }
        return root
    }

    /// Folds an ASCII line at 75 octets.
    static func folded(_ line: String) -> String {
        let bytes = Array(line.utf8)
        var out = ""
        var start = 0
        var width = 75
        while bytes.count - start > width {
            out += String(decoding: bytes[start..<start + width], as: UTF8.self) + "\r\n "
            start += width
            width = 74
        }
        return out + String(decoding: bytes[start...], as: UTF8.self) + "\r\n"
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
