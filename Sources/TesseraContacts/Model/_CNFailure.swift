/// A failure that Apple's Contacts raises as an Objective-C exception, such as reading a
/// property that was not fetched.
///
/// Every such failure goes through ``CNFailureHook``: by default it stops the process
/// with Apple's exception name and reason; tests install a handler to observe it.
@_spi(Testing) public struct CNFailure: Sendable, Hashable, CustomStringConvertible {
    /// The Objective-C exception name, for example `CNPropertyNotFetchedException`.
    public var name: String
    /// The exception reason, Apple's text.
    public var reason: String

    /// The failure as Apple's runtime reports an uncaught exception.
    ///
    /// A privacy violation (a missing usage description) is not an exception on iOS: the
    /// system kills the app and logs the reason alone, so that is what is printed.
    public var description: String {
        if name == _usageDescriptionFailureName { return reason }
        return "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }
}

/// The one replaceable failure hook of TesseraContacts.
///
/// The handler is task-local, so tests running in parallel each see their own:
///
///     var seen: [CNFailure] = []
///     CNFailureHook.$handler.withValue({ seen.append($0) }) { _ = contact.note }
///
/// When a handler returns, the failing call goes on with an empty value (`""`, `[]`,
/// `nil`) instead of stopping.
@_spi(Testing) public enum CNFailureHook {
    /// The handler of the current task; `nil` stops the process (the default).
    @TaskLocal public static var handler: (@Sendable (CNFailure) -> Void)?
}

/// Raises `failure` through ``CNFailureHook``.
func _cnRaise(_ name: String, _ reason: String) {
    let failure = CNFailure(name: name, reason: reason)
    guard let handler = CNFailureHook.handler else { fatalError(failure.description) }
    handler(failure)
}

let _propertyNotFetchedReason = "A property was not requested when contact was fetched."
