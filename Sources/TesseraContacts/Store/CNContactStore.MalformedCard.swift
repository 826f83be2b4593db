import Foundation

extension CNContactStore {
    /// A card a fetch skipped because it is malformed (a Tessera addition).
    ///
    /// Contacts.framework reads a database and never sees a broken vCard; Tessera reads
    /// files other programs wrote. A malformed card is skipped — every good card around it
    /// is still returned — and reported in ``CNContactStore/malformedCards`` with the file
    /// (or CardDAV resource) and the line of the problem. Saving never rewrites a
    /// malformed card: its bytes stay as they are.
    ///
    ///     let contacts = try store.unifiedContacts(matching: predicate, keysToFetch: keys)
    ///     for card in store.malformedCards { print(card) }   // "/…/ada.vcf:3: content line has no ':'"
    public struct MalformedCard: Sendable, Hashable, CustomStringConvertible {
        /// The file the card is in, or its CardDAV resource.
        public let url: URL
        /// The problem, with its 1-based line in ``url``.
        public let error: VCardParseError

        /// Creates a report.
        public init(url: URL, error: VCardParseError) {
            self.url = url
            self.error = error
        }

        /// The 1-based line of the problem in ``url``.
        public var line: Int { error.line }

        /// `path:line: message`, as compilers report.
        public var description: String {
            let location = url.isFileURL ? url.path : url.absoluteString
            return "\(location):\(error.line): \(error.message)"
        }
    }

    /// The malformed cards the last fetch skipped, in storage order (a Tessera addition).
    ///
    /// Each fetch (``unifiedContacts(matching:keysToFetch:)``,
    /// ``unifiedContact(withIdentifier:keysToFetch:)``,
    /// ``enumerateContacts(with:usingBlock:)``) replaces the list. Each distinct report is
    /// also written once per process to standard error, as Apple's frameworks log
    /// problems they work around.
    public var malformedCards: [MalformedCard] {
        _malformedLock.lock()
        defer { _malformedLock.unlock() }
        return _malformed
    }

    /// Records the reports of a fetch and logs the ones not logged yet.
    func _report(_ malformed: [MalformedCard]) {
        _malformedLock.lock()
        _malformed = malformed
        _malformedLock.unlock()
        _CNMalformedLog.shared.log(malformed)
    }
}

/// The reports already written to standard error, so that each is written once.
final class _CNMalformedLog: @unchecked Sendable {
    static let shared = _CNMalformedLog()
    private let lock = NSLock()
    private var logged = Set<CNContactStore.MalformedCard>()

    func log(_ malformed: [CNContactStore.MalformedCard]) {
        guard !malformed.isEmpty else { return }
        lock.lock()
        let new = malformed.filter { logged.insert($0).inserted }
        lock.unlock()
        for card in new {
            FileHandle.standardError.write(Data("[TesseraContacts] skipped a malformed vCard: \(card)\n".utf8))
        }
    }
}
