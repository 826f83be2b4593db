import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("Focus and key commands")
struct FocusAndKeyCommandTests {
    @Test func tabMovesFocusInReadingOrder() {
        let host = makeHost()
        // Added out of order; Tab follows the screen: top to bottom, then left to right.
        let bottom = UIButton(type: .system)
        bottom.frame = CGRect(x: 0, y: 88, width: 66, height: 22)
        let field = UITextField(frame: CGRect(x: 110, y: 22, width: 110, height: 22))
        let topRight = UISwitch(frame: CGRect(x: 220, y: 0, width: 55, height: 22))
        let topLeft = UIStepper(frame: CGRect(x: 0, y: 0, width: 99, height: 22))
        let label = UILabel(frame: CGRect(x: 0, y: 44, width: 100, height: 22))
        let hidden = UIButton(type: .system)
        hidden.isHidden = true
        for view in [bottom, field, topRight, topLeft, label, hidden] { host.window.addSubview(view) }
        #expect(host.window.focusOrder == [topLeft, topRight, field, bottom])

        host.press(.tab)
        #expect(topLeft.isFirstResponder && topLeft.isFocused)
        host.press(.tab)
        #expect(topRight.isFirstResponder)
        host.press(.tab)
        #expect(field.isFirstResponder && field.isEditing)
        host.type("hi")
        #expect(field.text == "hi")
        host.press(.tab)
        #expect(bottom.isFirstResponder && !field.isEditing)
        host.press(.tab)
        #expect(topLeft.isFirstResponder, "wraps around")
        host.press(.backTab)
        #expect(bottom.isFirstResponder)
    }

    @Test func spaceAndReturnActivateTheFocusedControl() {
        let host = makeHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 66, height: 22)
        let toggle = UISwitch(frame: CGRect(x: 0, y: 22, width: 55, height: 22))
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame.origin = CGPoint(x: 0, y: 44)
        segments.selectedSegmentIndex = 0
        let stepper = UIStepper(frame: CGRect(x: 0, y: 66, width: 99, height: 22))
        for view in [button, toggle, segments, stepper] { host.window.addSubview(view) }
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
        var toggles = 0
        toggle.addAction(UIAction { _ in toggles += 1 }, for: .valueChanged)

        host.press(.tab)
        host.press(.space)
        host.press(.enter)
        #expect(pressed == 2)
        host.press(.tab)
        host.press(.space)
        #expect(toggle.isOn && toggles == 1)
        host.press(.tab)
        host.press(.rightArrow)
        #expect(segments.selectedSegmentIndex == 1)
        host.press(.space)
        host.press(.space)
        #expect(segments.selectedSegmentIndex == 0)
        host.press(.leftArrow)
        #expect(segments.selectedSegmentIndex == 0)
        host.press(.tab)
        host.press(.character("+"))
        host.press(.upArrow)
        host.press(.character("-"))
        #expect(stepper.value == 1)
    }

    @Test func tabGoesToTheRespondersWhenNothingCanBeFocused() {
        let host = makeHost()
        let view = CommandView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.isHidden = true
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.press(.tab)
        #expect(view.log == ["began \t", "ended \t"])
    }

    @Test func tappingAButtonDoesNotTakeTheFocusFromATextField() {
        let host = makeHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 44, width: 66, height: 22)
        host.window.addSubview(field)
        host.window.addSubview(button)
        host.tap(field)
        host.advanceTime(by: 1)
        host.tap(button)
        #expect(field.isFirstResponder)
    }

    @MainActor final class CommandView: UIView {
        var performed: [String] = []
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(input: "n", modifierFlags: .command) { [unowned self] _ in performed.append("new") },
                UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { [unowned self] _ in performed.append("up") },
            ]
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("began \(presses.first?.key?.characters ?? "")")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("ended \(presses.first?.key?.characters ?? "")")
        }
    }

    @MainActor final class ContainerView: UIView {
        var performed: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(title: "Delete", action: { [unowned self] _ in performed.append("delete") }, input: "\u{8}", modifierFlags: [])]
        }
    }

    @Test func keyCommandsAreMatchedAlongTheResponderChainBeforePresses() {
        let host = makeHost()
        let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = CommandView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        container.addSubview(view)
        host.window.addSubview(container)
        #expect(view.becomeFirstResponder())

        host.press("n", modifierFlags: .command)
        host.press(.upArrow)
        host.press(.backspace)
        host.press("n")
        host.press("N", modifierFlags: .command)
        host.press("n", modifierFlags: [.command, .alphaShift])
        // Command-Shift-N is another combination; Caps Lock is ignored.
        #expect(view.performed == ["new", "up", "new"])
        #expect(container.performed == ["delete"])
        #expect(view.log == ["began n", "ended n", "began N", "ended N"], "matched presses go no further, not even their end")
    }
}
