import Foundation

/// The remembered answers: `{"<app identifier>": {"contacts": "authorized"}}` in a JSON
/// file, written atomically (temporary file + rename).
enum _CNPrivacyAnswers {
    typealias Answers = [String: [String: String]]

    /// The answers in `url`; empty when the file is missing or unreadable.
    static func read(from url: URL) -> Answers {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        return (try? JSONDecoder().decode(Answers.self, from: data)) ?? [:]
    }

    /// Writes the answers, creating the folder when needed.
    static func write(_ answers: Answers, to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try _CNAtomicFile.write(try encoder.encode(answers), to: url)
    }
}
