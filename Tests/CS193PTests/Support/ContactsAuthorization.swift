import Foundation
import Testing
@_spi(Testing) import TesseraContacts

/// Runs a test with the Contacts tab's access granted, as `TESSERA_CONTACTS_AUTHORIZATION=authorized`
/// does, without touching the process environment or the person's remembered answers.
struct ContactsAuthorizedTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cs193p-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let context = CNAuthorizationContext(
            appIdentifier: "org.tessera.CS193P", appName: "CS193P",
            usageDescription: "The CS193P demo lists contacts in its Contacts tab.",
            environmentDecision: "authorized",
            answersURL: folder.appendingPathComponent("tessera/privacy.json"),
            prompt: { _ in
                Issue.record("asked although access is granted")
                return nil
            })
        try await CNAuthorizationContext.$current.withValue(context) { try await function() }
    }
}

extension Trait where Self == ContactsAuthorizedTrait {
    /// As with `TESSERA_CONTACTS_AUTHORIZATION=authorized`.
    static var contactsAuthorized: Self { ContactsAuthorizedTrait() }
}
