import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit
import TesseraTestSupport

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

    /// The six sample contacts are on the screen.
    private func expectSampleNames(in screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in Self.sampleNames { #expect(screen.contains(name), "\(name)", sourceLocation: sourceLocation) }
    }

    @Test(.contactsAuthorized) @MainActor func printsTheSameScreenAsTheHeadlessAppWhenPiped() async throws {
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

        let headless = LaunchedApp(store: CNContactStore(source: .sample))
        await headless.finishDecoding()
        let headlessText = headless.host.text
        let printedLines = printed.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        let headlessLines = headlessText.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        #expect(printedLines.count == headlessLines.count)
        // A piped app prints one frame after a moment: photos still decoding then are blank.
        for (number, (line, expected)) in zip(printedLines, headlessLines).enumerated() {
            let avatarColumns = 8
            #expect(line.dropFirst(avatarColumns) == expected.dropFirst(avatarColumns), "line \(number)")
            #expect(line.prefix(avatarColumns) == expected.prefix(avatarColumns) || line.prefix(avatarColumns).allSatisfy { $0 == " " },
                    "line \(number)")
        }
        expectSampleNames(in: printed)
    }

    /// The live screen, replayed from what the app wrote, is the headless app's screen.
    @Test(.contactsAuthorized) @MainActor func showsTheSameScreenAsTheHeadlessAppAndQuitsOnQ() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { close(terminal.leader) }
        let process = try terminal.run(executable, environment: environment())

        // The list with its six avatars (two rows of four half-blocks each).
        let output = terminal.read(timeout: 20) { $0.filter { $0 == "▀" }.count >= 6 * 8 }
        let first = output.withoutControlSequences
        #expect(first.contains("Contacts") && first.contains("Edit"))
        expectSampleNames(in: first)
        var screen = ScreenModel(columns: 80, rows: 24)
        screen.apply(output)
        let headless = LaunchedApp(store: CNContactStore(source: .sample))
        await headless.finishDecoding()
        let canvas = headless.host.render()
        expectScreen(screen.text, canvas.text, "the terminal shows the headless frame")

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

    /// `--swiftui`: the SwiftUI list in the terminal, the Edit item in its bar; Ctrl-C quits.
    @Test(.contactsAuthorized) func theSwiftUIListRunsInTheTerminal() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { close(terminal.leader) }
        let process = try terminal.run(executable, arguments: ["--swiftui", "--sample", "10000"], environment: environment())
        let first = terminal.read(timeout: 20) { $0.withoutControlSequences.contains("Hedy Lamarr") }.withoutControlSequences
        #expect(first.contains("Contacts") && first.contains("Edit") && first.contains("Ada Lovelace"))
        terminal.write("\u{03}")
        let rest = terminal.read(timeout: 10) { $0.contains("\u{1B}[?1049l") }
        process.waitUntilExit()
        #expect(rest.contains("\u{1B}[?1049l"), "the terminal's main screen is back")
        #expect(process.terminationStatus == 0)
    }

    /// A real first launch: the question, with the usage description from the app's Info.plist
    /// (found in its resource bundle), on the terminal before the list takes it over; `y` shows
    /// the contacts, and the answer is remembered. Ctrl-C quits.
    @Test func asksOnTheTerminalOnTheFirstLaunchThenShowsTheList() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { close(terminal.leader) }
        var environment = environment(["XDG_CONFIG_HOME": config.path])
        environment["TESSERA_CONTACTS_AUTHORIZATION"] = nil
        // setsid --ctty: the pseudo-terminal becomes the app's controlling terminal, /dev/tty.
        let process = try terminal.run(URL(fileURLWithPath: "/usr/bin/setsid"), arguments: ["--ctty", executable.path], environment: environment)

        let question = terminal.read(timeout: 20) { $0.contains("[y/N]") }
        #expect(question.contains("\u{201C}Hello-Contacts\u{201D} Would Like to Access Your Contacts"))
        #expect(question.contains("Hello-Contacts reads your contacts and shows them in a list."))
        terminal.write("y\r")
        let list = terminal.read(timeout: 20) { $0.withoutControlSequences.contains("David Taylor") }.withoutControlSequences
        expectSampleNames(in: list)
        terminal.write("\u{03}")  // Ctrl-C quits too
        let rest = terminal.read(timeout: 10) { $0.contains("\u{1B}[?1049l") }
        process.waitUntilExit()
        #expect(rest.contains("\u{1B}[?1049l"), "the terminal's main screen is back")
        #expect(process.terminationStatus == 0)
        let answers = try String(contentsOf: config.appendingPathComponent("tessera/privacy.json"), encoding: .utf8)
        #expect(answers.contains("org.tessera.HelloContacts") && answers.contains("authorized"))
    }

    /// Scrolling 10,000 contacts with the mouse wheel redraws only what moved: the terminal
    /// scrolls the list's rows and Tessera writes the rows that came in. End then shows the
    /// last rows exactly as the headless app does.
    @Test(.contactsAuthorized) @MainActor func aWheelNotchWritesAFractionOfTheFirstFrameAndEndShowsTheLastRows() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { close(terminal.leader) }
        let process = try terminal.run(executable, arguments: ["--sample", "10000"], environment: environment())

        // The first screen, with its nine avatars (two rows of four half-blocks each) drawn.
        let first = terminal.read(timeout: 20) { $0.filter { $0 == "▀" }.count >= 9 * 8 }
        #expect(first.withoutControlSequences.contains("Ada Lovelace") && first.withoutControlSequences.contains("Hedy Lamarr"))
        terminal.write("\u{1B}[<65;40;12M")  // one notch of the wheel, down
        let step = terminal.read(timeout: 10) { $0.withoutControlSequences.contains("Ivan Sutherland") }
        #expect(step.withoutControlSequences.contains("Ivan Sutherland"), "the next row scrolled in")
        #expect(step.utf8.count * 5 <= first.utf8.count, "a notch writes \(step.utf8.count) bytes, the first frame \(first.utf8.count)")

        let headless = LaunchedApp(store: GeneratedContactStore(count: 10_000))
        headless.host.press(.end)
        await headless.finishDecoding()
        let canvas = headless.host.render()
        let expected = (0..<canvas.rows).map { canvas.text(ofRow: $0) }
        var screen = ScreenModel(columns: 80, rows: 24)
        screen.apply(first + step)
        terminal.write("\u{1B}[F")  // End
        let end = terminal.read(timeout: 10) { output in
            var replayed = screen
            replayed.apply(output)
            return replayed.lines == expected
        }
        screen.apply(end)
        expectScreen(screen.text, canvas.text, "the terminal shows the headless frame of the last rows")
        process.terminate()
        process.waitUntilExit()
    }
}
