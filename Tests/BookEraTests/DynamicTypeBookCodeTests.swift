// Dynamic Type as the CS193P notes write it for a playing card's corner: a font scaled by
// UIFontMetrics for the body style, centred by a paragraph style in an attributed string, and
// a bold variant from the preferred font's descriptor. Compiled in Swift 5 mode.
import XCTest
import Tessera

final class CardCornerLabel: UILabel {
    func showRank(_ rank: String, fontSize: CGFloat) {
        var font = UIFont.preferredFont(forTextStyle: .body).withSize(fontSize)
        font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.alignment = .center
        attributedText = NSAttributedString(string: rank, attributes: [.paragraphStyle: paragraphStyle, .font: font])
    }

    func emphasise() {
        guard let bold = font.fontDescriptor.withSymbolicTraits(.traitBold) else { return }
        font = UIFont(descriptor: bold, size: 0)
    }
}

final class DynamicTypeBookCodeTests: XCTestCase {
    func testAScaledCentredCornerShowsItsRank() {
        let label = CardCornerLabel(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        label.showRank("A♠", fontSize: 24)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        let host = HeadlessHost(window: window, columns: 10, rows: 1)
        let root = UIViewController()
        root.view.addSubview(label)
        window.rootViewController = root
        window.makeKeyAndVisible()
        XCTAssertEqual(host.text, "    A♠")
        label.emphasise()
        XCTAssertTrue(label.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(label.font.pointSize, 24)
    }
}
