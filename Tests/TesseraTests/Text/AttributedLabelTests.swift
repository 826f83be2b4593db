import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// UILabel's attributed text: drawn run by run, styling the label's properties as UIKit does.
@MainActor @Suite struct AttributedLabelTests {
    private func show(_ label: UILabel, columns: Int, rows: Int = 1) -> HeadlessHost {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: columns, rows: rows)
        window.addSubview(label)
        return host
    }

    private static let red = CellColor(red: 255, green: 0, blue: 0)
    private static let yellow = CellColor(red: 255, green: 255, blue: 0)

    @Test func eachRunDrawsInItsOwnStyle() {
        let text = NSMutableAttributedString(string: "Due ", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "today", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .backgroundColor: UIColor.yellow]))
        text.append(NSAttributedString(string: " old", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 14 * 11, height: 22))
        label.attributedText = text
        let canvas = show(label, columns: 14).render()
        expectScreen(canvas.text, "Due today old")
        #expect(canvas[0, 0].foreground == Self.red)
        #expect(canvas[0, 0].attributes == [])
        #expect(canvas[4, 0].attributes == .bold)
        #expect(canvas[4, 0].background == Self.yellow)
        #expect(canvas[3, 0].background != Self.yellow, "the space before the run keeps the label's background")
        #expect(canvas[10, 0].attributes == .strikethrough)
        #expect(canvas[10, 0].foreground == canvas[4, 0].foreground, "runs without a colour use the label's text colour")
    }

    @Test func settingTheTextAdoptsTheFirstCharactersStyleAndSettingAPropertyRestylesTheWhole() {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10 * 11, height: 22))
        label.attributedText = NSAttributedString(
            string: "A♠", attributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red, .paragraphStyle: centred])
        #expect(label.font.pointSize == 24)
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .center)
        let host = show(label, columns: 10)
        expectScreen(host.text, "    A♠")
        label.textColor = .yellow
        #expect(host.render()[4, 0].foreground == Self.yellow)
        var range = NSRange()
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: &range) as? UIColor == .yellow)
        #expect(range.length == label.attributedText?.length)
        label.textAlignment = .right
        expectScreen(host.text, "        A♠")
        // Plain text replaces the attributed text and its styles.
        label.text = "plain"
        #expect(host.render()[8, 0].attributes == [])
    }

    @Test func wrappedAndTruncatedLinesKeepTheirCharactersStyles() {
        let text = NSMutableAttributedString(string: "one two ", attributes: [:])
        text.append(NSAttributedString(string: "three four", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8 * 11, height: 44))
        label.numberOfLines = 2
        label.attributedText = text
        let canvas = show(label, columns: 8, rows: 2).render()
        expectScreen(canvas.text, "one two\nthree f…")
        #expect(canvas[0, 0].attributes == [])
        #expect(canvas[0, 1].attributes == .bold)
        #expect(canvas[7, 1].attributes == .bold, "the ellipsis takes the style before it")
    }
}
