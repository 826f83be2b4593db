import Foundation

extension _VDirectory {
    /// The contacts of `containers`, in folder order and, within a folder, in file-name
    /// order; read as far as `plan` needs. Malformed cards are skipped and reported;
    /// group cards are skipped.
    ///
    /// - Complexity: O(*n*) in the size of the files, spread over the cores.
    func records(in containers: [CNContainer], plan: _CNFetchPlan = .complete) -> [Record] {
        cards(in: containers, filter: plan.filter) { card, folder, name, index in
            Self.contact(card, fileName: name, plan: plan).map {
                Record(storage: $0, container: folder.container, folder: folder.url, name: name, index: index)
            }
        }.values
    }

    /// `make` of the contacts `records(in:plan:)` reads, built as they are read (across
    /// the cores), and the malformed cards skipped; for fetches.
    func contacts(
        in containers: [CNContainer], plan: _CNFetchPlan, _ make: _CNContactMaker
    ) -> (contacts: [CNContact], malformed: [CNContactStore.MalformedCard]) {
        let (contacts, malformed) = cards(in: containers, filter: plan.filter) { card, folder, name, _ -> CNContact? in
            // Handed on, not copied: a storage is a large value.
            guard let storage = Self.contact(card, fileName: name, plan: plan) else { return nil }
            return make(consume storage, folder.container)
        }
        return (contacts, malformed)
    }

    /// The contact of a card of file `fileName`; `nil` for a group card (4.0 `KIND:group`,
    /// Apple's `X-ADDRESSBOOKSERVER-KIND:group`), which is not a contact.
    private static func contact(_ card: VCard, fileName: String, plan: _CNFetchPlan) -> CNContact._Storage? {
        if isGroup(card) { return nil }
        var storage = CNContact._Storage(identifier: "")
        plan.fill(&storage, from: card)
        if !card.properties.contains(where: { $0.name == "UID" }) {
            // No UID: the file name is the only stable identity.
            storage.identifier = String(fileName.dropLast(4))
        }
        return storage
    }

    /// The groups of `containers`: their group cards, in the order of `records(in:plan:)`.
    func groups(in containers: [CNContainer]) -> [_CNGroupRecord] {
        cards(in: containers, filter: _CNGroupRecord.filter) { card, folder, name, _ in
            guard Self.isGroup(card) else { return nil }
            return _CNGroupRecord(card: card, container: folder.container, fallbackIdentifier: String(name.dropLast(4)))
        }.values
    }

    /// A folder of the vdir being read.
    struct Folder: Sendable {
        var container: String
        var url: URL
        var descriptor: Int32
    }

    /// `transform` of every well-formed card of `containers`, built as far as `filter`
    /// keeps, in folder order and, within a folder, in file-name order; and the malformed
    /// cards, in the same order. `transform` gets the card's position among the cards of
    /// its file it did not reject (`nil`), the position ``_CNCardList`` gives it.
    ///
    /// Files are read with one `read(2)` each into a buffer reused from file to file, and
    /// parsed straight from it; the folders' files are shared out in runs of consecutive
    /// files across the processor's cores, and the runs put back in order, so the result
    /// does not depend on the number of cores. A file that cannot be read (removed
    /// meanwhile, or a folder named `*.vcf`) is skipped.
    private func cards<T>(
        in containers: [CNContainer], filter: _VCardPropertyFilter?,
        _ transform: @Sendable (VCard, Folder, String, Int) -> T?
    ) -> (values: [T], malformed: [CNContactStore.MalformedCard]) {
        var folders: [Folder] = []
        var files: [(folder: Int, file: ContactFile)] = []
        for container in containers {
            let url = root.appendingPathComponent(container.identifier, isDirectory: true)
            let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            for file in Self.contactFiles(in: descriptor) { files.append((folders.count, file)) }
            folders.append(Folder(container: container.identifier, url: url, descriptor: descriptor))
        }
        defer { for folder in folders { close(folder.descriptor) } }
        let (allFolders, allFiles) = (folders, files)

        let runLength = 64
        let runCount = (files.count + runLength - 1) / runLength
        let runs = UnsafeMutableBufferPointer<([T], [CNContactStore.MalformedCard])>.allocate(capacity: runCount)
        runs.initialize(repeating: ([], []))
        defer { runs.deinitialize().deallocate() }
        // Each run writes only its own slot.
        nonisolated(unsafe) let slots = runs
        DispatchQueue.concurrentPerform(iterations: runCount) { run in
            var reader = _CNFileReader()
            defer { reader.deallocate() }
            var results: [T] = []
            var malformed: [CNContactStore.MalformedCard] = []
            for (folderIndex, file) in allFiles[(run * runLength)..<min(allFiles.count, (run + 1) * runLength)] {
                let folder = allFolders[folderIndex]
                let name = file.name
                guard let bytes = reader.read(name, in: folder.descriptor, knownRegular: file.isRegular) else { continue }
                let parsed = VCardParser._parse(bytes, filter: filter)
                var index = 0
                for card in parsed.cards {
                    if let result = transform(card, folder, name, index) {
                        results.append(result)
                        index += 1
                    }
                }
                if !parsed.errors.isEmpty {
                    let file = folder.url.appendingPathComponent(name, isDirectory: false)
                    malformed += parsed.errors.map { CNContactStore.MalformedCard(url: file, error: $0) }
                }
            }
            slots[run] = (results, malformed)
        }
        return (runs.flatMap(\.0), runs.flatMap(\.1))
    }

    /// A contact file of a folder.
    struct ContactFile: Sendable {
        var name: String
        /// Whether the folder listing says it is a regular file; when it does not (a
        /// symbolic link, or a file system that does not tell), the reader checks.
        var isRegular: Bool
    }

    /// A folder's contact files, sorted by name: `*.vcf`, without hidden files and other
    /// programs' half-written `.tmp` files.
    static func contactFiles(in folder: Int32) -> [ContactFile] {
        // readdir reads through its own descriptor, so `folder` stays at its position.
        let copy = dup(folder)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(directory) }
        var files: [ContactFile] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                // As String(cString:), without its intermediate copy.
                let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                return String(decoding: UnsafeBufferPointer(start: bytes, count: strlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self))), as: UTF8.self)
            }
            if isContactFileName(name) { files.append(ContactFile(name: name, isRegular: entry.pointee.d_type == UInt8(DT_REG))) }
        }
        return files.sorted { $0.name < $1.name }
    }

    static func isContactFileName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            // Ending in `.vcf` rules out `.tmp` files too.
            let n = bytes.count
            return n > 4 && bytes[0] != UInt8(ascii: ".") && bytes[n &- 4] == UInt8(ascii: ".")
                && _ascii.upper(bytes[n &- 3]) == UInt8(ascii: "V") && _ascii.upper(bytes[n &- 2]) == UInt8(ascii: "C")
                && _ascii.upper(bytes[n &- 1]) == UInt8(ascii: "F")
        }
    }
}
