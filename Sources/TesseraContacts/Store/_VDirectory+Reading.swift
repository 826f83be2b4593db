import Foundation

extension _VDirectory {
    /// The contacts of `containers`, in folder order and, within a folder, in file-name
    /// order; read as far as `plan` needs.
    ///
    /// Files are read with one `read(2)` each into a buffer reused from file to file, and
    /// parsed straight from it; the folders' files are shared out in runs of consecutive
    /// files across the processor's cores, and the runs put back in order, so the result
    /// does not depend on the number of cores. A file that cannot be read (removed
    /// meanwhile, or a folder named `*.vcf`) is skipped, as are its malformed cards.
    ///
    /// - Complexity: O(*n*) in the size of the files, spread over the cores.
    func records(in containers: [CNContainer], plan: _CNFetchPlan = .complete) -> [Record] {
        var folders: [(container: String, url: URL, descriptor: Int32)] = []
        var files: [(folder: Int, name: String)] = []
        for container in containers {
            let url = root.appendingPathComponent(container.identifier, isDirectory: true)
            let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            for name in Self.contactFileNames(in: descriptor) { files.append((folders.count, name)) }
            folders.append((container.identifier, url, descriptor))
        }
        defer { for folder in folders { close(folder.descriptor) } }
        let (allFolders, allFiles) = (folders, files)

        let runLength = 64
        let runCount = (files.count + runLength - 1) / runLength
        let runs = UnsafeMutableBufferPointer<[Record]>.allocate(capacity: runCount)
        runs.initialize(repeating: [])
        defer { runs.deinitialize().deallocate() }
        // Each run writes only its own slot.
        nonisolated(unsafe) let slots = runs
        DispatchQueue.concurrentPerform(iterations: runCount) { run in
            var reader = _CNFileReader()
            defer { reader.deallocate() }
            var records: [Record] = []
            for (folderIndex, name) in allFiles[(run * runLength)..<min(allFiles.count, (run + 1) * runLength)] {
                let folder = allFolders[folderIndex]
                guard let bytes = reader.read(name, in: folder.descriptor) else { continue }
                let cards = VCardParser._parse(bytes, filter: plan.filter).cards
                for (index, card) in cards.enumerated() {
                    // Group cards (4.0 `KIND:group`, Apple's `X-ADDRESSBOOKSERVER-KIND:group`)
                    // are not contacts.
                    if Self.isGroup(card) { continue }
                    var storage = plan.storage(from: card)
                    if card.first(named: "UID") == nil {
                        // No UID: the file name is the only stable identity.
                        storage.identifier = String(name.dropLast(4))
                    }
                    records.append(Record(storage: storage, container: folder.container, folder: folder.url, name: name, index: index))
                }
            }
            slots[run] = records
        }
        return Array(runs.joined())
    }

    /// The names of a folder's contact files, sorted: `*.vcf`, without hidden files and
    /// other programs' half-written `.tmp` files.
    static func contactFileNames(in folder: Int32) -> [String] {
        // readdir reads through its own descriptor, so `folder` stays at its position.
        let copy = dup(folder)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if isContactFileName(name) { names.append(name) }
        }
        return names.sorted()
    }

    static func isContactFileName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count > 4, utf8.first != UInt8(ascii: "."), !name.hasSuffix(".tmp") else { return false }
        return utf8.suffix(4).map(_ascii.upper).elementsEqual(".VCF".utf8)
    }
}
