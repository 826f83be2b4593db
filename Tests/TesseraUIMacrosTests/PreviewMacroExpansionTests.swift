import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TesseraUIMacros

/// What `#Preview` expands into: a record in the `tessera_previews` section that forwards the
/// macro's arguments to `Preview`'s initialiser, with the file and line it was written at.
@Suite("#Preview expansion")
struct PreviewMacroExpansionTests {
    private let macros = ["Preview": MacroSpec(type: PreviewMacro.self)]

    private func expect(
        _ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
            testModuleName: "App", testFileName: "ContentView.swift",
            failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func aNamedPreviewBecomesASectionRecord() {
        expect(
            """
            #Preview("Row") {
                RowView(name: "Chris")
            }
            """,
            expandsTo: """
                @section("tessera_previews") @used
                private let __macro_local_7PreviewfMu_: TesseraUI._PreviewRecord = (0x5445_5353_5052_5657, {
                    TesseraUI.Preview._register(fileID: "App/ContentView.swift", line: 1, into: $0) {
                        TesseraUI.Preview("Row") {
                            RowView(name: "Chris")
                        }
                    }
                    })
                """)
    }

    @Test func traitsAndTheUnnamedFormAreForwarded() {
        expect(
            """
            let x = 1

            #Preview(traits: .sizeThatFitsLayout, .portrait) { Text("Hi") }
            """,
            expandsTo: """
                let x = 1

                @section("tessera_previews") @used
                private let __macro_local_7PreviewfMu_: TesseraUI._PreviewRecord = (0x5445_5353_5052_5657, {
                    TesseraUI.Preview._register(fileID: "App/ContentView.swift", line: 3, into: $0) {
                        TesseraUI.Preview(traits: .sizeThatFitsLayout, .portrait) {
                                Text("Hi")
                            }
                    }
                    })
                """)
    }

    @Test func aPreviewInsideATypeIsAnError() {
        expect(
            """
            struct Holder {
                #Preview { Text("Hi") }
            }
            """,
            expandsTo: """
                struct Holder {
                    #Preview { Text("Hi") }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "#Preview must be declared at file scope, outside any type or function", line: 2, column: 5)
            ])
    }
}
