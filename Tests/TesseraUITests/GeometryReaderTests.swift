import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test func theContentSeesTheSpaceTheReaderTakes() {
        let stage = Stage(
            VStack(spacing: 0) {
                Text("Top")
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY))")
                }
            }, columns: 14, rows: 3)
        // The reader takes what the stack leaves (154 × 44, below the first row) and aligns
        // its content at its top-leading corner.
        expectScreen(stage.text, "      Top\n154×44 at 22\n")
    }

    @Test func aNewSizeRebuildsTheContent() {
        let stage = Stage(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }, columns: 4, rows: 1)
        expectScreen(stage.text, "44")
        stage.host.window.frame = CGRect(x: 0, y: 0, width: 33, height: 22)
        stage.controller.view.frame = CGRect(x: 0, y: 0, width: 33, height: 22)
        expectScreen(stage.text, "33")
    }
}
