/// The size of one character cell in a terminal's own pixels.
///
/// A terminal that shows real pixels (the kitty graphics protocol, sixel) is given drawn
/// content at this resolution, so a drawing covering 20 × 10 cells of 10 × 20 pixels is
/// rasterised at 200 × 200 pixels. Terminals report it (`TIOCGWINSZ`'s pixel fields); when
/// they do not, ``standard`` is assumed.
public struct CellPixelSize: Hashable, Sendable {
    /// Pixels across one cell.
    public var width: Int
    /// Pixels down one cell.
    public var height: Int

    /// A cell of `width × height` pixels, at least 1 × 1.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// 10 × 20 pixels, a common monospace cell at 100% scale.
    public static let standard = CellPixelSize(width: 10, height: 20)
}
