import Foundation

/// A runtime issue SwiftUI reports in the console and carries on after (a `ForEach` with
/// duplicate identifiers, say), with SwiftUI's message text.
///
/// By default the message is printed to standard error; a test binds ``handler`` to observe it.
public enum _RuntimeIssue {
    /// Receives every issue reported in the current task; `nil` means print it.
    @TaskLocal public static var handler: (@Sendable (String) -> Void)?

    static func report(_ message: String) {
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
