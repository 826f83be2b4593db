import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands TesseraUI's macros.
@main
struct TesseraUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
