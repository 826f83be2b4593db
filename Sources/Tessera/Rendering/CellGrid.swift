import Foundation
import Synchronization

/// How points map to terminal character cells: the one place the point-to-cell scale is defined.
///
/// Geometry stays exact in points; only the renderer maps edges to the grid, and always by
/// the same rule: an edge at `x` points lies on the grid line `⌊x / cellWidth + ½⌋` (round half
/// up). A view covers the cells between the grid lines of its edges, so views that share an
/// edge tile without gaps or overlaps, and a view thinner than half a cell may cover none.
///
/// The default, 11 × 22 points per cell, makes UIKit's 44-point row two terminal rows, a text
/// line one row, and the two half-block pixels of a cell square (11 × 11 points).
public struct CellGrid: Hashable, Sendable {
    /// Points per character column.
    public var cellWidth: CGFloat
    /// Points per character row.
    public var cellHeight: CGFloat

    public init(cellWidth: CGFloat, cellHeight: CGFloat) {
        precondition(cellWidth > 0 && cellHeight > 0, "Cell size must be positive")
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// 11 × 22 points per cell.
    public static let standard = CellGrid(cellWidth: 11, cellHeight: 22)

    private static let currentStorage = Mutex(CellGrid.standard)

    /// The grid every screen, font and renderer uses. Set it before creating windows.
    public static var current: CellGrid {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// Points per half-block pixel vertically (two pixels per cell).
    public var pixelHeight: CGFloat { cellHeight / 2 }

    /// The grid column on which an edge at `x` points lies.
    @inline(__always)
    public func column(forX x: CGFloat) -> Int {
        Self.gridLine(x / cellWidth)
    }

    /// The grid row on which an edge at `y` points lies.
    @inline(__always)
    public func row(forY y: CGFloat) -> Int {
        Self.gridLine(y / cellHeight)
    }

    /// The cells covered by a rectangle in window points.
    public func cells(covering rect: CGRect) -> CellRect {
        let r = rect.standardized
        return CellRect(
            minColumn: column(forX: r.minX), minRow: row(forY: r.minY),
            maxColumn: column(forX: r.maxX), maxRow: row(forY: r.maxY))
    }

    /// The half-block pixel grid line on which a vertical edge at `y` points lies.
    public func pixelRow(forY y: CGFloat) -> Int {
        Self.gridLine(y / pixelHeight)
    }

    /// `rect` moved to the grid lines of the half-block pixels it covers: what is drawn of it.
    func pixelAligned(_ rect: CGRect) -> CGRect {
        let r = rect.standardized
        let (minX, maxX) = (CGFloat(column(forX: r.minX)) * cellWidth, CGFloat(column(forX: r.maxX)) * cellWidth)
        let (minY, maxY) = (CGFloat(pixelRow(forY: r.minY)) * pixelHeight, CGFloat(pixelRow(forY: r.maxY)) * pixelHeight)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point a pointer over the cell at `column`, `row` stands for: the cell's centre,
    /// nudged up and left by a hair.
    ///
    /// A view is drawn on a cell when its edges round to either side of the cell's centre
    /// (`minY < centre ≤ maxY`), while hit testing takes `minY ≤ y < maxY`. At the centre
    /// itself the two disagree for a view whose edge lies exactly there (views half a cell
    /// off the grid, as a centred SwiftUI root can be): the click would reach the view below
    /// the one drawn. Just before the centre they agree, so a click reaches what it is on.
    public func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cellWidth - Self.hair, y: (CGFloat(row) + 0.5) * cellHeight - Self.hair)
    }

    /// Far below any geometry a layout produces, far above a `CGFloat`'s rounding.
    private static let hair: CGFloat = 1.0 / 1024

    /// The terminal size in points for `columns × rows` cells.
    public func size(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * cellWidth, height: CGFloat(rows) * cellHeight)
    }

    /// The points `cells` cover.
    func rect(of cells: CellRect) -> CGRect {
        CGRect(
            x: CGFloat(cells.minColumn) * cellWidth, y: CGFloat(cells.minRow) * cellHeight, width: CGFloat(cells.width) * cellWidth,
            height: CGFloat(cells.height) * cellHeight)
    }

    /// Round half up, clamped so that huge or non-finite coordinates cannot trap.
    @inline(__always)
    static func gridLine(_ value: CGFloat) -> Int {
        let line = (value + 0.5).rounded(.down)
        if line >= 1e9 { return 1_000_000_000 }
        if line <= -1e9 || line.isNaN { return -1_000_000_000 }
        return Int(line)
    }
}

/// A rectangle of character cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    public var minColumn: Int
    public var minRow: Int
    public var maxColumn: Int
    public var maxRow: Int

    public init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        self.minColumn = minColumn
        self.minRow = minRow
        self.maxColumn = maxColumn
        self.maxRow = maxRow
    }

    public init(columns: Int, rows: Int) {
        self.init(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows)
    }

    public var width: Int { max(0, maxColumn - minColumn) }
    public var height: Int { max(0, maxRow - minRow) }
    public var isEmpty: Bool { maxColumn <= minColumn || maxRow <= minRow }

    public func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
            maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }

    public var description: String {
        "cells \(minColumn)..<\(maxColumn) × \(minRow)..<\(maxRow)"
    }
}
