// The meaning of complete CSI (`ESC [`) and SS3 (`ESC O`) sequences.

extension TerminalInputDecoder {
    /// The parsed parameter bytes of a control sequence.
    struct _Parameters {
        /// A private marker byte (`<`, `=`, `>` or `?`) before the parameters, if any.
        var marker: UInt8?
        /// The numeric parameters; `nil` where a parameter is empty. Sub-parameters after
        /// `:` are ignored.
        var values: [Int?] = []
        /// Whether the sequence has intermediate bytes (0x20...0x2F).
        var hasIntermediates = false

        /// Parses parameter bytes, or returns `nil` when they do not follow ECMA-48's form.
        init?(_ bytes: [UInt8]) {
            var current: Int?
            var inSubparameter = false
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case 0x3C...0x3F where offset == 0:
                    marker = byte
                case 0x30...0x39:
                    if hasIntermediates { return nil }
                    if !inSubparameter {
                        // Clamped so that no input can overflow.
                        current = min((current ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
                    }
                case 0x3A:  // :
                    if hasIntermediates { return nil }
                    inSubparameter = true
                case 0x3B:  // ;
                    if hasIntermediates { return nil }
                    values.append(current)
                    current = nil
                    inSubparameter = false
                case 0x20...0x2F:
                    hasIntermediates = true
                default:
                    return nil
                }
            }
            if current != nil || !values.isEmpty {
                values.append(current)
            }
        }

        /// The parameter at `index`, or `nil` when it is missing or empty.
        subscript(index: Int) -> Int? {
            index >= 0 && index < values.count ? values[index] : nil
        }

        /// The xterm modifiers of the parameter at `index` (none when missing).
        func modifiers(at index: Int) -> TerminalKeyModifiers {
            TerminalKeyModifiers(xtermParameter: self[index]) ?? []
        }
    }

    /// Appends the event of a complete sequence, or nothing when it is unknown.
    mutating func _dispatchSequence(final: UInt8, isSingleShift: Bool, into events: inout [TerminalInputEvent]) {
        guard let parameters = _Parameters(_sequence), !parameters.hasIntermediates else { return }
        if isSingleShift {
            guard parameters.marker == nil else { return }
            // Some terminals put the modifier in SS3 sequences: ESC O 5 A.
            let modifiers = parameters.modifiers(at: parameters.values.count - 1)
            if let event = Self._singleShiftEvent(final: final, modifiers: modifiers) {
                events.append(event)
            }
            return
        }
        switch parameters.marker {
        case nil:
            break
        case UInt8(ascii: "<"):
            if final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
                parameters.values.count == 3,
                let code = parameters[0], let x = parameters[1], let y = parameters[2],
                let mouse = TerminalMouseEvent(
                    buttonCode: code, column: x - 1, row: y - 1, isRelease: final == UInt8(ascii: "m"))
            {
                events.append(.mouse(mouse))
            }
            return
        default:
            return
        }

        let key: TerminalKeyCode
        var modifiers = parameters.modifiers(at: 1)
        let sharedKey = Self._cursorOrFunctionKey(final: final)
        switch final {
        case _ where sharedKey != nil:
            key = sharedKey!
        case UInt8(ascii: "Z"):
            key = .backTab
            modifiers.insert(.shift)
        case UInt8(ascii: "I") where parameters.values.isEmpty:
            events.append(.focusIn)
            return
        case UInt8(ascii: "O") where parameters.values.isEmpty:
            events.append(.focusOut)
            return
        case UInt8(ascii: "M") where parameters.values.isEmpty:
            _state = .legacyMouse
            return
        case UInt8(ascii: "~"):
            _dispatchTilde(parameters, into: &events)
            return
        case UInt8(ascii: "u"):
            // The fixterms / kitty form: CSI codepoint ; modifiers u
            if let code = parameters[0], let event = Self._event(forCodepoint: code, modifiers: modifiers) {
                events.append(event)
            }
            return
        default:
            return
        }
        events.append(.key(TerminalKey(key, modifiers: modifiers)))
    }

    /// `CSI n ~` and `CSI n ; m ~`: editing keys, function keys, paste start, and xterm's
    /// `modifyOtherKeys` form `CSI 27 ; m ; codepoint ~`.
    private mutating func _dispatchTilde(_ parameters: _Parameters, into events: inout [TerminalInputEvent]) {
        guard let number = parameters[0] else { return }
        let modifiers = parameters.modifiers(at: 1)
        let key: TerminalKeyCode
        switch number {
        case 1, 7: key = .home
        case 2: key = .insert
        case 3: key = .delete
        case 4, 8: key = .end
        case 5: key = .pageUp
        case 6: key = .pageDown
        case 11...15: key = TerminalKeyCode.functionKeys[number - 11]
        case 17...21: key = TerminalKeyCode.functionKeys[number - 12]
        case 23, 24: key = TerminalKeyCode.functionKeys[number - 13]
        case 27:
            if let code = parameters[2], let event = Self._event(forCodepoint: code, modifiers: modifiers) {
                events.append(event)
            }
            return
        case 200:
            _beginPaste()
            return
        default:
            // Including 201 (paste end) outside a paste.
            return
        }
        events.append(.key(TerminalKey(key, modifiers: modifiers)))
    }

    /// The key of a final byte that CSI and SS3 sequences share: arrows, Home, End, F1–F4.
    static func _cursorOrFunctionKey(final: UInt8) -> TerminalKeyCode? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .f1
        case UInt8(ascii: "Q"): .f2
        case UInt8(ascii: "R"): .f3
        case UInt8(ascii: "S"): .f4
        default: nil
        }
    }

    /// The event of an SS3 sequence (`ESC O` + final byte): application-mode cursor keys,
    /// F1–F4 and the keypad.
    static func _singleShiftEvent(final: UInt8, modifiers: TerminalKeyModifiers) -> TerminalInputEvent? {
        let key: TerminalKeyCode
        let sharedKey = _cursorOrFunctionKey(final: final)
        switch final {
        case _ where sharedKey != nil:
            key = sharedKey!
        case UInt8(ascii: "M"): key = .enter  // keypad Enter
        case UInt8(ascii: "I"): key = .tab  // keypad Tab
        case UInt8(ascii: "j")...UInt8(ascii: "y"), UInt8(ascii: "X"):
            // Keypad in application mode: * + , - . / 0-9, and = for X.
            let character: Character =
                final == UInt8(ascii: "X") ? "=" : Character(Unicode.Scalar(final - UInt8(ascii: "j") + 0x2A))
            return modifiers.isEmpty
                ? .text(String(character)) : .key(TerminalKey(.character(character), modifiers: modifiers))
        default:
            return nil
        }
        return .key(TerminalKey(key, modifiers: modifiers))
    }

    /// The event of a key reported by its Unicode code point (`CSI u` and `modifyOtherKeys`).
    static func _event(forCodepoint code: Int, modifiers: TerminalKeyModifiers) -> TerminalInputEvent? {
        guard code >= 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        switch code {
        case 13: return .key(TerminalKey(.enter, modifiers: modifiers))
        case 9:
            return modifiers.contains(.shift)
                ? .key(TerminalKey(.backTab, modifiers: modifiers)) : .key(TerminalKey(.tab, modifiers: modifiers))
        case 8, 127: return .key(TerminalKey(.backspace, modifiers: modifiers))
        case 27: return .key(TerminalKey(.escape, modifiers: modifiers))
        case 0..<0x20, 0x80..<0xA0: return nil
        default:
            if modifiers.subtracting(.shift).isEmpty {
                return .text(String(scalar))
            }
            return .key(TerminalKey(.character(Character(scalar)), modifiers: modifiers))
        }
    }
}
