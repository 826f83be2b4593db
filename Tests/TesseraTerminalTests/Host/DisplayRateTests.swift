import Testing
@testable import TesseraTerminal

/// The terminal host's display rate.
@Suite("Display rate")
struct DisplayRateTests {
    @Test(arguments: [
        ([:], 60), (["SSH_CONNECTION": "10.0.0.2 52000 10.0.0.1 22"], 30), (["SSH_TTY": "/dev/pts/3"], 30),
        (["TESSERA_FPS": "24"], 24), (["TESSERA_FPS": "120", "SSH_TTY": "/dev/pts/3"], 120),
        (["TESSERA_FPS": "0"], 60), (["TESSERA_FPS": "fast"], 60), (["TESSERA_FPS": "1000"], 60),
    ] as [([String: String], Int)])
    @MainActor func tesseraFPSOrSixtyOrThirtyOverSSH(environment: [String: String], rate: Int) {
        #expect(TerminalApplicationHost.framesPerSecond(environment: environment) == rate)
    }
}
