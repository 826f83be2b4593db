import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("Tap gestures")
struct TapGestureTests {
    private func setUp() -> (HeadlessHost, TouchLoggingView) {
        let host = makeHost()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        host.window.addSubview(view)
        return (host, view)
    }

    @Test func singleTapRecognizesWhenTheFingerLifts() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(tap.state == .possible)
        #expect(log.states.isEmpty)
        host.touchUp()
        #expect(log.states == [.recognized])
        #expect(tap.state == .possible, "reset after the touches ended")
        #expect(view.log == ["began", "cancelled"], "cancelsTouchesInView")
    }

    @Test func locationIsWhereTheTapWas() {
        let (host, view) = setUp()
        var location: CGPoint?
        let tap = UITapGestureRecognizer { location = $0.location(in: view) }
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(location == CGPoint(x: 30, y: 40))
    }

    @Test func movingTooFarFailsATap() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), steps: 3)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeTouch() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states == [.recognized])
        #expect(view.log == ["began", "ended"])
    }

    @Test func doubleTapNeedsTwoTapsInTime() {
        let (host, view) = setUp()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = StateLog()
        log.attach(double)
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(double.state == .possible)
        #expect(log.states.isEmpty)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states == [.recognized])

        // Two taps too far apart in time: the first gives up.
        log.states = []
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advanceTime(by: 1)
        #expect(double.state == .possible)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advanceTime(by: 1)
        #expect(log.states.isEmpty)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let (host, view) = setUp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var fired: [String] = []
        single.addTarget { _ in fired.append("single") }
        double.addTarget { _ in fired.append("double") }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired.isEmpty, "single waits while a double tap is possible")
        #expect(view.log == ["began"], "touchesEnded is delayed")
        host.advanceTime(by: 0.5)
        #expect(fired == ["single"])
        #expect(view.log == ["began", "cancelled"])

        fired = []
        host.advanceTime(by: 1)
        host.doubleTap(at: CGPoint(x: 50, y: 50))
        host.advanceTime(by: 1)
        #expect(fired == ["double"])
    }

    @Test func twoFingerTapIsNotRecognizedByOneFinger() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "ended"])
    }

    @Test func targetActionWithAMethodReference() {
        @MainActor final class Handler {
            var taps = 0
            func didTap(_ recognizer: UIGestureRecognizer) { taps += 1 }
            func didTapWithoutSender() { taps += 10 }
        }
        let (host, view) = setUp()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.didTap)
        tap.addTarget(handler, action: Handler.didTapWithoutSender)
        view.addGestureRecognizer(tap)
        host.tap(view)
        #expect(handler.taps == 11)
        tap.removeTarget(handler)
        host.advanceTime(by: 1)
        host.tap(view)
        #expect(handler.taps == 11)
    }

    @Test func disabledAndRemovedRecognizersGetNoTouches() {
        let (host, view) = setUp()
        let tap = UITapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        host.tap(view)
        tap.isEnabled = true
        view.removeGestureRecognizer(tap)
        host.advanceTime(by: 1)
        host.tap(view)
        #expect(log.states.isEmpty)
        #expect(view.gestureRecognizers == nil && tap.view == nil)
        #expect(view.log == ["began", "ended", "began", "ended"])
    }

    @Test func recognizersOfAncestorsSeeTouchesFirst() {
        let (host, view) = setUp()
        let child = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
        view.addSubview(child)
        let tap = UITapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.states == [.recognized])
        #expect(child.log == ["began", "cancelled"])
        #expect(view.log.isEmpty)
    }
}
