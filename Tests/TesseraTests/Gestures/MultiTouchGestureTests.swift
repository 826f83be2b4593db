import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

@MainActor
@Suite("Gestures with several touches")
struct MultiTouchGestureTests {
    @Test func twoFingerTapAndTwoFingerPan() {
        let host = makeHost()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 440, height: 220))
        host.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let tapLog = StateLog()
        let panLog = StateLog()
        tapLog.attach(tap)
        panLog.attach(pan)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let window = host.window

        // Two fingers down together and up together: a two-finger tap at their centroid.
        let a = UITouch(location: CGPoint(x: 100, y: 100), window: window, view: view, timestamp: 1)
        let b = UITouch(location: CGPoint(x: 200, y: 100), window: window, view: view, timestamp: 1)
        window.sendEvent(UITouchesEvent(touches: [a, b]))
        #expect(tap.numberOfTouches == 2)
        #expect(tap.location(in: view) == CGPoint(x: 150, y: 100))
        a.update(location: CGPoint(x: 100, y: 100), phase: .ended, timestamp: 1.05)
        b.update(location: CGPoint(x: 200, y: 100), phase: .ended, timestamp: 1.05)
        window.sendEvent(UITouchesEvent(touches: [a, b]))
        #expect(tapLog.states == [.recognized])
        #expect(panLog.states.isEmpty)

        // Two fingers moving together: a pan whose translation follows the centroid.
        let c = UITouch(location: CGPoint(x: 100, y: 100), window: window, view: view, timestamp: 5)
        let d = UITouch(location: CGPoint(x: 200, y: 100), window: window, view: view, timestamp: 5)
        window.sendEvent(UITouchesEvent(touches: [c, d]))
        c.update(location: CGPoint(x: 100, y: 130), phase: .moved, timestamp: 5.1)
        d.update(location: CGPoint(x: 200, y: 130), phase: .moved, timestamp: 5.1)
        window.sendEvent(UITouchesEvent(touches: [c, d]))
        #expect(panLog.states == [.began])
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 30))
        #expect(abs(pan.velocity(in: view).y - 300) < 1e-6 && pan.velocity(in: view).x == 0)
        c.update(location: CGPoint(x: 100, y: 130), phase: .ended, timestamp: 5.2)
        window.sendEvent(UITouchesEvent(touches: [c]))
        #expect(panLog.states == [.began], "one finger still down")
        d.update(location: CGPoint(x: 200, y: 130), phase: .ended, timestamp: 5.3)
        window.sendEvent(UITouchesEvent(touches: [d]))
        #expect(panLog.states == [.began, .ended])
        #expect(tapLog.states == [.recognized])
    }
}
