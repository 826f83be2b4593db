import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview` into a record in the `tessera_previews` section of the object file.
///
///     #Preview("Row") { RowView(name: "Chris") }
///
/// becomes a private global, placed by `@section` and kept by `@used`, whose value is a
/// constant: a magic number and a C function that, when TesseraUI's registry calls it,
/// describes the preview (its file, line and a closure making `Preview("Row") { … }`):
///
///     @section("tessera_previews") @used
///     private let $unique: TesseraUI._PreviewRecord = (0x5445_5353_5052_5657, {
///         TesseraUI.Preview._register(fileID: "App/RowView.swift", line: 12, into: $0) {
///             TesseraUI.Preview("Row") { RowView(name: "Chris") }
///         }
///     })
///
/// A file-scope freestanding macro may only introduce unique names, so nothing can call the
/// preview by name; the linker gathers every record into one section instead, and TesseraUI
/// walks it at run time (see `_PreviewRegistry`).
public struct PreviewMacro: DeclarationMacro {
    /// The magic number that starts every record ("TESSPRVW" in ASCII).
    static let magic = "0x5445_5353_5052_5657"

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewMacroMessage.notAtFileScope)])
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewMacroMessage.noLocation)])
        }
        let preview = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("TesseraUI.Preview"),
            leftParen: .leftParenToken(),
            arguments: node.arguments,
            rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        let name = context.makeUniqueName("Preview")
        return [
            """
            @section("tessera_previews") @used
            private let \(name): TesseraUI._PreviewRecord = (\(raw: magic), {
                TesseraUI.Preview._register(fileID: \(location.file), line: \(location.line), into: $0) {
                    \(preview)
                }
            })
            """
        ]
    }
}

/// Why a `#Preview` cannot be expanded.
enum PreviewMacroMessage: String, DiagnosticMessage {
    case notAtFileScope
    case noLocation

    var message: String {
        switch self {
        case .notAtFileScope: "#Preview must be declared at file scope, outside any type or function"
        case .noLocation: "#Preview could not find its own source location"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "TesseraUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
