import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("Gesture recognizers together")
struct GestureInteractionTests {
    private func setUp() -> (HeadlessHost, TouchLoggingView) {
        let host = makeHost()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 440, height: 220))
        host.window.addSubview(view)
        return (host, view)
    }

    @Test func shouldBeginFalseFailsTheRecognizer() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        host.tap(view)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "ended"])
        delegate.shouldBegin = true
        host.advanceTime(by: 1)
        host.tap(view)
        #expect(log.states == [.recognized])
    }

    @Test func shouldReceiveFalseKeepsTheTouchAway() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        let delegate = ConfigurableGestureDelegate()
        delegate.receive = false
        tap.delegate = delegate
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        host.tap(view)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "ended"])
    }

    @Test func onlyOneRecognizerWinsUnlessSimultaneousIsAllowed() {
        let (host, view) = setUp()
        let pan = UIPanGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        let panLog = StateLog()
        let swipeLog = StateLog()
        panLog.attach(pan)
        swipeLog.attach(swipe)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), steps: 4)
        // The pan begins first (10 points), which keeps the swipe from recognizing.
        #expect(panLog.states.first == .began)
        #expect(swipeLog.states.isEmpty)

        panLog.states = []
        let delegate = ConfigurableGestureDelegate()
        delegate.simultaneous = true
        swipe.delegate = delegate
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), steps: 4)
        #expect(panLog.states == [.began, .changed, .changed, .changed, .ended])
        #expect(swipeLog.states == [.recognized])
    }

    @Test func aRecognizerThatRecognizesFailsTheOthers() {
        let (host, view) = setUp()
        let outer = UITapGestureRecognizer()
        let inner = UITapGestureRecognizer()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        child.addGestureRecognizer(inner)
        view.addGestureRecognizer(outer)
        var fired: [String] = []
        inner.addTarget { _ in fired.append("inner") }
        outer.addTarget { _ in fired.append("outer") }
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == ["inner"], "the recognizer nearest the touched view goes first")
    }

    @Test func delegateCanRequireFailureOfAnotherRecognizer() {
        @MainActor final class WaitForDouble: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        let (host, view) = setUp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = WaitForDouble()
        single.delegate = delegate
        var fired: [String] = []
        single.addTarget { _ in fired.append("single") }
        double.addTarget { _ in fired.append("double") }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.doubleTap(view)
        host.advanceTime(by: 1)
        #expect(fired == ["double"])
        host.tap(view)
        #expect(fired == ["double"])
        host.advanceTime(by: 1)
        #expect(fired == ["double", "single"])
    }

    @Test func disablingOrRemovingARecognizerMidGestureCancelsIt() {
        let (host, view) = setUp()
        let pan = UIPanGestureRecognizer()
        let log = StateLog()
        log.attach(pan)
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 130, y: 100))
        pan.isEnabled = false
        host.touchMove(to: CGPoint(x: 160, y: 100))
        host.touchUp()
        #expect(log.states == [.began, .cancelled])
        #expect(pan.state == .possible)

        pan.isEnabled = true
        log.states = []
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 130, y: 100))
        view.removeGestureRecognizer(pan)
        host.touchMove(to: CGPoint(x: 160, y: 100))
        host.touchUp()
        #expect(log.states == [.began, .cancelled])
    }

    @Test func delaysTouchesBeganHoldsTouchesUntilTheRecognizerFails() {
        let (host, view) = setUp()
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(view.log.isEmpty)
        host.touchMove(to: CGPoint(x: 105, y: 100))
        #expect(view.log.isEmpty)
        host.touchUp()
        #expect(view.log == ["began", "moved", "ended"])

        view.log = []
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), steps: 4)
        #expect(view.log.isEmpty, "the swipe took the touch before the view saw it")
    }

    @Test func touchesEventListsTouchesForRecognizerAndView() {
        let (host, view) = setUp()
        final class Probe: UIGestureRecognizer {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                let event = event as! UITouchesEvent
                counts.append(event.touches(for: self)?.count ?? -1)
                counts.append(event.touches(for: view!)?.count ?? -1)
                counts.append(touches.first?.gestureRecognizers?.count ?? -1)
            }
        }
        let probe = Probe()
        view.addGestureRecognizer(probe)
        host.tap(view)
        #expect(probe.counts == [1, 1, 1])
    }
}
