import Foundation
import Synchronization
@_spi(Testing) import TesseraContacts

/// A first launch: no remembered answer, a prompt that answers `answer` and records what it
/// showed, in a temporary config folder.
final class PromptRecorder: Sendable {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-\(UUID().uuidString)")
    private let answer: Bool
    private let shown = Mutex<[String]>([])

    init(answer: Bool) { self.answer = answer }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The messages the prompt showed.
    var asked: [String] { shown.withLock { $0 } }

    /// Runs `body` in this privacy context.
    @MainActor
    func run(_ body: @MainActor () async throws -> Void) async throws {
        let context = CNAuthorizationContext(
            appIdentifier: "org.tessera.HelloContacts", appName: "Hello-Contacts",
            usageDescription: "Hello-Contacts reads your contacts and shows them in a list.", environmentDecision: nil,
            answersURL: folder.appendingPathComponent("tessera/privacy.json"),
            prompt: { [self] prompt in
                shown.withLock { $0.append(prompt.message) }
                return answer
            })
        try await CNAuthorizationContext.$current.withValue(context) { try await body() }
    }
}
