import Foundation

/// The authorization decision: the status of an app, and the first request's prompt.
enum _CNAuthorization {
    /// Serialises requests, so that two requests at once ask the person once.
    static let queue = DispatchQueue(label: "TesseraContacts.authorization")

    /// The status: the environment variable first, then the remembered answer.
    static func status(_ context: CNAuthorizationContext) -> CNAuthorizationStatus {
        if let decision = context.environmentDecision, let status = CNAuthorizationStatus(_name: decision) {
            return status
        }
        let answers = _CNPrivacyAnswers.read(from: context.answersURL)
        if let name = answers[context.appIdentifier]?["contacts"], let status = CNAuthorizationStatus(_name: name) {
            return status
        }
        return .notDetermined
    }

    /// Throws ``CNError`` `.authorizationDenied` unless the app may read contacts.
    static func requireAccess(_ context: CNAuthorizationContext = .resolved) throws {
        let status = status(context)
        guard status._allowsAccess else {
            throw CNError(.authorizationDenied, userInfo: [NSLocalizedDescriptionKey: "Access Denied"])
        }
    }

    /// The answer to a request: asks the person when the status is not determined and
    /// remembers the answer. Runs on ``queue``.
    static func request(_ context: CNAuthorizationContext) -> (granted: Bool, error: (any Error)?) {
        let denied = CNError(.authorizationDenied, userInfo: [NSLocalizedDescriptionKey: "Access Denied"])
        switch status(context) {
        case .authorized, .limited: return (true, nil)
        case .denied, .restricted: return (false, denied)
        case .notDetermined: break
        }
        guard let usage = context.usageDescription else {
            // iOS kills the app here (TCC); Tessera stops it through the failure hook.
            _cnRaise(_usageDescriptionFailureName, _usageDescriptionReason)
            return (false, denied)
        }
        guard let answer = context.prompt(CNAuthorizationPrompt(appName: context.appName, usageDescription: usage)) else {
            return (false, denied)
        }
        var answers = _CNPrivacyAnswers.read(from: context.answersURL)
        answers[context.appIdentifier, default: [:]]["contacts"] = (answer ? CNAuthorizationStatus.authorized : .denied)._name
        // A failed write loses only the memory of the answer; the answer still holds now.
        try? _CNPrivacyAnswers.write(answers, to: context.answersURL)
        return answer ? (true, nil) : (false, denied)
    }
}

/// The name of the failure raised when the app lacks `NSContactsUsageDescription`, as
/// iOS's crash reports name it.
let _usageDescriptionFailureName = "__TCC_CRASHING_DUE_TO_PRIVACY_VIOLATION__"

/// Apple's message for a missing `NSContactsUsageDescription`.
let _usageDescriptionReason =
    "This app has crashed because it attempted to access privacy-sensitive data without a usage description. "
    + "The app's Info.plist must contain an NSContactsUsageDescription key with a string value explaining "
    + "to the user how the app uses this data."
