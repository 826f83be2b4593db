import Foundation

/// Records what the terminal is sent, with timings, as an asciicast v2 file: the recording
/// `TESSERA_RECORD=run.cast` asks for, which standard players (`asciinema play`, the web
/// player) replay.
///
/// The file is a JSON header line (`version`, `width`, `height`, `timestamp`, `env`) followed
/// by one JSON array per event: `[seconds, "o", text]` for output, `[seconds, "r", "WxH"]` for
/// a resize. Each write goes straight to the file, so a recording ends complete however the
/// app ends.
final class AsciicastRecorder {
    private let handle: FileHandle
    private let clock: () -> TimeInterval
    private let start: TimeInterval

    /// Starts a recording of a `columns × rows` terminal at `path`, replacing any file there.
    ///
    /// - Parameters:
    ///   - clock: The time in seconds; events are stamped relative to its value now.
    ///   - timestamp: The recording's start, in seconds since 1970, for the header.
    init(
        path: String, columns: Int, rows: Int, environment: [String: String] = [:],
        clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
        timestamp: Int = Int(Date().timeIntervalSince1970)
    ) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        self.clock = clock
        start = clock()
        let env = environment.keys.sorted().map { "\(Self.json($0)): \(Self.json(environment[$0]!))" }.joined(separator: ", ")
        writeLine("{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"timestamp\": \(timestamp), \"env\": {\(env)}}")
    }

    /// Records bytes sent to the terminal (UTF-8; an invalid sequence is recorded as U+FFFD).
    func recordOutput(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        writeEvent("o", String(decoding: bytes, as: UTF8.self))
    }

    /// Records that the terminal became `columns × rows`.
    func recordResize(columns: Int, rows: Int) {
        writeEvent("r", "\(columns)x\(rows)")
    }

    private func writeEvent(_ code: String, _ data: String) {
        let seconds = String(format: "%.6f", max(0, clock() - start))
        writeLine("[\(seconds), \"\(code)\", \(Self.json(data))]")
    }

    private func writeLine(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += String(format: "\\u%04x", scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
