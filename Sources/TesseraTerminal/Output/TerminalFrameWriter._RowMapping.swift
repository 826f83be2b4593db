extension TerminalFrameWriter {
    /// Which row of the old frame each screen row shows after an optional terminal scroll.
    ///
    /// With `shift == k > 0` the region `top...bottom` scrolled up by `k` rows: screen row `i`
    /// shows old row `i + k`, and the last `k` rows of the region are exposed blank. With
    /// `shift == -k` it scrolled down: row `i` shows old row `i - k`, the first `k` rows blank.
    struct _RowMapping: Hashable, Sendable {
        /// Rows the content moved up (positive) or down (negative); `0` for no scroll.
        var shift: Int
        /// The first row of the scroll region (0-based).
        var top: Int
        /// The last row of the scroll region (0-based, inclusive).
        var bottom: Int

        /// No scroll: every row shows itself.
        static let identity = _RowMapping(shift: 0, top: 0, bottom: -1)

        /// The old row that screen row `row` shows, or `-1` when it was exposed blank.
        @inline(__always)
        func source(ofRow row: Int) -> Int {
            guard shift != 0, row >= top, row <= bottom else { return row }
            let source = row + shift
            return source < top || source > bottom ? -1 : source
        }
    }
}
