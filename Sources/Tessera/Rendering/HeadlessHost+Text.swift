import Foundation

/// Finding and tapping what the screen shows by its text, as a person reads it: tests of an app
/// tap "Delete" or a row's title without knowing which view draws it.
extension HeadlessHost {
    /// Where a click on the first place `text` is drawn lands (rows top to bottom, then
    /// columns; its middle cell, see ``CellGrid/point(column:row:)``), in window points; `nil`
    /// when it is not on screen.
    public func point(of text: String) -> CGPoint? {
        let canvas = render()
        let grid = CellGrid.current
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        for row in 0..<canvas.rows {
            let line = Array(canvas.text(ofRow: row))
            guard needle.count <= line.count else { continue }
            for column in 0...(line.count - needle.count) where Array(line[column..<(column + needle.count)]) == needle {
                // The middle cell of the text, where a click on it lands.
                return grid.point(column: column + (needle.count - 1) / 2, row: row)
            }
        }
        return nil
    }

    /// Taps the first place `text` is drawn; returns whether it was on screen.
    @discardableResult
    public func tap(text: String) -> Bool {
        guard let point = point(of: text) else { return false }
        tap(at: point)
        return true
    }

    /// Taps the alert or action-sheet button titled `title`: the first row that shows only that
    /// title inside its box. Returns whether there was one.
    @discardableResult
    public func tap(button title: String) -> Bool {
        let canvas = render()
        let grid = CellGrid.current
        for row in 0..<canvas.rows {
            let line = canvas.text(ofRow: row)
            guard line.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) == title,
                let range = line.range(of: title)
            else { continue }
            let column = line.distance(from: line.startIndex, to: range.lowerBound)
            tap(at: grid.point(column: column, row: row))
            return true
        }
        return false
    }
}
