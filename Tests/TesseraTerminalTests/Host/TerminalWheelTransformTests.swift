import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraTerminal

/// Ctrl+wheel pinching and Alt+wheel rotating.
@MainActor
@Suite("Terminal wheel pinch and rotation")
struct TerminalWheelTransformTests {
    private func decode(_ text: String) -> [TerminalInputEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    private func makeWindow() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        window.isHidden = false
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        return (window, view)
    }

    @Test func ctrlWheelPinchesByATenthPerNotchAndAPauseEndsIt() {
        let (window, view) = makeWindow()
        let pinch = UIPinchGestureRecognizer()
        var seen: [String] = []
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            seen.append("\(pinch.state) \((pinch.scale * 1000).rounded() / 1000)")
        }
        view.addGestureRecognizer(pinch)
        let router = TerminalInputRouter()
        router.schedulesGestureDeadlines = false
        // Ctrl+wheel up twice, then down once, at column 3, row 1.
        let up = "\u{1B}[<80;4;2M"
        let down = "\u{1B}[<81;4;2M"
        for event in decode(up) { router.route(event, to: window, at: 10) }
        for event in decode(up) { router.route(event, to: window, at: 10.1) }
        for event in decode(down) { router.route(event, to: window, at: 10.2) }
        #expect(seen == ["began 1.1", "changed 1.21", "changed 1.1"])
        #expect(window.gestureArena.nextDeadline == 10.2 + 0.3)
        window.gestureArena.advance(to: 10.6)
        #expect(seen == ["began 1.1", "changed 1.21", "changed 1.1", "ended 1.1"])
        // The next notch starts a new pinch from 1.
        for event in decode(down) { router.route(event, to: window, at: 20) }
        #expect(seen.last == "began 0.909")
    }

    @Test func altWheelRotatesAndOtherMouseInputEndsIt() {
        let (window, view) = makeWindow()
        let rotation = UIRotationGestureRecognizer()
        var seen: [String] = []
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            seen.append("\(rotation.state) \(Int((rotation.rotation * 180 / .pi).rounded()))")
        }
        view.addGestureRecognizer(rotation)
        let router = TerminalInputRouter()
        router.schedulesGestureDeadlines = false
        // Alt+wheel down twice (clockwise), then a plain click.
        for event in decode("\u{1B}[<73;4;2M\u{1B}[<73;4;2M") { router.route(event, to: window, at: 10) }
        #expect(seen == ["began 15", "changed 30"])
        for event in decode("\u{1B}[<0;4;2M\u{1B}[<0;4;2m") { router.route(event, to: window, at: 10.1) }
        #expect(seen == ["began 15", "changed 30", "ended 30"])
    }
}
