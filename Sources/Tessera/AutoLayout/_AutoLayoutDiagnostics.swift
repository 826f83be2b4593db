import Foundation

/// Where Auto Layout's console messages go: UIKit only logs them, and so does Tessera.
///
/// Tests bind ``handler`` to capture the "Unable to simultaneously satisfy constraints." report:
///
///     let reports = Recorder<String>()
///     _AutoLayoutDiagnostics.$handler.withValue({ reports.append($0) }) { view.layoutIfNeeded() }
enum _AutoLayoutDiagnostics {
    /// Receives each message in the current task; `nil` writes it to standard error.
    @TaskLocal static var handler: (@Sendable (String) -> Void)?

    static func report(_ message: String) {
        if let handler { handler(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
