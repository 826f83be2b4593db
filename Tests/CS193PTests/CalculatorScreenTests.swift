import Foundation
import Testing
import Tessera
import TesseraTestSupport
@testable import CS193PKit

/// The Calculator tab as text, at the sizes whose size classes differ: compact (80 × 24), the
/// keypad beside the display when the height is compact too (80 × 16), and the split view
/// expanded beside the graph in a regular width (120 × 24).
@Suite("Calculator screens", .contactsAuthorized, .serialized)
@MainActor
struct CalculatorScreenTests {
    @Test func theCalculatorAtTheThreeSizes() {
        var demo = LaunchedDemo(columns: 80, rows: 24)
        demo.press("7", "+", "9", "=", "√")
        expectScreen(demo.host.text, #"""
                                           Calculator
        ────────────────────────────────────────────────────────────────────────────────

                                                                             √(7 + 9) =
                                                                                      4

                  C                 undo                 →M                  M

                 sin                 cos                 √                  x²


                  7                   8                  9                   ÷

                  4                   5                  6                   ×

                  1                   2                  3                   −


                  0                   .                  =                   +

                  π                   e                  ±                 graph

        ────────────────────────────────────────────────────────────────────────────────
             Calculator           Contacts            Settings             Photo
        """#)

        demo.resize(columns: 80, rows: 16)
        expectScreen(demo.host.text, #"""
                                           Calculator
        ────────────────────────────────────────────────────────────────────────────────

                                       C     undo    →M      7      8      9       ÷


                                       M     sin     cos     4      5      6       ×


                                       √      x²      π      1      2      3       −


                         √(7 + 9) =    e      ±     graph    0      .      =       +
                                  4
        ────────────────────────────────────────────────────────────────────────────────
             Calculator           Contacts            Settings             Photo
        """#)

        demo.resize(columns: 120, rows: 24)
        demo.press("C", "M", "x²", "graph")
        demo.host.settle()
        expectScreen(demo.host.text, #"""
                       Calculator               │                                    y = (M)²
        ────────────────────────────────────────│───────────────────────────────────────────────────────────────────────────────
                                                │                           🬉🬏          ▌          🬝🬄
                                         (M)² = │                            🬔🬏         ▌ 2       🬝🬔
                                              0 │                            🬁🬘         ▌         🬘🬀
                                                │                             🬁🬓        ▌        🬕🬀
             C       undo       →M        M     │                              🬉🬓       ▌       🬕🬄
                                                │                               🬉🬓      ▌ 1    🬕🬄
            sin       cos       √        x²     │                                🬁🬙🬏    ▌    🬝🬖🬀
                                                │                                 🬁🬈🬏   ▌   🬝🬅🬀
                                                │                                   🬁🬌🬊🬎▌🬎🬆🬍🬀
             7         8        9         ÷     │🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬓🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂🬂
                                                │       -4      -3      -2      -1      ▌       1       2       3       4
             4         5        6         ×     │                                       ▌
                                                │                                       ▌
             1         2        3         −     │                                       ▌ -1
                                                │                                       ▌
                                                │                                       ▌
             0         .        =         +     │                                       ▌
                                                │                                       ▌ -2
             π         e        ±       graph   │                                       ▌
                                                │                                       ▌
        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
                  Calculator                     Contacts                      Settings                       Photo
        """#)
    }
}
