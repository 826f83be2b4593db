import Tessera

/// Turns the previous and the next rendered frame into the fewest terminal bytes.
///
/// The writer remembers the last canvas it wrote and what the terminal's cursor and pen are,
/// so each call to ``frame(_:)`` writes only what changed: cursor moves (absolute `CUP` or
/// cheaper relative moves, or nothing when the cursor is already in place), pen changes as
/// ``ANSIEncoder`` writes them (cached, so a frame allocates nothing once its pen changes were
/// seen), and the glyphs of changed cells. A short run of unchanged cells between two
/// changes on a row is rewritten instead of skipped when that is fewer bytes, and a row whose
/// rest became blank is erased to its end (`EL`) when that is fewer bytes.
///
/// When a band of full-width rows moved up or down (a list scrolled under a fixed header), the
/// writer lets the terminal move them: it sets a scroll region (`DECSTBM`), scrolls it (`SU` /
/// `SD`), resets the region, and then diffs against the old frame as shifted. It does so only
/// when that is fewer bytes than the plain diff. Rows that differ slightly after the shift (a
/// scroll indicator on the right edge, a moved highlight) are simply repainted.
///
/// The first frame, a frame of a new size, and the first frame after ``invalidate()`` clear the
/// screen and paint every cell that is not blank.
///
///     var writer = TerminalFrameWriter()
///     output.write(writer.frame(canvas))       // full repaint
///     canvas[3, 1] = Canvas.Cell(glyph: Glyph(Character("x")))
///     output.write(writer.frame(canvas))       // one cursor move and one byte
///
/// The writer never shows the cursor (hiding it is the host's job) and never relies on
/// automatic wrapping at the right margin. Each frame ends with the pen reset to the default
/// when it was changed, so the terminal is left in a known state between frames. Wide
/// characters are always written whole: when either half of one changed, its lead glyph is
/// written again. Glyph widths are taken from the canvas (a continuation cell follows each wide
/// lead), as the compositor measured them.
///
/// The bytes use only sequences every VT100/xterm-compatible terminal knows: `CUP`, `CHA`,
/// `CUU`/`CUD`/`CUF`/`CUB`, CR and LF (LF only after CR, so it is right whether or not the tty
/// adds a CR), `SGR`, `ED 2`, `EL`, `DECSTBM`, `SU` and `SD`. The exposed rows of a scroll and
/// erased cells take the pen's background in most terminals, so the pen is the default when
/// the writer scrolls or erases.
///
/// Compared with UIKit: there is no counterpart; on iOS the window server composites layers.
public struct TerminalFrameWriter: Sendable {
    /// How colours are written. Changing it makes the next frame a full repaint.
    public var colorMode: ANSIEncoder.ColorMode {
        get { penSequences.colorMode }
        set {
            penSequences = _PenSequences(colorMode: newValue)
            invalidate()
        }
    }

    /// The canvas the terminal shows, as far as the writer knows; `nil` before the first frame
    /// and after ``invalidate()``.
    public private(set) var screen: Canvas?

    /// The cursor and pen as the terminal has them now.
    var state = _TerminalState()
    /// The bytes of pen changes, formatted once by ``ANSIEncoder``.
    var penSequences: _PenSequences

    /// Per-row hashes of ``screen`` (whole row, and the row without its last column).
    var oldRowHashes = _RowHashes()
    /// Per-row hashes of the frame being written.
    var newRowHashes = _RowHashes()
    /// Reused scratch space for scroll detection and the alternative encoding.
    var scratch = _Scratch()

    /// The scroll the last frame used, if any (for tests and diagnostics).
    private(set) var lastScroll: _RowMapping?

    /// Creates a writer that knows nothing about the screen yet: its first frame is a full
    /// repaint.
    ///
    /// - Parameter colorMode: How colours are written.
    public init(colorMode: ANSIEncoder.ColorMode = .trueColor) {
        penSequences = _PenSequences(colorMode: colorMode)
    }

    /// Forgets what the terminal shows, so that the next frame is a full repaint.
    ///
    /// Call it after a resize, after something else wrote to the terminal, or when the
    /// terminal's contents are otherwise unknown.
    public mutating func invalidate() {
        screen = nil
        state.invalidate()
    }

    /// The bytes that turn the screen from the previous frame into `canvas`.
    ///
    /// - Parameter canvas: The next frame.
    /// - Returns: The bytes to write to the terminal; empty when nothing changed.
    /// - Complexity: O(`canvas.columns × canvas.rows`).
    public mutating func frame(_ canvas: Canvas) -> [UInt8] {
        var bytes: [UInt8] = []
        write(canvas, into: &bytes)
        return bytes
    }

    /// Appends the bytes that turn the screen from the previous frame into `canvas` to `bytes`.
    ///
    /// Use this form to reuse one output buffer from frame to frame.
    ///
    /// - Parameters:
    ///   - canvas: The next frame.
    ///   - bytes: The buffer to append to.
    /// - Complexity: O(`canvas.columns × canvas.rows`).
    public mutating func write(_ canvas: Canvas, into bytes: inout [UInt8]) {
        newRowHashes.compute(for: canvas)
        lastScroll = nil
        defer {
            swap(&oldRowHashes, &newRowHashes)
            screen = canvas
        }
        guard let old = screen, old.columns == canvas.columns, old.rows == canvas.rows else {
            state.writeRepaint(of: canvas, pens: &penSequences, into: &bytes)
            return
        }
        let start = bytes.count
        var plain = state
        plain.writeDiff(from: old, to: canvas, mapping: .identity, pens: &penSequences, into: &bytes)
        guard bytes.count > start,
            let mapping = scratch.detectScroll(old: oldRowHashes, new: newRowHashes, rows: canvas.rows)
        else {
            state = plain
            return
        }
        var scrolled = state
        scratch.bytes.removeAll(keepingCapacity: true)
        scrolled.writeScroll(mapping, columns: canvas.columns, rows: canvas.rows, into: &scratch.bytes)
        scrolled.writeDiff(from: old, to: canvas, mapping: mapping, pens: &penSequences, into: &scratch.bytes)
        if scratch.bytes.count < bytes.count - start {
            bytes.removeSubrange(start...)
            bytes.append(contentsOf: scratch.bytes)
            state = scrolled
            lastScroll = mapping
        } else {
            state = plain
        }
    }
}
