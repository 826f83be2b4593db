import Foundation

/// Insets in whole cells: the rows and columns at the edges of a picture that keep their size
/// when it is stretched (a resizable snapshot's cap insets).
struct _CellInsets: Hashable, Sendable {
    var top = 0
    var left = 0
    var bottom = 0
    var right = 0

    static let zero = _CellInsets()

    /// `insets` in points, rounded to whole cells of `grid`.
    init(_ insets: UIEdgeInsets, grid: CellGrid) {
        func cells(_ points: CGFloat, _ size: CGFloat) -> Int { max(0, Int((points / size).rounded())) }
        top = cells(insets.top, grid.cellHeight)
        left = cells(insets.left, grid.cellWidth)
        bottom = cells(insets.bottom, grid.cellHeight)
        right = cells(insets.right, grid.cellWidth)
    }

    init() {}
}
