import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// The built `hello-contacts` executable, run as a person runs it.
@Suite("Hello-Contacts in a terminal", .serialized)
struct HelloContactsInPseudoTerminalTests {
    /// The executable, built next to the test bundle.
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hello-contacts")
    }

    /// An environment with no address book (so the sample contacts show) and access granted.
    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-empty-\(UUID().uuidString)")
        return ["TERM": "xterm-256color", "COLORTERM": "truecolor", "XDG_DATA_HOME": empty.path,
                "TESSERA_CONTACTS_AUTHORIZATION": "authorized"].merging(extra) { $1 }
    }

    private static let sampleNames = ["Kate Bell", "Daniel Higgins", "John Appleseed", "Anna Haro", "Hank Zakroff", "David Taylor"]

    @Test(.contactsAuthorized) func printsTheSameScreenAsTheHeadlessAppWhenPiped() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.environment = environment(["TESSERA_SIZE": "80x24"])
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let headless = await MainActor.run { LaunchedApp(store: CNContactStore(source: .sample)).host.text }
        #expect(printed.trimmingCharacters(in: .newlines) == headless.trimmingCharacters(in: .newlines))
        for name in Self.sampleNames { #expect(printed.contains(name), "\(name)") }
    }

    @Test func showsTheSixSampleContactsAndQuitsOnQ() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { close(terminal.leader) }
        let process = Process()
        process.executableURL = executable
        let follower = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: true)
        process.standardInput = follower
        process.standardOutput = follower
        process.standardError = follower
        process.environment = environment()
        try process.run()

        let first = terminal.read(timeout: 20) { $0.withoutControlSequences.contains("David Taylor") }.withoutControlSequences
        #expect(first.contains("Contacts") && first.contains("Edit"))
        for name in Self.sampleNames { #expect(first.contains(name), "\(name)") }

        terminal.write("?")
        let keys = terminal.read(timeout: 10) { $0.withoutControlSequences.contains("Edit / Done") }.withoutControlSequences
        #expect(keys.contains("Keys"))
        terminal.write("\r")
        _ = terminal.read(timeout: 10) { !$0.isEmpty }

        terminal.write("q")
        let rest = terminal.read(timeout: 10) { $0.hasSuffix("\u{1B}[?1049l") || $0.contains("\u{1B}[?1049l") }
        process.waitUntilExit()
        #expect(rest.contains("\u{1B}[?1049l"), "the terminal's main screen is back")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }
}
