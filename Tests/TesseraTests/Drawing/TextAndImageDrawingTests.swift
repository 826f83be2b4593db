import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// Attributed strings and images drawn into views and bitmaps.
@MainActor @Suite struct TextAndImageDrawingTests {
    private static func card() -> NSAttributedString {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let text = NSMutableAttributedString(
            string: "A♠\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "ace", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: centred]))
        return text
    }

    @Test func attributedTextDrawsAsStyledCellsInAView() {
        final class Card: UIView {
            override func draw(_ rect: CGRect) {
                TextAndImageDrawingTests.card().draw(in: bounds)
            }
        }
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 7, rows: 2)
        window.addSubview(Card(frame: CGRect(x: 0, y: 0, width: 77, height: 44)))
        let canvas = host.render()
        expectScreen(canvas.text, "A♠\n  ace")
        #expect(canvas[0, 0].attributes == .bold)
        #expect(canvas[0, 0].foreground == CellColor(red: 255, green: 0, blue: 0))
        #expect(canvas[2, 1].attributes == .underline)
        #expect(Self.card().size() == CGSize(width: 33, height: 44))
        #expect(Self.card().boundingRect(with: CGSize(width: 22, height: 100), context: nil) == CGRect(x: 0, y: 0, width: 22, height: 44))
    }

    @Test func attributedTextAndImagesDrawIntoBitmaps() {
        let dot = drawing(size: 8) { _ in
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 44)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 44, height: 44))
            Self.card().draw(at: .zero)
            dot.draw(in: CGRect(x: 30, y: 0, width: 14, height: 14))
            dot.draw(at: CGPoint(x: 0, y: 36), blendMode: .normal, alpha: 0.5)
            dot.drawAsPattern(in: CGRect(x: 28, y: 28, width: 16, height: 16))
        }
        expectBitmap(image, named: "text-and-images", tolerance: 8)
    }
}
