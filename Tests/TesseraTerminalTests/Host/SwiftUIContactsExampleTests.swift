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

    /// The frame the example prints with `environment`, piped, and what it wrote to standard error.
    private func frame(_ environment: [String: String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.environment = environment.merging(["PATH": "/usr/bin:/bin", "TESSERA_OUTPUT": "text"]) { new, _ in new }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, errorText)
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

    @Test func theMacroPreviewIsShownByItsName() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let run = try frame(["TESSERA_PREVIEW": "Mock contacts", "TESSERA_SIZE": "30x4"])
        #expect(run.status == 0)
        expectScreen(run.output, """
             Chris                       ┃
             ────────────────────────────┃
             Andy
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func listNamesTheMacroPreviews() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let run = try frame(["TESSERA_PREVIEW": "list"])
        #expect(run.status == 0)
        #expect(run.output == """
            #Preview names:
              Mock contacts  (swiftui_contacts/Previews.swift:7)
              Row  (swiftui_contacts/Previews.swift:11)

            """)
    }

    @Test func anUnknownPreviewNameFailsListingWhatExists() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let run = try frame(["TESSERA_PREVIEW": "Nope"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("TESSERA_PREVIEW=Nope: no #Preview of that name and no PreviewProvider of that name in swiftui_contacts.\n#Preview names:\n"))
        #expect(run.error.contains("  Mock contacts  (swiftui_contacts/Previews.swift:7)\n"))
    }
}
