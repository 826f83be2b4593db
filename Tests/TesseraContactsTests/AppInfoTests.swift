import Foundation
import Testing
@testable import TesseraContacts

@Suite("Privacy: the app's Info.plist")
struct AppInfoTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-app-\(UUID().uuidString)")

    func plist(_ entries: [String: String], at relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0).write(to: url)
    }

    @Test func readsTheInfoPlistBesideTheExecutable() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try plist(["CFBundleIdentifier": "org.example.hello", "CFBundleDisplayName": "Hello", "NSContactsUsageDescription": "To list friends."], at: "Info.plist")
        let info = _CNAppInfo.load(executable: folder.appendingPathComponent("HelloContacts"))
        #expect(info == _CNAppInfo(identifier: "org.example.hello", name: "Hello", usageDescription: "To list friends."))
    }

    @Test(arguments: ["Hello_HelloContacts.resources/Info.plist", "Hello_HelloContacts.resources/Resources/Info.plist", "HelloContacts_Main.resources/Info.plist"])
    func readsTheResourceBundleForSwiftRun(path: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try plist(["NSContactsUsageDescription": "To list friends."], at: path)
        try plist(["NSContactsUsageDescription": "Someone else's."], at: "Hello_Other.resources/Info.plist")
        let info = _CNAppInfo.load(executable: folder.appendingPathComponent("HelloContacts"))
        #expect(info == _CNAppInfo(identifier: "HelloContacts", name: "HelloContacts", usageDescription: "To list friends."))
    }

    @Test func withoutAnInfoPlistThereIsNoUsageDescription() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try plist(["NSContactsUsageDescription": "  "], at: "Info.plist")
        let info = _CNAppInfo.load(executable: folder.appendingPathComponent("tool"))
        #expect(info == _CNAppInfo(identifier: "tool", name: "tool", usageDescription: nil))
    }
}
