// What UIKit's `UIKey` needs from a terminal key press.

extension TerminalKey {
    /// The characters the key press types, as `UIKey.characters` reports them.
    ///
    /// Control with a letter or one of `@ [ \ ] ^ _` and space types the matching C0 control
    /// character (control-C types U+0003); other keys type ``charactersIgnoringModifiers``.
    public var characters: String {
        if modifiers.contains(.control), case .character(let character) = code,
            let ascii = character.asciiValue
        {
            switch ascii {
            case 0x20, 0x40: return "\u{0}"
            case 0x61...0x7A: return String(Unicode.Scalar(ascii - 0x60))
            case 0x5B...0x5F: return String(Unicode.Scalar(ascii - 0x40))
            default: break
            }
        }
        return charactersIgnoringModifiers
    }

    /// The characters of the key without modifiers, as `UIKey.charactersIgnoringModifiers`
    /// reports them: the character for character keys, `"\r"`, `"\t"`, `"\u{8}"` and
    /// `"\u{1B}"` for Enter, Tab, Backspace and Escape, and UIKit's `UIKeyCommand` input
    /// strings (`"UIKeyInputUpArrow"`, `"UIKeyInputF1"`, …) for the other named keys.
    /// Insert, which has no `UIKeyCommand` input, is the empty string.
    public var charactersIgnoringModifiers: String {
        switch code {
        case .character(let character): return String(character)
        case .enter: return "\r"
        case .tab, .backTab: return "\t"
        case .backspace: return "\u{8}"
        case .escape: return "\u{1B}"
        case .up: return "UIKeyInputUpArrow"
        case .down: return "UIKeyInputDownArrow"
        case .left: return "UIKeyInputLeftArrow"
        case .right: return "UIKeyInputRightArrow"
        case .home: return "UIKeyInputHome"
        case .end: return "UIKeyInputEnd"
        case .pageUp: return "UIKeyInputPageUp"
        case .pageDown: return "UIKeyInputPageDown"
        case .insert: return ""
        case .delete: return "UIKeyInputDelete"
        case .f1: return "UIKeyInputF1"
        case .f2: return "UIKeyInputF2"
        case .f3: return "UIKeyInputF3"
        case .f4: return "UIKeyInputF4"
        case .f5: return "UIKeyInputF5"
        case .f6: return "UIKeyInputF6"
        case .f7: return "UIKeyInputF7"
        case .f8: return "UIKeyInputF8"
        case .f9: return "UIKeyInputF9"
        case .f10: return "UIKeyInputF10"
        case .f11: return "UIKeyInputF11"
        case .f12: return "UIKeyInputF12"
        }
    }

    /// The USB HID usage of the key on a US keyboard layout (the raw value of UIKit's
    /// `UIKeyboardHIDUsage`), or `nil` for characters a US keyboard cannot type.
    ///
    /// Shifted characters map to their key ("A" and "!" to the keys of "a" and "1"); the
    /// terminal does not say whether shift was held, so ``modifiers`` does not include it.
    public var keyboardHIDUsage: Int? {
        switch code {
        case .character(let character): return Self._hidUsage(of: character)
        case .enter: return 0x28
        case .escape: return 0x29
        case .backspace: return 0x2A
        case .tab, .backTab: return 0x2B
        case .f1: return 0x3A
        case .f2: return 0x3B
        case .f3: return 0x3C
        case .f4: return 0x3D
        case .f5: return 0x3E
        case .f6: return 0x3F
        case .f7: return 0x40
        case .f8: return 0x41
        case .f9: return 0x42
        case .f10: return 0x43
        case .f11: return 0x44
        case .f12: return 0x45
        case .insert: return 0x49
        case .home: return 0x4A
        case .pageUp: return 0x4B
        case .delete: return 0x4C
        case .end: return 0x4D
        case .pageDown: return 0x4E
        case .right: return 0x4F
        case .left: return 0x50
        case .down: return 0x51
        case .up: return 0x52
        }
    }

    /// HID usages of the US layout's printable ASCII, indexed by `ascii - 0x20`.
    private static let _asciiHIDUsages: [UInt8] = {
        var usages = [UInt8](repeating: 0, count: 0x5F)
        func set(_ characters: String, _ usage: UInt8) {
            for scalar in characters.unicodeScalars { usages[Int(scalar.value) - 0x20] = usage }
        }
        for (offset, scalar) in "abcdefghijklmnopqrstuvwxyz".unicodeScalars.enumerated() {
            set(String(scalar), 0x04 + UInt8(offset))
            set(String(scalar).uppercased(), 0x04 + UInt8(offset))
        }
        for (offset, pair) in ["1!", "2@", "3#", "4$", "5%", "6^", "7&", "8*", "9(", "0)"].enumerated() {
            set(pair, 0x1E + UInt8(offset))
        }
        set(" ", 0x2C)
        set("-_", 0x2D)
        set("=+", 0x2E)
        set("[{", 0x2F)
        set("]}", 0x30)
        set("\\|", 0x31)
        set(";:", 0x33)
        set("'\"", 0x34)
        set("`~", 0x35)
        set(",<", 0x36)
        set(".>", 0x37)
        set("/?", 0x38)
        return usages
    }()

    private static func _hidUsage(of character: Character) -> Int? {
        guard let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F else { return nil }
        let usage = _asciiHIDUsages[Int(ascii) - 0x20]
        return usage == 0 ? nil : Int(usage)
    }
}
