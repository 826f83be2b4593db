import Benchmark
import Tessera
import TesseraTerminal

// The terminal host's output stage: how many bytes, and how long, TerminalFrameWriter takes
// to turn one frame into the next. Registered by RenderingBenchmarks.swift.

/// Registers the output benchmarks: a full 200×60 repaint and a one-row scroll of a 120×40
/// list under a fixed header and footer. Each reports the bytes written per frame as the
/// custom metric "bytes per frame".
func outputBenchmarks() {
    let bytesPerFrame = BenchmarkMetric.custom("bytes per frame", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput, bytesPerFrame],
        maxDuration: .seconds(5), maxIterations: 10_000)

    Benchmark("Output: full repaint of a 200×60 frame", configuration: configuration) { benchmark in
        let canvas = OutputBenchmarkScreens.busyScreen(columns: 200, rows: 60)
        var writer = TerminalFrameWriter()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(200 * 60 * 32)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            writer.invalidate()
            bytes.removeAll(keepingCapacity: true)
            writer.write(canvas, into: &bytes)
            blackHole(bytes)
        }
        benchmark.stopMeasurement()
        benchmark.measurement(bytesPerFrame, bytes.count)
    }

    Benchmark("Output: one-row scroll of a 120×40 list", configuration: configuration) { benchmark in
        // Alternating between two offsets makes every frame a one-row scroll (up, then down).
        let screens = [
            OutputBenchmarkScreens.listScreen(columns: 120, rows: 40, offset: 100),
            OutputBenchmarkScreens.listScreen(columns: 120, rows: 40, offset: 101),
        ]
        var writer = TerminalFrameWriter()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(120 * 40 * 32)
        writer.write(screens[0], into: &bytes)
        var next = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            bytes.removeAll(keepingCapacity: true)
            writer.write(screens[next], into: &bytes)
            next ^= 1
            blackHole(bytes)
        }
        benchmark.stopMeasurement()
        benchmark.measurement(bytesPerFrame, bytes.count)
    }
}

/// Deterministic screens for the output benchmarks, drawn through public API only.
enum OutputBenchmarkScreens {
    /// Writes ASCII `text` at a cell in the given colours.
    static func write(
        _ text: String, into canvas: inout Canvas, column: Int, row: Int, foreground: CellColor,
        background: CellColor = .default, attributes: CellAttributes = []
    ) {
        var x = column
        for character in text where x < canvas.columns {
            canvas[x, row] = Canvas.Cell(
                glyph: Glyph(character), foreground: foreground, background: background, attributes: attributes)
            x += 1
        }
    }

    /// Fills a row with a background colour.
    static func fill(row: Int, of canvas: inout Canvas, background: CellColor) {
        for column in 0..<canvas.columns {
            canvas[column, row] = Canvas.Cell(background: background)
        }
    }

    /// A list screen: a header, list rows showing items from `offset`, a footer.
    static func listScreen(columns: Int, rows: Int, offset: Int) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        let headerColor = CellColor(red: 30, green: 60, blue: 130)
        fill(row: 0, of: &canvas, background: headerColor)
        write("Contacts", into: &canvas, column: 2, row: 0, foreground: CellColor(red: 255, green: 255, blue: 255),
              background: headerColor, attributes: .bold)
        for row in 1..<(rows - 1) {
            let item = offset + row - 1
            write("Contact number \(item)", into: &canvas, column: 2, row: row,
                  foreground: CellColor(red: 230, green: 230, blue: 230))
            write("detail \(item * 37 % 1000)", into: &canvas, column: columns - 16, row: row,
                  foreground: CellColor(red: 128, green: 128, blue: 128))
        }
        let footerColor = CellColor(red: 50, green: 50, blue: 50)
        fill(row: rows - 1, of: &canvas, background: footerColor)
        write("\(offset) of 1000", into: &canvas, column: 2, row: rows - 1,
              foreground: CellColor(red: 255, green: 255, blue: 255), background: footerColor)
        return canvas
    }

    /// A screen with text in every cell and a colour change every few cells, the worst case
    /// for a repaint.
    static func busyScreen(columns: Int, rows: Int) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789 ")
        for row in 0..<rows {
            for column in 0..<columns {
                let band = (column / 8 + row) % 6
                canvas[column, row] = Canvas.Cell(
                    glyph: Glyph(letters[(column * 7 + row * 3) % letters.count]),
                    foreground: CellColor(red: UInt8(40 * band), green: 200, blue: UInt8(255 - 40 * band)),
                    background: band == 0 ? .default : CellColor(red: 20, green: 20, blue: UInt8(10 * band)),
                    attributes: band == 3 ? .bold : [])
            }
        }
        return canvas
    }
}
