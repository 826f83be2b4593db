import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

@MainActor
@Suite("Pinch and rotation gestures")
struct PinchRotationGestureTests {
    private func setUp() -> (HeadlessHost, TouchLoggingView) {
        let host = makeHost()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 440, height: 220))
        host.window.addSubview(view)
        return (host, view)
    }

    private let centre = CGPoint(x: 100, y: 50)

    @Test func aPinchBeginsChangesAndEndsWithTheCumulativeScale() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        var seen: [String] = []
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            let location = pinch.location(in: view)
            seen.append("\(pinch.state) \(pinch.scale) at \(location.x),\(location.y)")
        }
        view.addGestureRecognizer(pinch)
        host.pinch(at: centre, scales: [1.5, 2, 2.5])
        #expect(seen == [
            "began 1.5 at 100.0,50.0", "changed 2.0 at 100.0,50.0", "changed 2.5 at 100.0,50.0", "ended 2.5 at 100.0,50.0",
        ])
        #expect(pinch.state == .possible && pinch.scale == 1 && pinch.velocity == 0)
        #expect(view.log.isEmpty)
    }

    @Test func velocityIsTheScaleChangePerSecond() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        var velocities: [Int] = []
        pinch.addTarget { velocities.append(Int((($0 as! UIPinchGestureRecognizer).velocity).rounded())) }
        view.addGestureRecognizer(pinch)
        // Steps are 0.02 s apart: +0.2 per step is 10 per second, −0.1 is −5.
        host.pinch(at: centre, scales: [1.2, 1.4, 1.3])
        #expect(velocities == [10, 10, -5, -5])
    }

    @Test func settingTheScaleMakesLaterValuesRelativeToIt() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        var increments: [CGFloat] = []
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            increments.append(pinch.scale)
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        host.pinch(at: centre, scales: [2, 4, 2])
        #expect(increments == [2, 2, 0.5, 1])
    }

    @Test func aRotationReportsRadiansAndVelocity() {
        let (host, view) = setUp()
        let rotation = UIRotationGestureRecognizer()
        var seen: [String] = []
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            seen.append("\(rotation.state) \(rotation.rotation) \(Int(rotation.velocity.rounded()))")
        }
        view.addGestureRecognizer(rotation)
        host.rotate(at: centre, angles: [0.2, 0.4, -0.6])
        #expect(seen == ["began 0.2 10", "changed 0.4 10", "changed -0.6 -50", "ended -0.6 -50"])
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }

    @Test func settingTheRotationMakesLaterValuesRelativeToIt() {
        let (host, view) = setUp()
        let rotation = UIRotationGestureRecognizer()
        var increments: [CGFloat] = []
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            increments.append(rotation.rotation)
            rotation.rotation = 0
        }
        view.addGestureRecognizer(rotation)
        host.rotate(at: centre, angles: [0.5, 1.5, 1])
        #expect(increments == [0.5, 1, -0.5, 0])
    }

    @Test func aPinchThatNeverMovesFails() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let log = StateLog()
        log.attach(pinch)
        view.addGestureRecognizer(pinch)
        host.pinch(at: centre, scales: [1, 1])
        #expect(log.states.isEmpty)
        host.pinch(at: centre, scales: [1, 0.5])
        #expect(log.states == [.began, .ended])
    }

    @Test func theDelegateMayKeepAPinchFromBeginning() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldBegin = false
        pinch.delegate = delegate
        let log = StateLog()
        log.attach(pinch)
        view.addGestureRecognizer(pinch)
        host.pinch(at: centre, scales: [2, 3])
        #expect(log.states.isEmpty)
        delegate.shouldBegin = true
        host.pinch(at: centre, scales: [2])
        #expect(log.states == [.began, .ended])
    }

    @Test func pinchAndRotationExcludeEachOtherUnlessADelegateAllowsBoth() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let pinchLog = StateLog()
        let rotationLog = StateLog()
        pinchLog.attach(pinch)
        rotationLog.attach(rotation)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        // The pinch moves first and wins; the rotation fails for the rest of the gesture.
        host.transform(at: centre, steps: [(1.5, 0), (2, 0.5), (2.5, 1)])
        #expect(pinchLog.states == [.began, .changed, .changed, .ended])
        #expect(rotationLog.states.isEmpty)

        let delegate = ConfigurableGestureDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        pinchLog.states = []
        host.transform(at: centre, steps: [(1.5, 0), (2, 0.5), (2.5, 1)])
        #expect(pinchLog.states == [.began, .changed, .changed, .ended])
        #expect(rotationLog.states == [.began, .changed, .ended])
    }

    @Test func aRecognizerOfAnAncestorFollowsTheGestureAndDisabledOnesDoNot() {
        let (host, view) = setUp()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.addSubview(child)
        let pinch = UIPinchGestureRecognizer()
        let log = StateLog()
        log.attach(pinch)
        view.addGestureRecognizer(pinch)
        host.pinch(at: centre, scales: [2])
        #expect(log.states == [.began, .ended])
        pinch.isEnabled = false
        host.pinch(at: centre, scales: [2])
        #expect(log.states == [.began, .ended])
    }

    @Test func disablingAPinchInProgressCancelsIt() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let log = StateLog()
        log.attach(pinch)
        view.addGestureRecognizer(pinch)
        host.window.sendEvent(_TransformEvent(phase: .began, location: centre, scale: 1, rotation: 0, timestamp: host.currentTime))
        host.window.sendEvent(_TransformEvent(phase: .changed, location: centre, scale: 2, rotation: 0, timestamp: host.currentTime + 0.02))
        pinch.isEnabled = false
        host.window.sendEvent(_TransformEvent(phase: .changed, location: centre, scale: 3, rotation: 0, timestamp: host.currentTime + 0.02))
        host.window.sendEvent(_TransformEvent(phase: .ended, location: centre, scale: 3, rotation: 0, timestamp: host.currentTime + 0.02))
        #expect(log.states == [.began, .cancelled])
        #expect(host.window.gestureArena.isTransforming == false)
    }

    @Test func aWheelPinchEndsAfterAPauseOnTheEventClock() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let log = StateLog()
        log.attach(pinch)
        view.addGestureRecognizer(pinch)
        // What the terminal sends for two Ctrl+wheel notches: steps with no explicit end.
        host.window.sendEvent(_TransformEvent(phase: .changed, location: centre, scale: 1.1, rotation: 0, endsAfterPause: true, timestamp: host.currentTime))
        host.window.sendEvent(_TransformEvent(phase: .changed, location: centre, scale: 1.21, rotation: 0, endsAfterPause: true, timestamp: host.currentTime + 0.1))
        #expect(log.states == [.began, .changed])
        host.advanceTime(by: 0.29)
        #expect(log.states == [.began, .changed])
        host.advanceTime(by: 0.02)
        #expect(log.states == [.began, .changed, .ended])
        #expect(host.window.gestureArena.isTransforming == false)
    }

    @Test func pinchesStayOutOfTouchSequences() {
        let (host, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let tap = UITapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(tap)
        host.tap(at: centre)
        #expect(log.states == [.ended])
        #expect(pinch.state == .possible)
    }
}
