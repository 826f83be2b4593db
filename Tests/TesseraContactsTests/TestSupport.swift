import Foundation
@_spi(Testing) @testable import TesseraContacts

/// Collects the failures raised through `CNFailureHook` while `body` runs.
func failures(during body: () -> Void) -> [CNFailure] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var items: [CNFailure] = []
    }
    let box = Box()
    CNFailureHook.$handler.withValue({ failure in
        box.lock.lock()
        box.items.append(failure)
        box.lock.unlock()
    }) {
        body()
    }
    return box.items
}

/// Labeled values compared by label and value, ignoring their random identifiers.
func pairs<T>(_ values: [CNLabeledValue<T>]) -> [String] {
    values.map { "\($0.label ?? "nil")=\(($0.value as? CNPhoneNumber)?.stringValue ?? String(describing: $0.value))" }
}

/// A temporary vdir with two address books, removed when the test ends.
final class TemporaryVDir {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-vdir-\(UUID().uuidString)")
        let personal = root.appendingPathComponent("personal")
        let work = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: personal, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Data("Personal Contacts\n".utf8).write(to: personal.appendingPathComponent("displayname"))
        try Data(Fixtures.apple.utf8).write(to: personal.appendingPathComponent("john.vcf"))
        try Data(Fixtures.google.utf8).write(to: personal.appendingPathComponent("ada.vcf"))
        try Data(Fixtures.outlookBytes).write(to: work.appendingPathComponent("rene.vcf"))
        try Data(Fixtures.nextcloud.utf8).write(to: work.appendingPathComponent("nextcloud.vcf"))
        // Group cards, half-written and hidden files of other programs are not contacts.
        try Data(crlf("BEGIN:VCARD", "VERSION:4.0", "KIND:group", "FN:Climbing", "MEMBER:urn:uuid:x", "END:VCARD").utf8)
            .write(to: personal.appendingPathComponent("group.vcf"))
        try Data(Fixtures.google.utf8).write(to: work.appendingPathComponent("partial.vcf.tmp"))
        try Data(Fixtures.google.utf8).write(to: work.appendingPathComponent(".hidden.vcf"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func files(in container: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(container).path).sorted()
    }
}
