import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// UIView transitions: the model changes at once, the screen turns the old picture into the
/// new appearance frame by frame; and snapshots, which keep showing what a view showed.
@MainActor
@Suite("UIView transitions")
struct UIViewTransitionTests {
    private let red = CellColor(red: 255, green: 0, blue: 0)
    private let blue = CellColor(red: 0, green: 0, blue: 255)
    private let black = CellColor(red: 0, green: 0, blue: 0)

    /// A 20 × 6 window on black with a red card of `columns × rows` cells at the origin, whose
    /// top row is a label reading `text`.
    private func makeScene(columns: Int = 10, rows: Int = 2, text: String = "FRONT") -> (HeadlessHost, UIView, UILabel) {
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .black
        let host = HeadlessHost(window: window, columns: 20, rows: 6)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 11 * CGFloat(columns), height: 22 * CGFloat(rows)))
        card.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 11 * CGFloat(columns), height: 22))
        label.text = text
        card.addSubview(label)
        window.addSubview(card)
        _ = host.render()
        return (host, card, label)
    }

    private func row(_ host: HeadlessHost, _ row: Int) -> String {
        host.render().text(ofRow: row)
    }

    // MARK: Snapshots

    @Test func aSnapshotKeepsShowingWhatTheViewShowedAfterItChanges() {
        let (host, card, label) = makeScene()
        let snapshot = card.snapshotView(afterScreenUpdates: false)!
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 110, height: 44))
        snapshot.frame.origin = CGPoint(x: 110, y: 44)
        host.window.addSubview(snapshot)
        label.text = "BACK"
        card.backgroundColor = .blue
        let canvas = host.render()
        #expect(canvas.text(ofRow: 0) == "BACK")
        #expect(canvas.text(ofRow: 2) == "          FRONT")
        #expect(canvas[19, 3].background == red)
        #expect(canvas[0, 1].background == blue)
        card.removeFromSuperview()
        #expect(row(host, 2) == "          FRONT")
    }

    @Test func aSnapshotOfAViewInNoWindowShowsNothing() {
        let (host, _, _) = makeScene()
        let loose = UILabel(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        loose.text = "LOOSE"
        let snapshot = loose.snapshotView(afterScreenUpdates: true)!
        snapshot.frame.origin.y = 110
        host.window.addSubview(snapshot)
        #expect(row(host, 5) == "")
    }

    @Test func aResizableSnapshotStretchesOnlyBetweenItsCaps() {
        let (host, card, label) = makeScene()
        label.text = "<->"
        card.backgroundColor = nil
        let snapshot = card.resizableSnapshotView(
            from: CGRect(x: 0, y: 0, width: 33, height: 22), afterScreenUpdates: true,
            withCapInsets: UIEdgeInsets(top: 0, left: 11, bottom: 0, right: 11))!
        #expect(snapshot.bounds.size == CGSize(width: 33, height: 22))
        snapshot.frame = CGRect(x: 0, y: 66, width: 77, height: 22)
        host.window.addSubview(snapshot)
        #expect(row(host, 3) == "<----->")
    }

    @Test func drawHierarchyDrawsTheViewIntoTheCurrentContext() {
        final class Mirror: UIView {
            var source: UIView?
            var drew: Bool?
            override func draw(_ rect: CGRect) {
                drew = source?.drawHierarchy(in: bounds, afterScreenUpdates: false)
            }
        }
        let (host, card, _) = makeScene()
        let mirror = Mirror(frame: CGRect(x: 110, y: 88, width: 110, height: 44))
        mirror.source = card
        host.window.addSubview(mirror)
        let canvas = host.render()
        #expect(mirror.drew == true)
        #expect(canvas.text(ofRow: 4) == "          FRONT")
        #expect(canvas[15, 5].background == red)
        #expect(card.drawHierarchy(in: card.bounds, afterScreenUpdates: false) == false)  // no current context
    }

    @Test func aStretchedSnapshotKeepsWideCharactersWhole() {
        let (host, card, _) = makeScene(text: "漢字かな")
        card.backgroundColor = nil
        let snapshot = card.snapshotView(afterScreenUpdates: false)!
        snapshot.frame = CGRect(x: 0, y: 66, width: 220, height: 44)
        host.window.addSubview(snapshot)
        // Each cell doubles; a wide character stays where its two halves land side by side.
        let canvas = host.render()
        #expect(canvas.text(ofRow: 3) == " 漢  字  か  な")
        #expect(canvas[2, 3].glyph.isContinuation)
        #expect(!canvas[3, 3].glyph.isContinuation)
    }
}
