import Foundation

/// An exception UIKit would raise: `NSInternalInconsistencyException`, `NSInvalidArgumentException`,
/// `NSRangeException`, or a Main Thread Checker report, with UIKit's own message text.
///
/// UIKit terminates the app on these. Tessera routes every one through ``handler``: by default
/// it prints UIKit's console message and traps; a test binds its own handler to observe the
/// failure without killing the process, and the failing call then returns without acting:
///
///     var raised: [UIKitException] = []
///     UIKitException.$handler.withValue({ raised.append($0) }) {
///         tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
///     }
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception name, such as `NSInternalInconsistencyException`.
    public let name: String
    /// UIKit's reason text.
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public static func internalInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException", reason: reason)
    }

    public static func invalidArgument(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: reason)
    }

    public static func range(_ reason: String) -> UIKitException {
        UIKitException(name: "NSRangeException", reason: reason)
    }

    /// The message UIKit prints before terminating.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// Receives every exception raised in the current task; `nil` means print and trap.
    @preconcurrency @TaskLocal public static var handler: (@Sendable (UIKitException) -> Void)?

    /// Raises the exception: calls the bound handler, or prints UIKit's message and traps.
    ///
    /// Callers must leave their state consistent and return when the handler returns.
    func raise() {
        if let handler = Self.handler {
            handler(self)
        } else {
            FileHandle.standardError.write(Data((description + "\n").utf8))
            fatalError(description)
        }
    }
}
