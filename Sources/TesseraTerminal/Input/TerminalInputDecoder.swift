/// Turns the bytes a terminal sends in raw mode into input events.
///
/// The decoder is a pure state machine: it does no I/O and reads no clock, so it can be
/// tested byte by byte. Feed it whatever each `read(2)` returns; it keeps an unfinished
/// escape sequence, UTF-8 character or bracketed paste across calls, and gives the same
/// events however the bytes are split.
///
///     var decoder = TerminalInputDecoder()
///     decoder.decode([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41])
///     // [.key(TerminalKey(.up, modifiers: .control))]
///
/// ## The Escape key
///
/// A lone Escape byte is also how every escape sequence and every Alt-key starts, so the
/// decoder cannot tell at once whether the user pressed Escape. It holds the byte and
/// reports ``hasPendingInput``. The host, when this is `true` and no byte has arrived for
/// about 25 ms, calls ``flush()``, which reports the held bytes as what they must have been:
/// Escape for `ESC`, Alt-[ for `ESC [`, Alt-O for `ESC O`.
///
///     let events = decoder.decode(bytesJustRead)
///     if decoder.hasPendingInput {
///         // poll(2) the terminal for 25 ms; if nothing arrives:
///         let more = decoder.flush()
///     }
///
/// ## Bad input
///
/// The decoder never traps and never holds an unbounded number of bytes:
/// - invalid UTF-8 bytes are dropped, and the byte that interrupts a truncated character
///   is decoded afresh;
/// - unknown escape sequences are consumed and dropped; a sequence interrupted by a
///   control character or Escape is dropped and that byte decoded afresh, so a broken
///   sequence never swallows the keys after it;
/// - a control sequence longer than 64 bytes is consumed up to its final byte without
///   being stored, and dropped;
/// - a bracketed paste is delivered in chunks of at most
///   ``maximumPasteChunkByteCount`` bytes, and ``flush()`` delivers what a paste that has
///   paused holds.
public struct TerminalInputDecoder: Sendable {
    /// The largest number of bytes of pasted text held before they are delivered as a
    /// ``TerminalInputEvent/paste(_:)`` event, even though the paste has not ended.
    public static let maximumPasteChunkByteCount = 1 << 16

    /// The largest number of parameter bytes of a control sequence that are kept; longer
    /// sequences are read to their end and dropped.
    static let _maximumSequenceByteCount = 64

    /// Where the decoder is in the byte stream.
    enum _State: Hashable, Sendable {
        /// Between events (possibly inside a UTF-8 character).
        case ground
        /// After `ESC`.
        case escape
        /// After `ESC [`, reading parameter and intermediate bytes.
        case controlSequence
        /// After `ESC O`, reading optional parameter bytes.
        case singleShift
        /// After `CSI M`, reading the three bytes of a legacy (X10) mouse report.
        case legacyMouse
        /// Between `CSI 200~` and `CSI 201~`.
        case paste
    }

    var _state: _State = .ground
    /// Parameter and intermediate bytes of the control sequence being read, or the bytes of
    /// a legacy mouse report.
    var _sequence: [UInt8] = []
    /// Whether the control sequence being read grew past `_maximumSequenceByteCount`.
    var _sequenceOverflowed = false
    /// The UTF-8 character being read outside a paste.
    var _utf8 = _UTF8Decoder()
    /// Whether the character being read was preceded by `ESC`, meaning Alt.
    var _altPending = false
    /// The pasted text not yet delivered.
    var _pasteText = ""
    /// The UTF-8 character being read inside a paste.
    var _pasteUTF8 = _UTF8Decoder()
    /// How many bytes of the paste terminator `CSI 201~` have been matched.
    var _pasteTerminatorMatched = 0
    /// Whether part of the current paste has already been delivered.
    var _pasteDeliveredChunk = false

    static let _pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether the decoder holds bytes that ``flush()`` would resolve: an `ESC` that may be
    /// the Escape key or the start of a sequence, an unfinished escape sequence or UTF-8
    /// character, or text of an unfinished bracketed paste.
    public var hasPendingInput: Bool {
        switch _state {
        case .ground: return _utf8.isPending
        case .paste: return !_pasteText.isEmpty
        case .escape, .controlSequence, .singleShift, .legacyMouse: return true
        }
    }

    /// Decodes bytes read from the terminal.
    ///
    /// - Parameter bytes: The bytes of one read, in order. They may end in the middle of an
    ///   escape sequence, a UTF-8 character or a paste; the rest is expected in later calls.
    /// - Returns: The events completed by these bytes, in order.
    /// - Complexity: O(*n*) for *n* bytes.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInputEvent] {
        var events: [TerminalInputEvent] = []
        for byte in bytes {
            // A byte is decoded again when it ends the construct before it without
            // belonging to it; each state change makes that happen at most a few times.
            while !_consume(byte, into: &events) {}
        }
        return events
    }

    /// Resolves the bytes held after a pause in the input.
    ///
    /// Call it when ``hasPendingInput`` is `true` and no input has arrived for about 25 ms.
    /// A held `ESC` becomes the Escape key, `ESC [` becomes Alt-[ and `ESC O` becomes Alt-O;
    /// other unfinished sequences and characters are dropped. Inside a bracketed paste, the
    /// text so far is delivered as a ``TerminalInputEvent/paste(_:)`` event and the paste
    /// continues: the rest arrives as further `paste` events, and no typed input is ever
    /// held indefinitely, even if the terminal never ends the paste.
    ///
    /// - Returns: The events the held bytes stand for, possibly none.
    public mutating func flush() -> [TerminalInputEvent] {
        var events: [TerminalInputEvent] = []
        switch _state {
        case .ground:
            break
        case .paste:
            if !_pasteText.isEmpty {
                events.append(.paste(_pasteText))
                _pasteText = ""
                _pasteDeliveredChunk = true
            }
        case .escape:
            events.append(.key(TerminalKey(.escape)))
        case .controlSequence where _sequence.isEmpty && !_sequenceOverflowed:
            events.append(.key(TerminalKey(.character("["), modifiers: .alt)))
        case .singleShift where _sequence.isEmpty && !_sequenceOverflowed:
            events.append(.key(TerminalKey(.character("O"), modifiers: .alt)))
        case .controlSequence, .singleShift, .legacyMouse:
            break
        }
        if _state != .paste {
            _state = .ground
            _sequence.removeAll(keepingCapacity: true)
            _sequenceOverflowed = false
            _utf8.reset()
            _altPending = false
        }
        return events
    }

    /// The number of input bytes the decoder currently holds (for tests of its bounds).
    var _heldByteCount: Int {
        _sequence.count + _utf8.heldByteCount + _pasteText.utf8.count + _pasteUTF8.heldByteCount
            + _pasteTerminatorMatched
    }

    // MARK: - The state machine

    /// Decodes one byte; returns `false` when the byte was not taken and must be decoded
    /// again in the new state.
    mutating func _consume(_ byte: UInt8, into events: inout [TerminalInputEvent]) -> Bool {
        switch _state {
        case .ground:
            return _consumeInGround(byte, into: &events)

        case .escape:
            switch byte {
            case 0x5B:  // [
                _beginSequence(.controlSequence)
            case 0x4F:  // O
                _beginSequence(.singleShift)
            case 0x1B:
                // ESC ESC: the first was the Escape key; the second may start anything.
                events.append(.key(TerminalKey(.escape)))
            case 0x00...0x7F:
                _state = .ground
                if let event = Self._event(forASCII: byte) {
                    events.append(Self._withAlt(event))
                }
            default:
                // Alt with a non-ASCII character: decode the character, then add Alt.
                _state = .ground
                _altPending = true
                return false
            }
            return true

        case .controlSequence, .singleShift:
            switch byte {
            case 0x20...0x3F:
                if _sequence.count < Self._maximumSequenceByteCount {
                    _sequence.append(byte)
                } else {
                    _sequenceOverflowed = true
                }
                return true
            case 0x40...0x7E:
                let isSingleShift = _state == .singleShift
                _state = .ground
                if !_sequenceOverflowed {
                    _dispatchSequence(final: byte, isSingleShift: isSingleShift, into: &events)
                }
                _sequence.removeAll(keepingCapacity: true)
                _sequenceOverflowed = false
                return true
            default:
                // A control character, Escape or non-ASCII byte cannot be part of a
                // sequence: drop the sequence and decode the byte on its own.
                _state = .ground
                _sequence.removeAll(keepingCapacity: true)
                _sequenceOverflowed = false
                return false
            }

        case .legacyMouse:
            _sequence.append(byte)
            if _sequence.count == 3 {
                _state = .ground
                let (code, x, y) = (Int(_sequence[0]) - 32, Int(_sequence[1]) - 32, Int(_sequence[2]) - 32)
                _sequence.removeAll(keepingCapacity: true)
                // X10 reports carry no release button: code 3 is "released".
                if let mouse = TerminalMouseEvent(buttonCode: code, column: x - 1, row: y - 1, isRelease: false) {
                    events.append(.mouse(mouse))
                }
            }
            return true

        case .paste:
            return _consumeInPaste(byte, into: &events)
        }
    }

    private mutating func _beginSequence(_ state: _State) {
        _state = state
        _sequence.removeAll(keepingCapacity: true)
        _sequenceOverflowed = false
    }

    private mutating func _consumeInGround(_ byte: UInt8, into events: inout [TerminalInputEvent]) -> Bool {
        if byte < 0x80 && !_utf8.isPending {
            if byte == 0x1B {
                _state = .escape
            } else if let event = Self._event(forASCII: byte) {
                events.append(_altPending ? Self._withAlt(event) : event)
            }
            _altPending = false
            return true
        }
        switch _utf8.consume(byte) {
        case .pending:
            return true
        case .scalar(let scalar):
            // C1 control characters (U+0080...U+009F) are not text; drop them.
            if scalar.value >= 0xA0 {
                let event = TerminalInputEvent.text(String(scalar))
                events.append(_altPending ? Self._withAlt(event) : event)
            }
            _altPending = false
            return true
        case .invalid:
            _altPending = false
            return true
        case .interrupted:
            _altPending = false
            return false
        }
    }

    private mutating func _consumeInPaste(_ byte: UInt8, into events: inout [TerminalInputEvent]) -> Bool {
        let terminator = Self._pasteTerminator
        if byte == terminator[_pasteTerminatorMatched] {
            _pasteTerminatorMatched += 1
            if _pasteTerminatorMatched == terminator.count {
                _pasteTerminatorMatched = 0
                _pasteUTF8.reset()
                if !_pasteText.isEmpty || !_pasteDeliveredChunk {
                    events.append(.paste(_pasteText))
                }
                _pasteText = ""
                _pasteDeliveredChunk = false
                _state = .ground
            }
            return true
        }
        if _pasteTerminatorMatched > 0 {
            // What looked like the terminator was content; the terminator starts with ESC,
            // which occurs nowhere else in it, so this byte can only start a new match.
            let matched = _pasteTerminatorMatched
            _pasteTerminatorMatched = 0
            for contentByte in terminator[..<matched] {
                _appendToPaste(contentByte, into: &events)
            }
            return false
        }
        _appendToPaste(byte, into: &events)
        return true
    }

    private mutating func _appendToPaste(_ byte: UInt8, into events: inout [TerminalInputEvent]) {
        var step = _pasteUTF8.consume(byte)
        if step == .interrupted {
            step = _pasteUTF8.consume(byte)
        }
        guard case .scalar(let scalar) = step else { return }
        _pasteText.unicodeScalars.append(scalar)
        if _pasteText.utf8.count >= Self.maximumPasteChunkByteCount {
            events.append(.paste(_pasteText))
            _pasteText = ""
            _pasteDeliveredChunk = true
        }
    }

    /// Enters a bracketed paste (after `CSI 200~`).
    mutating func _beginPaste() {
        _state = .paste
        _pasteText = ""
        _pasteUTF8.reset()
        _pasteTerminatorMatched = 0
        _pasteDeliveredChunk = false
    }

    // MARK: - Single bytes

    /// The event of an ASCII byte other than ESC on its own.
    static func _event(forASCII byte: UInt8) -> TerminalInputEvent? {
        switch byte {
        case 0x00:
            return .key(TerminalKey(.character(" "), modifiers: .control))
        case 0x08, 0x7F:
            return .key(TerminalKey(.backspace))
        case 0x09:
            return .key(TerminalKey(.tab))
        case 0x0A, 0x0D:
            return .key(TerminalKey(.enter))
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .key(TerminalKey(.character(letter), modifiers: .control))
        case 0x1C...0x1F:
            // Control with \ ] ^ _
            let character = Character(Unicode.Scalar(byte + 0x40))
            return .key(TerminalKey(.character(character), modifiers: .control))
        case 0x20...0x7E:
            return .text(String(Unicode.Scalar(byte)))
        default:
            return nil
        }
    }

    /// The event with Alt added: text becomes a character key with Alt.
    static func _withAlt(_ event: TerminalInputEvent) -> TerminalInputEvent {
        switch event {
        case .key(var key):
            key.modifiers.insert(.alt)
            return .key(key)
        case .text(let text):
            guard let character = text.first else { return event }
            return .key(TerminalKey(.character(character), modifiers: .alt))
        default:
            return event
        }
    }
}
