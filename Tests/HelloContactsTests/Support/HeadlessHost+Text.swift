import Foundation
import Tessera

extension HeadlessHost {
    /// The centre of the first place `text` is drawn, in window points; `nil` when it is not on screen.
    func point(of text: String) -> CGPoint? {
        let canvas = render()
        let grid = CellGrid.current
        for row in 0..<canvas.rows {
            let line = Array(canvas.text(ofRow: row))
            let needle = Array(text)
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
    func tap(text: String) -> Bool {
        guard let point = point(of: text) else { return false }
        tap(at: point)
        return true
    }

    /// The screen's lines.
    var lines: [String] { text.components(separatedBy: "\n") }
}
