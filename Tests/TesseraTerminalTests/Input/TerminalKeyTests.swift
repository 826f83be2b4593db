import Testing
import TesseraTerminal

@Suite("What UIKey needs from a terminal key")
struct TerminalKeyTests {
    @Test("control letters type C0 characters; other keys type their characters")
    func characters() {
        let controlC = TerminalKey(.character("c"), modifiers: .control)
        #expect(controlC.characters == "\u{3}")
        #expect(controlC.charactersIgnoringModifiers == "c")
        #expect(TerminalKey(.character(" "), modifiers: .control).characters == "\u{0}")
        #expect(TerminalKey(.character("x"), modifiers: .alt).characters == "x")
        #expect(TerminalKey(.character("é")).characters == "é")
        #expect(TerminalKey(.enter).characters == "\r")
        #expect(TerminalKey(.tab).characters == "\t")
        #expect(TerminalKey(.backspace).characters == "\u{8}")
        #expect(TerminalKey(.escape).characters == "\u{1B}")
    }

    @Test("named keys use UIKeyCommand's input strings")
    func namedKeyInputs() {
        #expect(TerminalKey(.up).charactersIgnoringModifiers == "UIKeyInputUpArrow")
        #expect(TerminalKey(.down).charactersIgnoringModifiers == "UIKeyInputDownArrow")
        #expect(TerminalKey(.left).charactersIgnoringModifiers == "UIKeyInputLeftArrow")
        #expect(TerminalKey(.right, modifiers: .shift).charactersIgnoringModifiers == "UIKeyInputRightArrow")
        #expect(TerminalKey(.pageUp).charactersIgnoringModifiers == "UIKeyInputPageUp")
        #expect(TerminalKey(.home).charactersIgnoringModifiers == "UIKeyInputHome")
        #expect(TerminalKey(.delete).charactersIgnoringModifiers == "UIKeyInputDelete")
        #expect(TerminalKey(.f12).charactersIgnoringModifiers == "UIKeyInputF12")
    }

    @Test("keys map to USB HID usages of a US keyboard")
    func hidUsages() {
        #expect(TerminalKey(.character("a")).keyboardHIDUsage == 0x04)
        #expect(TerminalKey(.character("Z")).keyboardHIDUsage == 0x1D)
        #expect(TerminalKey(.character("1")).keyboardHIDUsage == 0x1E)
        #expect(TerminalKey(.character("0")).keyboardHIDUsage == 0x27)
        #expect(TerminalKey(.character("!")).keyboardHIDUsage == 0x1E)
        #expect(TerminalKey(.character(" ")).keyboardHIDUsage == 0x2C)
        #expect(TerminalKey(.character("/")).keyboardHIDUsage == 0x38)
        #expect(TerminalKey(.character("é")).keyboardHIDUsage == nil)
        #expect(TerminalKey(.enter).keyboardHIDUsage == 0x28)
        #expect(TerminalKey(.escape).keyboardHIDUsage == 0x29)
        #expect(TerminalKey(.backspace).keyboardHIDUsage == 0x2A)
        #expect(TerminalKey(.backTab, modifiers: .shift).keyboardHIDUsage == 0x2B)
        #expect(TerminalKey(.f1).keyboardHIDUsage == 0x3A)
        #expect(TerminalKey(.f12).keyboardHIDUsage == 0x45)
        #expect(TerminalKey(.up).keyboardHIDUsage == 0x52)
        #expect(TerminalKey(.delete).keyboardHIDUsage == 0x4C)
    }

    @Test("text events stand for character key presses")
    func keyPressOfText() {
        #expect(TerminalInputEvent.text("a").keyPress == TerminalKey(.character("a")))
        #expect(TerminalInputEvent.key(TerminalKey(.up)).keyPress == TerminalKey(.up))
        #expect(TerminalInputEvent.paste("a").keyPress == nil)
        #expect(TerminalInputEvent.focusIn.keyPress == nil)
    }
}
