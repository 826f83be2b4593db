import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraTerminal

/// Terminal input reaching gesture recognizers and text fields.
@MainActor
@Suite("Terminal input to gestures and text fields")
struct TerminalInputRouterGestureTests {
    private func decode(_ text: String) -> [TerminalInputEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func clicksDriveTapRecognizersAndTheEventClockEndsADoubleTapWait() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        window.isHidden = false
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var fired: [String] = []
        single.addTarget { _ in fired.append("single") }
        double.addTarget { _ in fired.append("double") }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let router = TerminalInputRouter()
        router.schedulesGestureDeadlines = false

        let click = "\u{1B}[<0;4;2M\u{1B}[<0;4;2m"
        for event in decode(click) { router.route(event, to: window, at: 10) }
        for event in decode(click) { router.route(event, to: window, at: 10.1) }
        #expect(fired == ["double"])
        for event in decode(click) { router.route(event, to: window, at: 20) }
        #expect(fired == ["double"])
        #expect(window.gestureArena.nextDeadline == 20 + 0.35)
        window.gestureArena.advance(to: 21)
        #expect(fired == ["double", "single"])
    }

    @Test func wheelNotchesPanScrollingRecognizers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        window.isHidden = false
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .discrete
        var translations: [CGPoint] = []
        pan.addTarget { recognizer in
            if recognizer.state == .ended { translations.append((recognizer as! UIPanGestureRecognizer).translation(in: nil)) }
        }
        window.addGestureRecognizer(pan)
        let router = TerminalInputRouter()
        // Wheel down, then up, at column 3, row 1.
        for event in decode("\u{1B}[<65;4;2M\u{1B}[<64;4;2M") { router.route(event, to: window, at: 0) }
        #expect(translations == [CGPoint(x: 0, y: -66), CGPoint(x: 0, y: 66)])
    }

    @Test func pasteIsOneEditOfTheEditingTextField() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        window.isHidden = false
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 220, height: 22))
        window.addSubview(field)
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        let router = TerminalInputRouter()
        #expect(!router.route(.paste("ignored"), to: window, at: 0))
        field.becomeFirstResponder()
        field.text = "Name: "
        #expect(router.route(.paste("Kate\r\nBell"), to: window, at: 0))
        #expect(field.text == "Name: Kate Bell")
        #expect(edits == 1)
        for event in decode("!") { router.route(event, to: window, at: 0) }
        #expect(field.text == "Name: Kate Bell!")
    }
}

/// The right mouse button and menus.
@MainActor
@Suite("Terminal right click")
struct TerminalRightClickTests {
    @Test func theRightButtonShowsAButtonsMenuAndClicksOnAShownMenu() {
        let root = UIViewController()
        let window = UIWindow()
        let host = HeadlessHost(window: window, columns: 20, rows: 8)
        window.rootViewController = root
        window.makeKeyAndVisible()
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 22, y: 22, width: 44, height: 22)
        button.menu = UIMenu(children: [UIAction(title: "By Name") { chosen.append($0.title) }])
        root.view.addSubview(button)
        let router = TerminalInputRouter()
        router.schedulesGestureDeadlines = false
        var decoder = TerminalInputDecoder()
        func route(_ text: String) {
            for event in decoder.decode(Array(text.utf8)) + decoder.flush() { router.route(event, to: window, at: 1) }
        }
        // Right press and release on the button (cell 3, 1): the menu shows under it.
        route("\u{1B}[<2;4;2M\u{1B}[<2;4;2m")
        host.settle()
        #expect(root.presentedViewController != nil && host.text.contains("By Name"))
        // Right press and release on its row (cell 3, 3) chooses it, as a left click would.
        route("\u{1B}[<2;4;4M\u{1B}[<2;4;4m")
        host.settle()
        #expect(chosen == ["By Name"] && root.presentedViewController == nil)
        // Where there is no menu the right button does nothing.
        route("\u{1B}[<2;15;7M\u{1B}[<2;15;7m")
        #expect(root.presentedViewController == nil)
    }
}
