/// One unit of input from a terminal: a key press, typed text, a mouse event, pasted text or
/// a focus change.
///
/// ``TerminalInputDecoder`` produces these from the bytes the terminal sends in raw mode.
/// The host maps them to UIKit: keys and text to `UIPress`/`UIKey` (and text insertion into
/// the first responder), mouse events to `UITouch` and scroll gestures.
public enum TerminalInputEvent: Hashable, Sendable {
    /// A named key, or a character typed with control or alt held.
    case key(TerminalKey)
    /// Text typed without control or alt: one Unicode scalar per event.
    ///
    /// Each event holds exactly one scalar, so the same bytes give the same events however
    /// the terminal splits them into reads. A grapheme cluster made of several scalars
    /// (such as "e" followed by U+0301) arrives as several events; appending them to a
    /// `String` rebuilds it.
    case text(String)
    /// A mouse press, release, motion or wheel event.
    case mouse(TerminalMouseEvent)
    /// Text pasted with bracketed paste mode on (`CSI 200~` … `CSI 201~`), as sent, control
    /// characters and line breaks (usually CR) included; only invalid UTF-8 is dropped.
    ///
    /// A very long paste, or one that pauses long enough for the host to call
    /// ``TerminalInputDecoder/flush()``, arrives as several consecutive `paste` events of
    /// at most ``TerminalInputDecoder/maximumPasteChunkByteCount`` bytes each; insert them
    /// in order.
    case paste(String)
    /// The terminal window gained focus (focus reporting mode, 1004).
    case focusIn
    /// The terminal window lost focus.
    case focusOut
}
