import Foundation

/// Where a menu's box goes on screen and which of its rows show, in cells.
///
/// The box opens below its anchor when it fits there, else above, else over the whole
/// height; it starts at the anchor's left edge, moved left to stay on screen. A box taller
/// than the screen scrolls: `firstRow` is the first row shown, kept so the highlighted row is
/// visible. A screen too small for a border shows what fits; nothing ever traps.
struct _MenuLayout: Equatable {
    /// The box, border included.
    var box = CellRect(columns: 0, rows: 0)
    /// The index of the first row shown.
    var firstRow = 0
    /// How many rows show inside the border.
    var visibleRowCount: Int { max(0, box.height - 2) }

    init() {}

    /// - Parameters:
    ///   - contentWidth: The widest row's content, in columns.
    ///   - rowCount: The number of rows.
    ///   - anchor: The cells the menu points at.
    ///   - screen: The cells available.
    ///   - highlighted: The row to keep visible.
    ///   - firstRow: The first row shown so far, kept when the highlighted row stays visible.
    init(contentWidth: Int, rowCount: Int, anchor: CellRect, screen: CellRect, highlighted: Int?, firstRow: Int) {
        let width = min(contentWidth + 4, screen.width)
        let wanted = rowCount + 2
        let below = screen.maxRow - anchor.maxRow
        let above = anchor.minRow - screen.minRow
        let height: Int
        let top: Int
        if wanted <= below {
            (height, top) = (wanted, anchor.maxRow)
        } else if wanted <= above {
            (height, top) = (wanted, anchor.minRow - wanted)
        } else {
            height = min(wanted, screen.height)
            top = max(screen.minRow, min(anchor.maxRow, screen.maxRow - height))
        }
        let left = max(screen.minColumn, min(anchor.minColumn, screen.maxColumn - width))
        box = CellRect(minColumn: left, minRow: top, maxColumn: left + width, maxRow: top + height)
        let visible = visibleRowCount
        var first = firstRow
        if let highlighted {
            if highlighted < first { first = highlighted }
            if highlighted >= first + visible { first = highlighted - visible + 1 }
        }
        self.firstRow = max(0, min(first, rowCount - visible))
    }

    /// The index of the row at a cell, or `nil` outside the rows.
    func row(atColumn column: Int, row: Int, rowCount: Int) -> Int? {
        guard column > box.minColumn, column < box.maxColumn - 1, row > box.minRow, row < box.maxRow - 1 else { return nil }
        let index = firstRow + row - box.minRow - 1
        return index < rowCount ? index : nil
    }
}
