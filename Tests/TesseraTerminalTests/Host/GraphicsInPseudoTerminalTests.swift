import Foundation
import Testing
import TesseraTestSupport

@testable import TesseraTerminal

/// The `drawing-app` fixture (a label and a view drawing a circle) in a real pseudo-terminal
/// whose scripted answers to the graphics query decide how the drawing reaches it.
@Suite("Graphics in a pseudo-terminal", .serialized)
struct GraphicsInPseudoTerminalTests {
    private var appURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("drawing-app")
    }

    /// Runs the app; answers the graphics query with `answer` (when given) and returns what the
    /// terminal received once `done` says so.
    private func run(answer: String?, environment: [String: String] = [:], until done: @escaping (String) -> Bool) throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: appURL.path), "build the fixture: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 40, rows: 12)
        defer { close(terminal.leader) }
        let process = try terminal.run(appURL, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"].merging(environment) { $1 })
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var received: [UInt8] = []
        if let answer {
            let query = String(decoding: TerminalGraphicsQuery.query, as: UTF8.self)
            received = terminal.readBytes(timeout: 20) { String(decoding: $0, as: UTF8.self).contains(query) }
            terminal.write(answer)
        }
        received += terminal.readBytes(timeout: 20) { done(String(decoding: received + $0, as: UTF8.self)) }
        return String(decoding: received, as: UTF8.self)
    }

    /// Whether `text` has a sextant or half/quadrant block character.
    private func hasBlockCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x1FB00...0x1FB3B).contains($0.value) || (0x2580...0x259F).contains($0.value) }
    }

    @Test func aKittyTerminalReceivesTheDrawingAsAnImage() throws {
        let output = try run(answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c") { $0.contains("A circle:") && $0.contains("\u{1B}_Ga=T") }
        #expect(output.contains("\u{1B}_Ga=T,f=32,o=z,s=80,v=80,"), "8 × 4 cells of the standard 10 × 20 pixels, compressed")
        // The 80 × 80 RGBA pixels alone would be 34,136 bytes of base64.
        #expect(output.utf8.count < 4_000)
        #expect(output.contains("q=2"))
        #expect(!hasBlockCharacters(output))
    }

    @Test func aPlainTerminalReceivesBlockCharacters() throws {
        let output = try run(answer: "\u{1B}[?62;22c") { $0.contains("A circle:") && hasBlockCharacters($0) }
        #expect(hasBlockCharacters(output))
        #expect(!output.contains("\u{1B}_Ga=T") && !output.contains("\u{1B}P0;1;0q"))
    }

    @Test func tesseraGraphicsForcesSixelWithoutAsking() throws {
        let output = try run(answer: nil, environment: ["TESSERA_GRAPHICS": "sixel"]) { $0.contains("\u{1B}P0;1;0q") && $0.contains("\u{1B}\\") }
        #expect(!output.contains("\u{1B}_Gi=31"), "no query when the mode is forced")
        #expect(output.contains("\"1;1;80;80"))
    }
}
