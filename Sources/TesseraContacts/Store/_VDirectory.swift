import Foundation

/// The files of a vdir: one folder per address book, one `.vcf` file per contact.
///
/// See <https://vdirsyncer.pimutils.org/en/stable/vdir.html>. Files whose names start
/// with `.` or end in `.tmp` are skipped (they are half-written files of another
/// program); writes go to such a temporary file first and are renamed into place, so a
/// reader never sees half a contact.
struct _VDirectory {
    let root: URL

    struct Record {
        var storage: CNContact._Storage
        var container: String
        /// The address book's folder.
        var folder: URL
        /// The file's name in `folder`.
        var name: String
        /// The position of the card in its file; vdir files hold one card, but files
        /// written by other tools may hold several.
        var index: Int

        var file: URL { folder.appendingPathComponent(name, isDirectory: false) }
    }

    func containers() -> [CNContainer] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: root.path) else { return [] }
        var result: [CNContainer] = []
        for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".tmp") {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(name, isDirectory: true)
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            var display = name
            if let data = fm.contents(atPath: url.appendingPathComponent("displayname").path) {
                let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { display = text }
            }
            result.append(CNContainer(identifier: name, name: display, type: .local))
        }
        return result
    }

    static func isGroup(_ card: VCard) -> Bool {
        for property in card.properties where property.name == "KIND" || property.name == "X-ADDRESSBOOKSERVER-KIND" {
            if property.text.lowercased() == "group" { return true }
        }
        return false
    }

    /// Writes a new contact's file, atomically.
    func write(_ storage: CNContact._Storage, to file: URL) throws {
        let card = VCard(contact: CNContact(_storage: storage), version: .v3_0)
        try _CNAtomicFile.write(VCardWriter(version: .v3_0).data(for: [card]), to: file)
    }

    /// Replaces (or, with `nil`, removes) the card of `record` in its file. The file's
    /// other bytes — other cards, malformed cards, text between cards — are written back
    /// as they were read; a file left with nothing but blank lines is deleted.
    func replace(_ record: Record, with storage: CNContact._Storage?) throws {
        let data = FileManager.default.contents(atPath: record.file.path) ?? Data()
        var list = _CNCardList(data: data, stem: String(record.name.dropLast(4)))
        let positions = list.pieces.indices.filter { if case .contact = list.pieces[$0] { true } else { false } }
        guard record.index < positions.count else { throw CNError(.recordDoesNotExist) }
        if let storage {
            list.pieces[positions[record.index]] = .contact(storage, original: nil)
        } else {
            list.pieces.remove(at: positions[record.index])
        }
        let bytes = list.data
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            do {
                try FileManager.default.removeItem(at: record.file)
            } catch {
                throw CNError(.dataAccessError, userInfo: [NSUnderlyingErrorKey: error])
            }
        } else {
            try _CNAtomicFile.write(bytes, to: record.file)
        }
    }

    /// A new file name in `container` for a contact with `identifier`.
    func newFile(for identifier: String, in container: String) -> URL {
        let folder = root.appendingPathComponent(container, isDirectory: true)
        var stem = String(identifier.unicodeScalars.map { scalar -> Character in
            let ok = (scalar.value < 128) && (CharacterSet.alphanumerics.contains(scalar) || "-_".unicodeScalars.contains(scalar))
            return ok ? Character(scalar) : "_"
        })
        if stem.isEmpty { stem = _CNIdentifier.make() }
        var candidate = folder.appendingPathComponent(stem + ".vcf")
        var n = 1
        while FileManager.default.fileExists(atPath: candidate.path) {
            n += 1
            candidate = folder.appendingPathComponent("\(stem)-\(n).vcf")
        }
        return candidate
    }
}
