import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UILabel")
struct UILabelTests {
    @Test func intrinsicSizeIsTheTextInCells() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Kate Bell"
        #expect(label.intrinsicContentSize == CGSize(width: 99, height: 22))
        label.text = "日本"
        #expect(label.intrinsicContentSize.width == 44)
        label.numberOfLines = 0
        label.text = "Anna Haro lives in Sausalito"
        label.preferredMaxLayoutWidth = 110
        // "Anna Haro" / "lives in" / "Sausalito": the widest line is 9 columns.
        #expect(label.intrinsicContentSize == CGSize(width: 99, height: 66))
        // 200 points hold 18 columns: "Anna Haro lives in" / "Sausalito".
        #expect(label.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 198, height: 44))
    }

    @Test func drawsCentredVerticallyAndAligned() {
        let window = UIWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 110, height: 66))
        label.text = "Hello"
        window.addSubview(label)
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 10, rows: 3)
        expectScreen(host.text, "\nHello\n")
        label.textAlignment = .right
        #expect(host.render().text(ofRow: 1) == "     Hello")
        label.textAlignment = .center
        #expect(host.render().text(ofRow: 1) == "  Hello")
    }

    @Test func wrapsAndTruncatesToItsBounds() {
        let window = UIWindow()
        let label = UILabel(frame: CGRect(x: 11, y: 0, width: 99, height: 44))
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps"
        window.addSubview(label)
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 10, rows: 2)
        // Two rows fit: the second line is truncated at the tail.
        expectScreen(host.text, " The quick\n brown fo…")
        label.font = .boldSystemFont(ofSize: 17)
        #expect(host.render()[1, 0].attributes.contains(.bold))
    }
}
