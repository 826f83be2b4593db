import Foundation

/// Finding and tapping what the screen shows by its text, as a person reads it: tests of an app
/// tap "Delete" or a row's title without knowing which view draws it.
extension HeadlessHost {
    /// The centre of the first place `text` is drawn (rows top to bottom, then columns), in
    /// window points; `nil` when it is not on screen.
    public func point(of text: String) -> CGPoint? {
        let canvas = render()
        let grid = CellGrid.current
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        for row in 0..<canvas.rows {
            let line = Array(canvas.text(ofRow: row))
            guard needle.count <= line.count else { continue }
            for column in 0...(line.count - needle.count) where Array(line[column..<(column + needle.count)]) == needle {
                return CGPoint(
                    x: (CGFloat(column) + CGFloat(needle.count) / 2) * grid.cellWidth,
                    y: (CGFloat(row) + 0.5) * grid.cellHeight)
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
            tap(at: CGPoint(x: (CGFloat(column) + 0.5) * grid.cellWidth, y: (CGFloat(row) + 0.5) * grid.cellHeight))
            return true
        }
        return false
    }
}
