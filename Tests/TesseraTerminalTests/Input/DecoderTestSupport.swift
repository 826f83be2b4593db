import Testing
import TesseraTerminal

/// The UTF-8 bytes of a string, for writing escape sequences readably.
func bytes(_ string: String) -> [UInt8] {
    Array(string.utf8)
}

/// A key event.
func key(_ code: TerminalKeyCode, _ modifiers: TerminalKeyModifiers = []) -> TerminalInputEvent {
    .key(TerminalKey(code, modifiers: modifiers))
}

/// A character key event.
func key(_ character: Character, _ modifiers: TerminalKeyModifiers = []) -> TerminalInputEvent {
    .key(TerminalKey(.character(character), modifiers: modifiers))
}

/// A mouse event.
func mouse(
    _ kind: TerminalMouseEvent.Kind, _ button: TerminalMouseEvent.Button, column: Int, row: Int,
    _ modifiers: TerminalKeyModifiers = []
) -> TerminalInputEvent {
    .mouse(TerminalMouseEvent(kind, button: button, column: column, row: row, modifiers: modifiers))
}

/// The events of `input` decoded by a fresh decoder fed in the given chunks, then flushed
/// if `flush` is set.
func decode(chunks: [ArraySlice<UInt8>], flush: Bool) -> [TerminalInputEvent] {
    var decoder = TerminalInputDecoder()
    var events: [TerminalInputEvent] = []
    for chunk in chunks {
        events += decoder.decode(chunk)
    }
    if flush {
        events += decoder.flush()
    }
    return events
}

/// Expects `input` to decode to `expected` when fed at once, byte by byte, and split in two
/// at every boundary.
///
/// - Parameter flush: Whether to call `flush()` after the last byte, as the host does after
///   a pause.
func expectDecoding(
    _ input: [UInt8], _ expected: [TerminalInputEvent], flush: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let whole = input[...]
    #expect(decode(chunks: [whole], flush: flush) == expected, "fed at once", sourceLocation: sourceLocation)
    let single = input.indices.map { input[$0...$0] }
    #expect(decode(chunks: single, flush: flush) == expected, "fed byte by byte", sourceLocation: sourceLocation)
    for split in input.indices.dropFirst() {
        let events = decode(chunks: [input[..<split], input[split...]], flush: flush)
        #expect(events == expected, "split at byte \(split)", sourceLocation: sourceLocation)
    }
}

/// Expects the string's UTF-8 bytes to decode to `expected` however they are split.
func expectDecoding(
    _ input: String, _ expected: [TerminalInputEvent], flush: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectDecoding(bytes(input), expected, flush: flush, sourceLocation: sourceLocation)
}
