@_spi(TerminalHost) import Tessera

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
/// With ``graphics`` set to `.kitty` or `.sixel`, the canvas's ``Canvas/images`` go out as
/// real pixels after the cells (see ``Graphics``): only those that are new, changed or moved,
/// so an unchanged frame writes no image bytes, and an image that left is deleted (kitty) or
/// its cells are written again (sixel). While images are shown the writer does not scroll
/// regions, which would move them.
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

    /// How images reach the terminal. Changing it makes the next frame a full repaint.
    public var graphics: Graphics = .cells {
        didSet { invalidate() }
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
        let images = graphics == .cells ? [] : canvas.images
        guard var old = screen, old.columns == canvas.columns, old.rows == canvas.rows else {
            if graphics == .kitty { _KittyCommand.appendDeletionOfAll(to: &bytes) }
            state.writeRepaint(of: canvas, pens: &penSequences, into: &bytes)
            writeImages(images, shown: [], old: nil, new: canvas, into: &bytes)
            return
        }
        let shown = graphics == .cells ? [] : old.images
        if graphics == .sixel {
            // The cells an image left are written again, over its pixels.
            for image in shown where !images.contains(image) { old.markUnknown(image.visible) }
        }
        defer { writeImages(images, shown: shown, old: old, new: canvas, into: &bytes) }
        let start = bytes.count
        var plain = state
        plain.writeDiff(from: old, to: canvas, mapping: .identity, pens: &penSequences, into: &bytes)
        guard bytes.count > start, images.isEmpty, shown.isEmpty,
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

extension TerminalFrameWriter {
    /// Writes the images of the new frame that the terminal does not show as they are:
    /// `shown` were written before over `old` (`nil` after a repaint).
    private mutating func writeImages(_ images: [Canvas.Image], shown: [Canvas.Image], old: Canvas?, new: Canvas, into bytes: inout [UInt8]) {
        guard graphics != .cells, !(images.isEmpty && shown.isEmpty) else { return }
        switch graphics {
        case .cells:
            return
        case .kitty:
            let shownByID = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let ids = Set(images.map(\.id))
            for image in shown where !ids.contains(image.id) { _KittyCommand.appendDeletion(of: image.id, to: &bytes) }
            for image in images {
                let before = shownByID[image.id]
                if before == image { continue }
                moveCursor(toRow: image.visible.minRow, column: image.visible.minColumn, into: &bytes)
                if before?.version == image.version {
                    _KittyCommand.appendPlacement(of: image, to: &bytes)
                } else {
                    if before != nil { _KittyCommand.appendDeletion(of: image.id, to: &bytes) }
                    _KittyCommand.appendTransmission(of: image, to: &bytes)
                }
            }
        case .sixel:
            for image in images {
                // The screen's last row is left out: a sixel reaching it would scroll the screen.
                var visible = image.visible
                visible.maxRow = min(visible.maxRow, new.rows - 1)
                guard !visible.isEmpty else { continue }
                if let old, shown.contains(image), !old.differs(from: new, in: visible) { continue }
                let whole = image.visiblePixels
                let source = (
                    x: whole.x, y: whole.y, width: whole.width,
                    height: visible.height * image.pixelsPerRow
                )
                moveCursor(toRow: visible.minRow, column: visible.minColumn, into: &bytes)
                _SixelImage.append(image, source: source, background: { column, row in
                    new[visible.minColumn + column, visible.minRow + min(row, visible.height - 1)].background
                }, to: &bytes)
                // Where a terminal leaves the cursor after a sixel varies.
                state.row = nil
                state.column = nil
            }
        }
    }

    private mutating func moveCursor(toRow row: Int, column: Int, into bytes: inout [UInt8]) {
        guard state.row != row || state.column != column else { return }
        _ControlSequence.append(.position(row: row, column: column), to: &bytes)
        state.row = row
        state.column = column
    }
}

extension Canvas {
    /// Marks the cells of `area` as showing something unknown, so that a diff writes them all.
    fileprivate mutating func markUnknown(_ area: CellRect) {
        let unknown = Canvas.Cell(glyph: .unknown)
        let area = area.intersection(bounds)
        for row in area.minRow..<max(area.minRow, area.maxRow) {
            for column in area.minColumn..<max(area.minColumn, area.maxColumn) { self[column, row] = unknown }
        }
    }

    /// Whether any cell of `area` differs between the two canvases.
    fileprivate func differs(from other: Canvas, in area: CellRect) -> Bool {
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn where self[column, row] != other[column, row] { return true }
        }
        return false
    }
}
