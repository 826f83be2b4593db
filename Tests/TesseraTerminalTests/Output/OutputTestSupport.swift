import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal


/// A writer and a model terminal fed with its bytes, checked after every frame.
struct OutputHarness {
    var writer = TerminalFrameWriter()
    var terminal: TerminalModel
    /// The bytes of the last frame.
    var lastBytes: [UInt8] = []

    init(columns: Int, rows: Int) {
        terminal = TerminalModel(columns: columns, rows: rows)
    }

    /// Writes `canvas`, applies the bytes to the model and expects the screen to show `canvas`.
    @discardableResult
    mutating func show(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        lastBytes = writer.frame(canvas)
        if canvas.columns != terminal.columns || canvas.rows != terminal.rows {
            terminal = TerminalModel(columns: canvas.columns, rows: canvas.rows)
        }
        terminal.apply(lastBytes)
        #expect(terminal.violations == [], sourceLocation: sourceLocation)
        if let mismatch = terminal.mismatch(with: canvas) {
            Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
        }
        #expect(terminal.pen == .blank, "the pen is reset at the end of each frame", sourceLocation: sourceLocation)
        return lastBytes.count
    }
}

/// An opaque colour for test drawing.
func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor.Components {
    UIColor.Components(red: red, green: green, blue: blue, alpha: 1)
}

extension Canvas {
    /// Draws `text` at a cell with a foreground colour and attributes, unclipped.
    mutating func write(
        _ text: String, column: Int, row: Int, color: UIColor.Components = rgb(0.9, 0.9, 0.9),
        attributes: CellAttributes = []
    ) {
        draw(text, column: column, row: row, color: color, attributes: attributes, clip: bounds)
    }

    /// Fills a rectangle with an opaque colour.
    mutating func fill(column: Int, row: Int, columns: Int, rows: Int, color: UIColor.Components) {
        fill(CellRect(minColumn: column, minRow: row, maxColumn: column + columns, maxRow: row + rows), color: color, clip: bounds)
    }
}

/// The bytes of a string, for comparing output readably.
func output(_ string: String) -> [UInt8] {
    Array(string.utf8)
}
