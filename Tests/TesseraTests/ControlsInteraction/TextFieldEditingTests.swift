import Foundation
import Testing
@testable import Tessera

/// Records delegate calls and can refuse edits.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true
    var allowEnd = true
    var shouldReturn = true
    /// Edits replacing with a string containing any of these characters are refused.
    var rejected: Set<Character> = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return shouldReturn }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) '\(string)'")
        return !string.contains { rejected.contains($0) }
    }
}

@MainActor
@Suite("UITextField editing")
struct TextFieldEditingTests {
    private func setUp() -> (HeadlessHost, UITextField, RecordingTextFieldDelegate) {
        let host = makeHost(columns: 30, rows: 5)
        let field = UITextField(frame: CGRect(x: 0, y: 22, width: 220, height: 22))
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        host.window.addSubview(field)
        return (host, field, delegate)
    }

    @Test func tapBeginsEditingAndTypingInsertsAtTheCursor() {
        let (host, field, delegate) = setUp()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed \(field.text!)") }, for: .editingChanged)
        host.tap(field)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(delegate.calls == ["shouldBegin", "didBegin"])
        host.type("Kte")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.type("a")
        #expect(field.text == "Kate")
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        #expect(events == ["begin", "changed K", "changed Kt", "changed Kte", "changed Kate"])
        #expect(delegate.calls.suffix(4) == ["change 0,0 'K'", "change 1,0 't'", "change 2,0 'e'", "change 1,0 'a'"])
    }

    @Test func backspaceDeleteHomeAndEnd() {
        let (host, field, _) = setUp()
        field.text = "Anna Haro"
        host.tap(field)
        host.press(.end)
        host.press(.backspace)
        #expect(field.text == "Anna Har")
        host.press(.home)
        host.press(.deleteForward)
        #expect(field.text == "nna Har")
        host.press(.backspace)
        #expect(field.text == "nna Har", "backspace at the start does nothing")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.type("!")
        #expect(field.text == "nna! Har")
        host.press(.character("e", modifierFlags: .control))
        host.type("o")
        #expect(field.text == "nna! Haro")
    }

    @Test func rangesAreUTF16() {
        let (host, field, delegate) = setUp()
        field.text = "😀b"
        host.tap(field)
        host.press(.end)
        host.press(.backspace)
        host.press(.backspace)
        #expect(delegate.calls.suffix(2) == ["change 2,1 ''", "change 0,2 ''"])
        #expect(field.text == "")
    }

    @Test func delegateCanRejectAnEdit() {
        let (host, field, delegate) = setUp()
        delegate.rejected = Set("0123456789")
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        host.tap(field)
        host.type("a1b2")
        #expect(field.text == "ab")
        #expect(changes == 2)
    }

    @Test func returnAsksTheDelegateAndSendsEditingDidEndOnExit() {
        let (host, field, delegate) = setUp()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        host.tap(field)
        host.press(.enter)
        #expect(delegate.calls.last == "shouldReturn")
        #expect(events == ["primary"])
        #expect(field.isFirstResponder, "no action for .editingDidEndOnExit: the field stays")
        field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        host.press(.enter)
        #expect(events == ["primary", "exit", "primary", "end"])
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(delegate.calls.suffix(3) == ["shouldReturn", "shouldEnd", "didEnd"])

        delegate.shouldReturn = false
        host.advanceTime(by: 1)
        host.tap(field)
        events = []
        host.press(.enter)
        #expect(events.isEmpty)
    }

    @Test func delegateCanRefuseToBeginOrEnd() {
        let (host, field, delegate) = setUp()
        delegate.allowBegin = false
        host.tap(field)
        #expect(!field.isFirstResponder)
        host.type("x")
        #expect(field.text == "")
        delegate.allowBegin = true
        delegate.allowEnd = false
        host.advanceTime(by: 1)
        host.tap(field)
        #expect(field.isFirstResponder)
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
    }

    @Test func tapPlacesTheCursorAndClearButtonClears() {
        let (host, field, _) = setUp()
        field.text = "Kate Bell"
        field.clearButtonMode = .whileEditing
        host.tap(field)
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 11 * 4 + 3, y: 30))
        #expect(field.selectedRange.location == 4)
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 220 - 6, y: 30))
        #expect(field.text == "")
    }

    @Test func typingOutsideATextFieldGoesUpTheResponderChain() {
        let (host, field, _) = setUp()
        host.type("abc")
        #expect(field.text == "")
    }
}

@MainActor
@Suite("UITextField and key commands")
struct TextFieldKeyCommandTests {
    @MainActor final class Container: UIView {
        var performed: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            let save = UIKeyCommand(input: "s", modifierFlags: .command) { [unowned self] _ in performed.append("save") }
            let plain = UIKeyCommand(input: "x", modifierFlags: []) { [unowned self] _ in performed.append("x") }
            let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { [unowned self] _ in performed.append("escape") }
            return [save, plain, escape]
        }
    }

    @Test func typingKeysGoToTheFieldAndShortcutsToTheCommands() {
        let host = makeHost()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 22))
        container.addSubview(field)
        host.window.addSubview(container)
        host.tap(field)
        host.type("xs")
        host.press("s", modifierFlags: .command)
        host.press(.escape)
        #expect(field.text == "xs")
        #expect(container.performed == ["save", "escape"])
        container.becomeFirstResponder()
        #expect(!field.isEditing)
        host.press("x")
        #expect(container.performed == ["save", "escape", "x"])
    }
}
