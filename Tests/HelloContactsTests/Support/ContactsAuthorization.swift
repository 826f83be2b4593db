import Foundation
import Testing
@_spi(Testing) import TesseraContacts

/// Runs a test as Hello-Contacts with its privacy answer decided, as
/// `TESSERA_CONTACTS_AUTHORIZATION` does, without touching the process environment or the
/// person's remembered answers.
struct ContactsAuthorizationTrait: SuiteTrait, TestTrait, TestScoping {
    /// `authorized` or `denied`.
    var decision: String
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let context = CNAuthorizationContext(
            appIdentifier: "org.tessera.HelloContacts", appName: "Hello-Contacts",
            usageDescription: "Hello-Contacts reads your contacts and shows them in a list.",
            environmentDecision: decision,
            answersURL: folder.appendingPathComponent("tessera/privacy.json"),
            prompt: { _ in
                Issue.record("asked although TESSERA_CONTACTS_AUTHORIZATION decides")
                return nil
            })
        try await CNAuthorizationContext.$current.withValue(context) { try await function() }
    }
}

extension Trait where Self == ContactsAuthorizationTrait {
    /// As with `TESSERA_CONTACTS_AUTHORIZATION=authorized`.
    static var contactsAuthorized: Self { ContactsAuthorizationTrait(decision: "authorized") }
    /// As with `TESSERA_CONTACTS_AUTHORIZATION=denied`.
    static var contactsDenied: Self { ContactsAuthorizationTrait(decision: "denied") }
}
