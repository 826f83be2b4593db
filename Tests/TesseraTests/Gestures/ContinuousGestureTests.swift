import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("Long press, pan and swipe gestures")
struct ContinuousGestureTests {
    private func setUp() -> (HeadlessHost, TouchLoggingView) {
        let host = makeHost()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 440, height: 220))
        host.window.addSubview(view)
        return (host, view)
    }

    // MARK: Long press

    @Test func longPressBeginsAfterTheDurationAndEndsOnLift() {
        let (host, view) = setUp()
        let press = UILongPressGestureRecognizer()
        let log = StateLog()
        log.attach(press)
        view.addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advanceTime(by: 0.49)
        #expect(log.states.isEmpty)
        host.advanceTime(by: 0.02)
        #expect(log.states == [.began])
        #expect(view.log == ["began", "cancelled"])
        host.touchMove(to: CGPoint(x: 80, y: 50))
        #expect(log.states == [.began, .changed])
        host.touchUp()
        #expect(log.states == [.began, .changed, .ended])
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func longPressFailsWhenLiftedEarly() {
        let (host, view) = setUp()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        let log = StateLog()
        log.attach(press)
        view.addGestureRecognizer(press)
        host.longPress(at: CGPoint(x: 50, y: 50), duration: 0.5)
        host.advanceTime(by: 2)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "ended"])
        host.longPress(at: CGPoint(x: 50, y: 50), duration: 1.5)
        #expect(log.states == [.began, .ended])
    }

    @Test func longPressFailsWhenMovedTooFar() {
        let (host, view) = setUp()
        let press = UILongPressGestureRecognizer()
        let log = StateLog()
        log.attach(press)
        view.addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.touchMove(to: CGPoint(x: 55, y: 50))
        host.touchMove(to: CGPoint(x: 70, y: 50))
        host.advanceTime(by: 1)
        host.touchUp()
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "moved", "moved", "ended"])
    }

    // MARK: Pan

    @Test func panReportsTranslationAndVelocity() {
        let (host, view) = setUp()
        let pan = UIPanGestureRecognizer()
        var samples: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            samples.append((pan.state, pan.translation(in: view), pan.velocity(in: view)))
        }
        view.addGestureRecognizer(pan)
        // 4 moves of 20 points, 0.02 s each: 1000 points per second.
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), steps: 4)
        #expect(samples.map(\.0) == [.began, .changed, .changed, .changed, .ended])
        #expect(samples.map(\.1.x) == [20, 40, 60, 80, 80])
        #expect(samples.allSatisfy { $0.1.y == 0 })
        #expect(abs(samples[2].2.x - 1000) < 0.001)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func setTranslationRebasesTheTranslation() {
        let (host, view) = setUp()
        let pan = UIPanGestureRecognizer()
        var translations: [CGFloat] = []
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: view).y)
            pan.setTranslation(.zero, in: view)
        }
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 80), steps: 3)
        #expect(translations == [20, 20, 20, 0])
    }

    @Test func panThatNeverMovesFails() {
        let (host, view) = setUp()
        let pan = UIPanGestureRecognizer()
        let log = StateLog()
        log.attach(pan)
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 105, y: 100), steps: 1)
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "moved", "ended"])
    }

    // MARK: Swipe

    @Test(arguments: [
        (UISwipeGestureRecognizer.Direction.right, CGPoint(x: 200, y: 100)),
        (.left, CGPoint(x: 20, y: 100)),
        (.up, CGPoint(x: 120, y: 10)),
        (.down, CGPoint(x: 120, y: 200)),
    ])
    func swipeRecognizesItsDirection(direction: UISwipeGestureRecognizer.Direction, end: CGPoint) {
        let (host, view) = setUp()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        let log = StateLog()
        log.attach(swipe)
        view.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 120, y: 100), to: end, steps: 4)
        #expect(log.states == [.recognized])
    }

    @Test func swipeFailsInAnotherDirectionTooSlowOrDiagonal() {
        let (host, view) = setUp()
        let swipe = UISwipeGestureRecognizer()
        let log = StateLog()
        log.attach(swipe)
        view.addGestureRecognizer(swipe)
        // Left, but only right is permitted.
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), steps: 4)
        // Diagonal.
        host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 200, y: 200), steps: 4)
        // Too short.
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), steps: 4)
        // Too slow.
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advanceTime(by: 1)
        host.touchMove(to: CGPoint(x: 300, y: 100))
        host.touchUp()
        #expect(log.states.isEmpty)
        swipe.direction = [.left, .right]
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), steps: 4)
        #expect(log.states == [.recognized])
    }
}

@MainActor
@Suite("Mouse wheel")
struct ScrollWheelTests {
    @Test func wheelPansOnlyRecognizersThatAllowDiscreteScrolling() {
        let host = makeHost()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 440, height: 220))
        let inner = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        let plain = UIPanGestureRecognizer()
        let scrolling = UIPanGestureRecognizer()
        scrolling.allowedScrollTypesMask = .discrete
        var samples: [(UIGestureRecognizer.State, CGPoint)] = []
        scrolling.addTarget { samples.append(($0.state, ($0 as! UIPanGestureRecognizer).translation(in: outer))) }
        let plainLog = StateLog()
        plainLog.attach(plain)
        inner.addGestureRecognizer(plain)
        outer.addGestureRecognizer(scrolling)

        host.scroll(at: CGPoint(x: 50, y: 50), by: CGPoint(x: 0, y: -66))
        #expect(samples.map(\.0) == [.began, .changed, .ended])
        #expect(samples.map(\.1) == [.zero, CGPoint(x: 0, y: -66), CGPoint(x: 0, y: -66)])
        #expect(plainLog.states.isEmpty)
        #expect(inner.log.isEmpty, "a wheel is not a touch")
        #expect(scrolling.state == .possible)
        host.scroll(at: CGPoint(x: 50, y: 50), by: CGPoint(x: 0, y: 66))
        #expect(samples.count == 6 && samples[4].1 == CGPoint(x: 0, y: 66))
    }
}
