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

    /// Turns the card over: blue, with `text`.
    private func turnOver(_ card: UIView, _ label: UILabel, to text: String) {
        card.backgroundColor = .blue
        label.text = text
    }

    private func row(_ host: HeadlessHost, _ row: Int) -> String {
        host.render().text(ofRow: row)
    }

    // MARK: Kinds

    @Test func aCrossDissolveMixesTheOldPictureIntoTheNewOne() {
        let (host, card, label) = makeScene()
        var completions: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            self.turnOver(card, label, to: "BACK")
        }) { completions.append($0) }
        // The model is the new one at once; the screen still shows the old picture.
        #expect(card.backgroundColor == .blue)
        #expect(label.text == "BACK")
        #expect(host.render()[9, 1].background == red)
        #expect(row(host, 0) == "FRONT")
        host.advance(by: 0.25)
        #expect(host.render()[9, 1].background == CellColor(red: 191, green: 0, blue: 64))
        #expect(row(host, 0) == "FRONT")
        host.advance(by: 0.25)
        #expect(host.render()[9, 1].background == CellColor(red: 128, green: 0, blue: 128))
        #expect(row(host, 0) == "BACK")  // glyphs switch halfway
        host.advance(by: 0.25)
        #expect(host.render()[9, 1].background == CellColor(red: 64, green: 0, blue: 191))
        #expect(completions.isEmpty)
        host.advance(by: 0.25)
        #expect(completions == [true])
        #expect(host.render()[9, 1].background == blue)
        #expect(host.render()[10, 1].background == black)  // nothing outside the card changed
    }

    @Test func aFlipNarrowsTheOldPictureToItsCentreLineThenWidensTheNewOne() {
        let (host, card, label) = makeScene(text: "ABCDEFGHIJ")
        var completions: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            self.turnOver(card, label, to: "0123456789")
        }) { completions.append($0) }
        #expect(row(host, 0) == "ABCDEFGHIJ")
        host.advance(by: 0.25)
        // Half as wide, about the centre, keeping both edges; the window shows on either side.
        let quarter = host.render()
        #expect(quarter.text(ofRow: 0) == "  ACFHJ")
        #expect((0..<10).map { quarter[$0, 1].background } == [black, black] + Array(repeating: red, count: 5) + [black, black, black])
        host.advance(by: 0.25)
        // Edge-on: only what is behind the card shows.
        let half = host.render()
        #expect(half.text(ofRow: 0) == "")
        #expect((0..<10).allSatisfy { half[$0, 1].background == black })
        host.advance(by: 0.25)
        let threeQuarters = host.render()
        #expect(threeQuarters.text(ofRow: 0) == "  02579")
        #expect((0..<10).map { threeQuarters[$0, 1].background } == [black, black] + Array(repeating: blue, count: 5) + [black, black, black])
        #expect(completions.isEmpty)
        host.advance(by: 0.25)
        #expect(completions == [true])
        #expect(row(host, 0) == "0123456789")
        #expect((0..<10).allSatisfy { host.render()[$0, 1].background == blue })
    }

    @Test func aFlipFromTopNarrowsTheRows() {
        let (host, card, label) = makeScene(rows: 4)
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: {
            self.turnOver(card, label, to: "BACK")
        })
        host.advance(by: 0.25)
        let quarter = host.render()
        #expect((0..<4).map { quarter[0, $0].background } == [black, red, red, black])
        host.advance(by: 0.5)
        let threeQuarters = host.render()
        #expect((0..<4).map { threeQuarters[0, $0].background } == [black, blue, blue, black])
    }

    @Test func aCurlUpRevealsTheNewPictureFromTheBottomRows() {
        let (host, card, label) = makeScene(rows: 4)
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {
            self.turnOver(card, label, to: "BACK")
        })
        func rows() -> [CellColor] {
            let canvas = host.render()
            return (0..<4).map { canvas[5, $0].background }
        }
        #expect(rows() == [red, red, red, red])
        host.advance(by: 0.25)
        #expect(rows() == [red, red, red, blue])
        #expect(row(host, 0) == "FRONT")
        host.advance(by: 0.25)
        #expect(rows() == [red, red, blue, blue])
        host.advance(by: 0.25)
        #expect(rows() == [red, blue, blue, blue])
        host.advance(by: 0.25)
        #expect(rows() == [blue, blue, blue, blue])
        #expect(row(host, 0) == "BACK")
    }

    @Test func aCurlDownRevealsTheNewPictureFromTheTopRows() {
        let (host, card, label) = makeScene(rows: 4)
        UIView.transition(with: card, duration: 1, options: [.transitionCurlDown, .curveLinear], animations: {
            self.turnOver(card, label, to: "BACK")
        })
        host.advance(by: 0.25)
        let canvas = host.render()
        #expect((0..<4).map { canvas[5, $0].background } == [blue, red, red, red])
        #expect(canvas.text(ofRow: 0) == "BACK")
    }

    @Test func withoutATransitionKindTheBlockIsAPlainAnimationBlock() async {
        let (host, card, label) = makeScene()
        var completions: [String] = []
        UIView.transition(with: card, duration: 0.5, options: [], animations: {
            self.turnOver(card, label, to: "BACK")
        }) { completions.append("plain \($0)") }
        #expect(host.render()[0, 1].background == blue)
        #expect(row(host, 0) == "BACK")
        #expect(card.layer.animationKeys() == nil)
        #expect(completions.isEmpty)
        await Task.yield()
        #expect(completions == ["plain true"])  // nothing animated: on the next turn, finished
        UIView.transition(with: card, duration: 0.5, options: [.allowAnimatedContent, .curveLinear], animations: {
            card.alpha = 0
        }) { completions.append("animated \($0)") }
        #expect(card.layer.animationKeys() == ["opacity"])
        host.advance(by: 0.25)
        #expect(abs(card.layer.presentation()!.opacity - 0.5) < 0.001)
        host.advance(by: 0.25)
        #expect(completions == ["plain true", "animated true"])
    }

    @Test func theDefaultCurveEasesInAndOut() {
        let (host, card, label) = makeScene()
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: {
            self.turnOver(card, label, to: "BACK")
        })
        host.advance(by: 0.1)
        #expect(host.render()[9, 1].background.red > 240)  // slower than linear at the start
        host.advance(by: 0.4)
        #expect(host.render()[9, 1].background == CellColor(red: 128, green: 0, blue: 128))  // symmetric
    }

    @Test func reducedMotionTurnsFlipsAndCurlsIntoACrossDissolve() {
        typealias Kind = _ViewTransition.Kind
        let moving: [UIView.AnimationOptions] = [
            .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom,
            .transitionCurlUp, .transitionCurlDown,
        ]
        #expect(moving.map { Kind($0, reduceMotion: false) } == [
            .flip(.horizontal), .flip(.horizontal), .flip(.vertical), .flip(.vertical), .curl(.bottom), .curl(.top),
        ])
        #expect(moving.allSatisfy { Kind($0, reduceMotion: true) == .crossDissolve })
        #expect(Kind(.transitionCrossDissolve, reduceMotion: true) == .crossDissolve)
        #expect(Kind([.curveLinear], reduceMotion: true) == nil)
    }

    // MARK: Options and completion

    @Test func propertyChangesInTheBlockApplyAtOnceUnlessAnimatedContentIsAllowed() {
        let (host, card, _) = makeScene()
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: { card.alpha = 0.5 })
        #expect(card.layer.presentation()!.opacity == 0.5)
        #expect(card.layer.animationKeys() == ["transition"])
        host.settle()

        var completions: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear], animations: {
            card.alpha = 1
        }) { completions.append($0) }
        #expect(card.alpha == 1)
        #expect(card.layer.presentation()!.opacity == 0.5)
        host.advance(by: 0.5)
        #expect(abs(card.layer.presentation()!.opacity - 0.75) < 0.001)
        host.advance(by: 0.5)
        #expect(completions == [true])
        #expect(card.layer.presentation()!.opacity == 1)
        #expect(card.layer.animationKeys() == nil)
    }

    @Test func completionsComeWhenEachTransitionEndsWithTheNewAppearanceAlone() {
        let (host, card, label) = makeScene()
        let other = UIView(frame: CGRect(x: 0, y: 88, width: 55, height: 22))
        other.backgroundColor = .red
        host.window.addSubview(other)
        var log: [String] = []
        UIView.transition(with: card, duration: 1, options: .transitionFlipFromRight, animations: {
            self.turnOver(card, label, to: "BACK")
        }) { finished in
            log.append("card \(finished)")
            #expect(host.render()[0, 1].background == self.blue)
        }
        UIView.transition(with: other, duration: 0.5, options: .transitionCurlUp, animations: { other.backgroundColor = .blue }) {
            log.append("other \($0)")
        }
        host.advance(by: 0.49)
        #expect(log.isEmpty)
        host.advance(by: 0.02)
        #expect(log == ["other true"])
        host.advance(by: 0.48)
        #expect(log == ["other true"])
        host.advance(by: 0.02)
        #expect(log == ["other true", "card true"])
        #expect(!host.window.animationClock.isAnimating)
    }

    @Test func aSecondTransitionOnTheSameViewEndsTheFirstUnfinished() {
        let (host, card, label) = makeScene()
        var log: [String] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            self.turnOver(card, label, to: "BACK")
        }) { log.append("first \($0)") }
        host.advance(by: 0.25)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            log.append("second block")
            card.backgroundColor = .green
        }) { log.append("second \($0)") }
        // As a layer holds one transition (Core Animation's kCATransition key), the new one
        // replaces the old: its completion reports false at once, and the new transition
        // starts from the first one's end state.
        #expect(log == ["first false", "second block"])
        #expect(host.render()[0, 1].background == blue)
        host.advance(by: 0.5)
        #expect(host.render()[0, 1].background == CellColor(red: 0, green: 128, blue: 128))
        host.advance(by: 0.5)
        #expect(log == ["first false", "second block", "second true"])
        #expect(host.render()[0, 1].background == CellColor(red: 0, green: 255, blue: 0))
    }

    @Test func removingTheLayersAnimationsEndsATransitionUnfinished() {
        let (host, card, label) = makeScene()
        var completions: [Bool] = []
        UIView.transition(with: card, duration: 1, options: .transitionCurlDown, animations: {
            self.turnOver(card, label, to: "BACK")
        }) { completions.append($0) }
        host.advance(by: 0.25)
        card.layer.removeAllAnimations()
        #expect(completions == [false])
        #expect(row(host, 0) == "BACK")
        #expect(!host.window.animationClock.isAnimating)
    }

    @Test func aViewInTransitionIgnoresTouchesUnlessAllowed() {
        let (host, card, label) = makeScene()
        let point = CGPoint(x: 60, y: 33)
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: { label.text = "BACK" })
        #expect(host.window.hitTest(point, with: nil) === host.window)
        host.settle()
        #expect(host.window.hitTest(point, with: nil) === card)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {
            label.text = "FRONT"
        })
        #expect(host.window.hitTest(point, with: nil) === card)
    }

    @Test func withoutAnimationTheChangeShowsAtOnceAndTheCompletionComesNextTurn() async {
        let (host, card, label) = makeScene()
        var completions: [Bool] = []
        UIView.performWithoutAnimation {
            UIView.transition(with: card, duration: 1, options: .transitionFlipFromLeft, animations: {
                self.turnOver(card, label, to: "BACK")
            }) { completions.append($0) }
        }
        #expect(row(host, 0) == "BACK")
        UIView.setAnimationsEnabled(false)
        UIView.transition(with: card, duration: 1, options: .transitionCurlUp, animations: { label.text = "OFF" }) {
            completions.append($0)
        }
        UIView.setAnimationsEnabled(true)
        #expect(row(host, 0) == "OFF")
        UIView.transition(with: card, duration: 0, options: .transitionCrossDissolve, animations: { label.text = "ZERO" }) {
            completions.append($0)
        }
        #expect(row(host, 0) == "ZERO")
        #expect(card.layer.animationKeys() == nil)
        #expect(!host.window.animationClock.isAnimating)
        #expect(completions.isEmpty)  // never synchronously, as in UIKit
        await Task.yield()
        #expect(completions == [true, true, true])
    }

    // A hang guard, not a bound: the test waits for main-actor work, which runs after the
    // main-actor tests queued before it (a minute or more of them on a busy machine).
    @Test(.timeLimit(.minutes(5))) func aViewInNoWindowTransitionsInRealTime() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        let started = ProcessInfo.processInfo.systemUptime
        let finished = await withCheckedContinuation { continuation in
            UIView.transition(with: view, duration: 0.05, options: .transitionFlipFromLeft, animations: {
                view.backgroundColor = .blue
            }) { continuation.resume(returning: $0) }
        }
        #expect(finished)
        // Started at the clock's last tick when another test keeps the shared clock running.
        #expect(ProcessInfo.processInfo.systemUptime - started >= 0.05 - 1.0 / 60)
        #expect(view.activeTransition == nil)
    }

    // MARK: transition(from:to:)

    /// A container with `from` under an overlay, and `to` made but not added.
    private func makeContainerScene() -> (HeadlessHost, UIView, from: UIView, to: UIView, overlay: UIView) {
        let (host, container, label) = makeScene()
        label.removeFromSuperview()
        container.backgroundColor = nil
        let from = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
        from.backgroundColor = .red
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 11, height: 22))
        let to = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
        to.backgroundColor = .blue
        container.addSubview(from)
        container.addSubview(overlay)
        _ = host.render()
        return (host, container, from, to, overlay)
    }

    @Test func transitionFromToReplacesTheViewAtOnceAndTransitionsTheSuperview() {
        let (host, container, from, to, overlay) = makeContainerScene()
        var completions: [Bool] = []
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            completions.append($0)
        }
        #expect(container.subviews == [to, overlay])
        #expect(from.superview == nil)
        #expect(container.activeTransition != nil)
        #expect(host.render()[5, 1].background == red)
        host.advance(by: 0.5)
        #expect(host.render()[5, 1].background == CellColor(red: 128, green: 0, blue: 128))
        #expect(completions.isEmpty)
        host.advance(by: 0.5)
        #expect(completions == [true])
        #expect(host.render()[5, 1].background == blue)
        #expect(container.subviews == [to, overlay])
    }

    @Test func showHideTransitionViewsOnlyHidesAndShows() {
        let (host, container, from, to, overlay) = makeContainerScene()
        to.isHidden = true
        container.insertSubview(to, belowSubview: from)
        var completions: [Bool] = []
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromBottom, .showHideTransitionViews]) {
            completions.append($0)
        }
        #expect(container.subviews == [to, from, overlay])
        #expect(from.isHidden)
        #expect(!to.isHidden)
        #expect(host.render()[5, 1].background == red)
        host.settle()
        #expect(completions == [true])
        #expect(host.render()[5, 1].background == blue)
        #expect(container.subviews == [to, from, overlay])
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
