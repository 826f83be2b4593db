extension TerminalFrameWriter {
    /// How drawn content (``Canvas/images``) reaches the terminal.
    ///
    /// Choose what the terminal said it supports (see ``TerminalGraphicsQuery``) and render
    /// frames for it: with ``kitty`` or ``sixel``, render with the terminal's cell pixel size so
    /// that the canvas carries images; with ``cells``, render without, so that drawings are
    /// block characters in the cells.
    public enum Graphics: Hashable, Sendable {
        /// Cells only; a canvas's images are ignored.
        case cells
        /// The kitty graphics protocol: each image is sent once under its id, placed under the
        /// text (`z=-1`), placed again when it moves and replaced when it changes.
        case kitty
        /// DEC sixel: each image is painted at its cells, again whenever something was written
        /// over them, palette quantised to at most 256 colours.
        case sixel
    }
}
