import Foundation
import Testing
@_spi(Testing) @testable import TesseraContacts

/// A temporary config folder and an injected prompt that records what it was asked.
final class PrivacySandbox: @unchecked Sendable {
    let folder: URL
    private let lock = NSLock()
    private var _asked: [CNAuthorizationPrompt] = []
    private let answer: Bool?

    /// - Parameter answer: What the injected prompt answers; `nil` as when there is no terminal.
    init(answer: Bool? = true) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-privacy-\(UUID().uuidString)")
        self.answer = answer
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var answersURL: URL { folder.appendingPathComponent("tessera/privacy.json") }

    /// The prompts shown so far.
    var asked: [CNAuthorizationPrompt] {
        lock.lock()
        defer { lock.unlock() }
        return _asked
    }

    /// A context for the app `identifier`, with no environment decision unless given.
    func context(
        app identifier: String = "org.tessera.HelloContacts", usage: String? = "Shows your friends in a list.",
        environment: String? = nil
    ) -> CNAuthorizationContext {
        CNAuthorizationContext(
            appIdentifier: identifier, appName: "Hello-Contacts", usageDescription: usage, environmentDecision: environment,
            answersURL: answersURL,
            prompt: { [self] prompt in
                lock.lock()
                _asked.append(prompt)
                lock.unlock()
                return answer
            })
    }
}

/// Runs each test of a suite as an app with `TESSERA_CONTACTS_AUTHORIZATION=authorized`,
/// without touching the process environment.
struct AuthorizedContactsTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let context = CNAuthorizationContext(
            appIdentifier: "org.tessera.tests", appName: "Tests", usageDescription: "Tests.", environmentDecision: "authorized",
            answersURL: FileManager.default.temporaryDirectory.appendingPathComponent("tessera-unused/privacy.json"),
            prompt: { _ in Issue.record("an authorized app was prompted"); return nil })
        try await CNAuthorizationContext.$current.withValue(context) { try await function() }
    }
}

extension Trait where Self == AuthorizedContactsTrait {
    /// The app is authorized to read contacts (as `TESSERA_CONTACTS_AUTHORIZATION=authorized`).
    static var authorizedContacts: Self { Self() }
}
