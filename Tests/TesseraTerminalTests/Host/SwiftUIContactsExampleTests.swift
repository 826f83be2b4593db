import Foundation
import Testing
import TesseraTestSupport

/// The iOS 14 book's SwiftUI contact list (`swift run swiftui-contacts`): the app lists its
/// contacts, and its preview shows the chapter's mock data, both as one frame when piped.
@Suite("The SwiftUI contacts example", .serialized)
struct SwiftUIContactsExampleTests {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swiftui-contacts")
    }

    /// The frame the example prints with `environment`, piped.
    private func frame(_ environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.environment = environment.merging(["PATH": "/usr/bin:/bin", "TESSERA_OUTPUT": "text"]) { new, _ in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func theAppListsItsContacts() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let run = try frame(["TESSERA_SIZE": "30x6"])
        #expect(run.status == 0)
        expectScreen(run.output, """
             Kate Bell                   ┃
             ────────────────────────────┃
             Daniel Higgins              ┃
             ─────────────────────────────
             John Appleseed
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func thePreviewShowsTheChaptersMockData() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let run = try frame(["TESSERA_PREVIEW": "ContentView_Previews", "TESSERA_SIZE": "30x10"])
        #expect(run.status == 0)
        expectScreen(run.output, """
             Chris
             ─────────────────────────────
             Andy
             ─────────────────────────────
             Harry
             ─────────────────────────────
             Nathan
             ─────────────────────────────
             Sam
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }
}
