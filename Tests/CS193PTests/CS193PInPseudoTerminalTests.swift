import Foundation
import Testing
import TesseraTestSupport

/// The built `cs193p` executable, run in a pseudo-terminal as a person runs it.
@Suite("CS193P in a terminal", .serialized)
struct CS193PInPseudoTerminalTests {
    /// The executable, built next to the test bundle.
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cs193p")
    }

    /// The calculator and the tab bar come up; Alt-3 shows the settings form, Alt-2 the sample
    /// contacts; Ctrl-C quits and gives the terminal its main screen back.
    @Test func showsTheTabsSwitchesWithAltAndANumberAndQuitsOnCtrlC() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { close(terminal.leader) }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cs193p-empty-\(UUID().uuidString)")
        let process = try terminal.run(executable, environment: [
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "XDG_DATA_HOME": empty.path,
            "TESSERA_CONTACTS_AUTHORIZATION": "authorized",
        ])

        let first = terminal.read(timeout: 20) { $0.withoutControlSequences.contains("graph") }.withoutControlSequences
        #expect(first.contains("Calculator") && first.contains("Settings") && first.contains("Photo"))

        terminal.write("\u{1B}3")  // Alt-3
        let settings = terminal.read(timeout: 10) { $0.withoutControlSequences.contains("Acknowledgements") }.withoutControlSequences
        #expect(settings.contains("Sounds") && settings.contains("CS193P"))

        terminal.write("\u{1B}2")  // Alt-2
        let contacts = terminal.read(timeout: 10) { $0.withoutControlSequences.contains("Kate Bell") }.withoutControlSequences
        #expect(contacts.contains("John Appleseed"))

        terminal.write("\u{03}")
        let rest = terminal.read(timeout: 10) { $0.contains("\u{1B}[?1049l") }
        process.waitUntilExit()
        #expect(rest.contains("\u{1B}[?1049l"), "the terminal's main screen is back")
        #expect(process.terminationStatus == 0)
    }
}
