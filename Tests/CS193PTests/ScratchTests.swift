import Foundation
import Testing
import Tessera
@testable import CS193PKit

@Suite(.contactsAuthorized, .serialized) @MainActor struct ScratchTests {
    @Test func look() {
        var demo = LaunchedDemo(columns: 80, rows: 24)
        print(demo.host.text)
        demo.press("3", "sin")
        print(demo.host.text)
        demo.press("M", "sin", "graph")
        demo.host.settle()
        print(demo.host.text)
        demo.resize(columns: 120, rows: 24)
        print(demo.host.text)
        demo.resize(columns: 80, rows: 16)
        print(demo.host.text)
        for i in 1...3 { demo.tabs.selectedIndex = i; _ = demo.host.settle(); print(demo.host.text) }
    }
}
