import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal

@MainActor
@Suite("Terminal input routing")
struct TerminalInputRouterTests {
    /// A view that records the UIKit events it receives.
    final class Recorder: UIView {
        var events: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first!.key!
            events.append("pressesBegan \(key.charactersIgnoringModifiers) \(key.keyCode.rawValue) \(key.modifierFlags.rawValue)")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            events.append("pressesEnded \(presses.first!.key!.charactersIgnoringModifiers)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            events.append("touchesBegan \(touch.location(in: self)) taps \(touch.tapCount)")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            events.append("touchesMoved \(touches.first!.location(in: self))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            events.append("touchesEnded \(touches.first!.location(in: self))")
        }
    }

    private func setUp() -> (UIWindow, Recorder, TerminalInputRouter) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        window.isHidden = false
        let recorder = Recorder(frame: CGRect(x: 22, y: 22, width: 110, height: 44))
        window.addSubview(recorder)
        return (window, recorder, TerminalInputRouter())
    }

    @Test func keyBytesBecomePressesForTheFirstResponder() {
        let (window, recorder, router) = setUp()
        recorder.becomeFirstResponder()
        var decoder = TerminalInputDecoder()
        for event in decoder.decode(Array("\u{1B}[A".utf8) + Array("x".utf8) + [0x0D] + Array("\u{1B}[1;5B".utf8)) {
            router.route(event, to: window, at: 0)
        }
        #expect(recorder.events == [
            "pressesBegan UIKeyInputUpArrow 82 0", "pressesEnded UIKeyInputUpArrow",
            "pressesBegan x 27 0", "pressesEnded x",
            "pressesBegan \r 40 0", "pressesEnded \r",
            "pressesBegan UIKeyInputDownArrow 81 \(UIKeyModifierFlags.control.rawValue)", "pressesEnded UIKeyInputDownArrow",
        ])
    }

    @Test func unhandledPressesClimbTheResponderChain() {
        final class Controller: UIViewController {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first!.key!.characters)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let router = TerminalInputRouter()
        router.route(.text("q"), to: window, at: 0)
        #expect(controller.keys == ["q"])
    }

    @Test func mouseBytesBecomeATouchInTheViewUnderThePointer() {
        let (window, recorder, router) = setUp()
        var decoder = TerminalInputDecoder()
        // Press at column 3, row 1 (1-based 4;2), drag to column 5, release there.
        let bytes = Array("\u{1B}[<0;4;2M\u{1B}[<32;6;2M\u{1B}[<0;6;2m".utf8)
        for event in decoder.decode(bytes) {
            router.route(event, to: window, at: 0)
        }
        // Cell (3, 1) has its centre at (38.5, 33) in the window: (16.5, 11) in the recorder;
        // a click lands a hair up and left of it (see CellGrid.point(column:row:)).
        #expect(recorder.events == [
            "touchesBegan CGPoint(x: 16.4990234375, y: 10.9990234375) taps 1", "touchesMoved CGPoint(x: 38.4990234375, y: 10.9990234375)",
            "touchesEnded CGPoint(x: 38.4990234375, y: 10.9990234375)",
        ])
    }

    @Test func quickClicksOnOneCellCountTaps() {
        let (window, recorder, router) = setUp()
        let press = TerminalInputEvent.mouse(TerminalMouseEvent(.press, button: .left, column: 3, row: 1))
        let release = TerminalInputEvent.mouse(TerminalMouseEvent(.release, button: .left, column: 3, row: 1))
        for time in [0.0, 0.2, 1.0] {
            router.route(press, to: window, at: time)
            router.route(release, to: window, at: time)
        }
        #expect(recorder.events.filter { $0.hasPrefix("touchesBegan") }.map { $0.suffix(6) } == ["taps 1", "taps 2", "taps 1"])
    }

    @Test func pointsOutsideEveryViewGoToTheWindow() {
        let (window, recorder, router) = setUp()
        router.route(.mouse(TerminalMouseEvent(.press, button: .left, column: 19, row: 4)), to: window, at: 0)
        #expect(recorder.events.isEmpty)
    }
}
