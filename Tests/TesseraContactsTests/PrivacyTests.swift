import Foundation
import Testing
@_spi(Testing) @testable import TesseraContacts

@Suite("Privacy: authorization as on iOS")
struct PrivacyTests {
    let names: [CNKeyDescriptor] = [CNContactGivenNameKey as CNKeyDescriptor]

    @Test func statusesHaveApplesRawValues() {
        #expect(CNAuthorizationStatus.notDetermined.rawValue == 0)
        #expect(CNAuthorizationStatus.restricted.rawValue == 1)
        #expect(CNAuthorizationStatus.denied.rawValue == 2)
        #expect(CNAuthorizationStatus.authorized.rawValue == 3)
        #expect(CNAuthorizationStatus.limited.rawValue == 4)
        #expect(CNEntityType.contacts.rawValue == 0)
    }

    @Test func theFirstRequestAsksAndTheAnswerIsRemembered() async throws {
        let sandbox = PrivacySandbox(answer: true)
        try await CNAuthorizationContext.$current.withValue(sandbox.context()) { () async throws in
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
            let store = CNContactStore(source: .sample)
            #expect(try await store.requestAccess(for: .contacts))
            #expect(sandbox.asked == [CNAuthorizationPrompt(appName: "Hello-Contacts", usageDescription: "Shows your friends in a list.")])
            #expect(sandbox.asked.first?.message == "\u{201C}Hello-Contacts\u{201D} Would Like to Access Your Contacts\nShows your friends in a list.\n")
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
            // Asked once: the second request answers from memory.
            #expect(try await store.requestAccess(for: .contacts))
            #expect(sandbox.asked.count == 1)
        }
        let saved = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: sandbox.answersURL))
        #expect(saved == ["org.tessera.HelloContacts": ["contacts": "authorized"]])
        // Written atomically: no temporary file is left beside it.
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.answersURL.deletingLastPathComponent().path)
        #expect(files == ["privacy.json"])
    }

    @Test func aRefusalIsRememberedPerApp() async throws {
        let sandbox = PrivacySandbox(answer: false)
        try await CNAuthorizationContext.$current.withValue(sandbox.context(app: "org.tessera.A")) { () async throws in
            await #expect(throws: CNError(.authorizationDenied)) { try await CNContactStore(source: .sample).requestAccess(for: .contacts) }
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
            await #expect(throws: CNError(.authorizationDenied)) { try await CNContactStore(source: .sample).requestAccess(for: .contacts) }
            #expect(sandbox.asked.count == 1)
        }
        // Another app on the same machine has not been asked.
        CNAuthorizationContext.$current.withValue(sandbox.context(app: "org.tessera.B")) {
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        }
    }

    @Test func withoutATerminalNothingIsRemembered() async throws {
        let sandbox = PrivacySandbox(answer: nil)
        try await CNAuthorizationContext.$current.withValue(sandbox.context()) { () async throws in
            await #expect(throws: CNError(.authorizationDenied)) { try await CNContactStore(source: .sample).requestAccess(for: .contacts) }
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.answersURL.path))
    }

    @Test(arguments: [("authorized", CNAuthorizationStatus.authorized), ("denied", .denied), ("restricted", .restricted), ("limited", .limited)])
    func theEnvironmentVariableDecidesWithoutAsking(value: String, status: CNAuthorizationStatus) async throws {
        let sandbox = PrivacySandbox(answer: true)
        try await CNAuthorizationContext.$current.withValue(sandbox.context(environment: value)) { () async throws in
            #expect(CNContactStore.authorizationStatus(for: .contacts) == status)
            let store = CNContactStore(source: .sample)
            if status == .authorized || status == .limited {
                #expect(try await store.requestAccess(for: .contacts))
                #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Kate"), keysToFetch: names).count == 1)
            } else {
                await #expect(throws: CNError(.authorizationDenied)) { try await store.requestAccess(for: .contacts) }
            }
        }
        #expect(sandbox.asked.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.answersURL.path))
    }

    @Test func theEnvironmentVariableOverridesARememberedAnswer() async throws {
        let sandbox = PrivacySandbox(answer: true)
        try await CNAuthorizationContext.$current.withValue(sandbox.context()) { () async throws in
            #expect(try await CNContactStore(source: .sample).requestAccess(for: .contacts))
        }
        CNAuthorizationContext.$current.withValue(sandbox.context(environment: "denied")) {
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
        }
        // An unknown value is ignored.
        CNAuthorizationContext.$current.withValue(sandbox.context(environment: "maybe")) {
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
        }
    }

    @Test func askingWithoutAUsageDescriptionStopsTheAppWithApplesMessage() async throws {
        let sandbox = PrivacySandbox(answer: true)
        let raised = Raised()
        try await CNFailureHook.$handler.withValue({ raised.append($0) }) {
            try await CNAuthorizationContext.$current.withValue(sandbox.context(usage: nil)) { () async throws in
                await #expect(throws: CNError(.authorizationDenied)) { try await CNContactStore(source: .sample).requestAccess(for: .contacts) }
            }
        }
        let message = "This app has crashed because it attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an NSContactsUsageDescription key with a string value explaining to the user how the app uses this data."
        #expect(raised.items.map(\.reason) == [message])
        #expect(raised.items.first?.description == message)
        #expect(sandbox.asked.isEmpty)
    }

    @Test func theCompletionHandlerRunsOnABackgroundQueue() async throws {
        let sandbox = PrivacySandbox(answer: true)
        let store = CNContactStore(source: .sample)
        let context = sandbox.context()
        let (granted, onMain): (Bool, Bool) = await withCheckedContinuation { continuation in
            // Asked from the main thread, as a view controller does (task-locals do not
            // cross DispatchQueue.main.async, so the context is installed there).
            DispatchQueue.main.async {
                CNAuthorizationContext.$current.withValue(context) {
                    store.requestAccess(for: .contacts) { granted, _ in
                        continuation.resume(returning: (granted, Thread.isMainThread))
                    }
                }
            }
        }
        #expect(granted)
        #expect(!onMain)
    }

    @Test func nothingIsReadBeforeAuthorization() async throws {
        let vdir = try TemporaryVDir()
        for answer in [nil, false] as [Bool?] {
            let sandbox = PrivacySandbox(answer: answer)
            try await CNAuthorizationContext.$current.withValue(sandbox.context()) { () async throws in
                let store = CNContactStore(directoryURL: vdir.root)
                _ = try? await store.requestAccess(for: .contacts)
                #expect(throws: CNError(.authorizationDenied)) {
                    try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "John"), keysToFetch: names)
                }
                #expect(throws: CNError(.authorizationDenied)) { try store.unifiedContact(withIdentifier: "rene", keysToFetch: names) }
                #expect(throws: CNError(.authorizationDenied)) {
                    try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: names)) { _, _ in }
                }
                #expect(throws: CNError(.authorizationDenied)) { try store.containers(matching: nil) }
                #expect(throws: CNError(.authorizationDenied)) { try store.execute(CNSaveRequest()) }
                #expect(store.defaultContainerIdentifier() == "")
            }
        }
    }

    @Test func theBooksFlowRequestsThenFetches() async throws {
        let sandbox = PrivacySandbox(answer: true)
        let names = try await CNAuthorizationContext.$current.withValue(sandbox.context()) { () async throws -> [String] in
            let store = CNContactStore(source: .sample)
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
            let didAuthorize = try await store.requestAccess(for: .contacts)
            #expect(didAuthorize)
            let keys = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFamilyNameKey as CNKeyDescriptor]
            let containerId = store.defaultContainerIdentifier()
            let contacts = try store.unifiedContacts(
                matching: CNContact.predicateForContactsInContainer(withIdentifier: containerId), keysToFetch: keys)
            return contacts.map { "\($0.givenName) \($0.familyName)" }
        }
        #expect(names == ["Kate Bell", "Daniel Higgins", "John Appleseed", "Anna Haro", "Hank Zakroff", "David Taylor"])
    }

    @Test func answersLiveInXDGConfigHome() {
        let home = URL(fileURLWithPath: "/example/ada", isDirectory: true)
        #expect(CNAuthorizationContext.answersURL(environment: ["XDG_CONFIG_HOME": "/cfg"], home: home).path == "/cfg/tessera/privacy.json")
        #expect(CNAuthorizationContext.answersURL(environment: [:], home: home).path == "/example/ada/.config/tessera/privacy.json")
        #expect(CNAuthorizationContext.answersURL(environment: ["XDG_CONFIG_HOME": "rel"], home: home).path
            == "/example/ada/.config/tessera/privacy.json")
    }
}

/// Failures collected from any thread.
final class Raised: @unchecked Sendable {
    private let lock = NSLock()
    private var _items: [CNFailure] = []
    var items: [CNFailure] {
        lock.lock()
        defer { lock.unlock() }
        return _items
    }
    func append(_ failure: CNFailure) {
        lock.lock()
        _items.append(failure)
        lock.unlock()
    }
}
