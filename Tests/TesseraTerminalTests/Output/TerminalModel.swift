@testable import Tessera

/// A small model of a VT terminal for tests: it interprets exactly the sequences the frame
/// writer may emit (CUP, CHA, relative moves, CR, LF, SGR, ED, EL, DECSTBM, SU, SD and UTF-8 text
/// with wide characters) and records anything else, or any reliance on behaviour the writer
/// promises to avoid, as a violation. Graphics (kitty's `ESC _ G … ESC \`, sixel's
/// `ESC P … ESC \`) and the host's launch query (`CSI c`) are kept in ``graphics``, not drawn.
///
/// Orphaned halves of wide characters (what a real terminal blanks when half of a wide glyph is
/// overwritten) become a poison cell (U+FFFD) that no test canvas contains, so a writer that
/// leaves half a wide character behind fails the comparison.
struct TerminalModel {
    let columns: Int
    let rows: Int
    private(set) var cells: [Canvas.Cell]
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0
    private(set) var wrapPending = false
    private(set) var pen = Canvas.Cell.blank
    private(set) var scrollTop = 0
    private(set) var scrollBottom: Int
    /// Everything the writer should not have done.
    private(set) var violations: [String] = []
    /// The graphics commands and device queries received, in order, without their payloads.
    private(set) var graphics: [String] = []

    static let poison = Canvas.Cell(glyph: Glyph(Character("\u{FFFD}")))

    /// A terminal whose contents are unknown (all poison).
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Self.poison, count: columns * rows)
        scrollBottom = rows - 1
    }

    subscript(column: Int, row: Int) -> Canvas.Cell {
        cells[row * columns + column]
    }

    /// The screen as text, one line per row, for failure messages.
    var text: String {
        (0..<rows).map { row in
            (0..<columns).map { self[$0, row].glyph.string }.joined()
        }.joined(separator: "\n")
    }

    /// The first cell that differs from `canvas`, described, or `nil` when the screen shows it.
    func mismatch(with canvas: Canvas) -> String? {
        guard canvas.columns == columns, canvas.rows == rows else { return "size differs" }
        for row in 0..<rows {
            for column in 0..<columns where self[column, row] != canvas[column, row] {
                // A terminal draws both halves of a wide character in the pen of its lead, so
                // the style the canvas gives a right half can't be shown; only its glyph counts.
                if canvas[column, row].glyph.isContinuation, self[column, row].glyph.isContinuation { continue }
                return "cell (\(column), \(row)): screen \(self[column, row]) expected \(canvas[column, row])\n"
                    + "screen:\n\(text)\nexpected:\n\(canvas.text)"
            }
        }
        return nil
    }

    // MARK: Interpreting bytes

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            for character in String(decoding: text, as: UTF8.self) {
                put(character)
            }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                index = escape(bytes, at: index)
            case 0x0D:
                flushText()
                cursorColumn = 0
                wrapPending = false
                index += 1
            case 0x0A:
                flushText()
                wrapPending = false
                if cursorRow == scrollBottom {
                    violations.append("LF scrolled the screen")
                    scroll(up: 1)
                } else if cursorRow < rows - 1 {
                    cursorRow += 1
                }
                index += 1
            case 0..<0x20, 0x7F:
                flushText()
                violations.append("unexpected control byte \(byte)")
                index += 1
            default:
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        if start + 1 < bytes.count, bytes[start + 1] == 0x5F || bytes[start + 1] == 0x50 {
            // APC or DCS, up to ST.
            var end = start + 2
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
            guard end + 1 < bytes.count else {
                violations.append("unterminated string")
                return bytes.count
            }
            let body = String(decoding: bytes[start..<end], as: UTF8.self)
            graphics.append(String(body.prefix { $0 != ";" && $0 != "#" }))
            return end + 2
        }
        if start + 2 < bytes.count, bytes[start + 1] == 0x5B, bytes[start + 2] == 0x63 {
            graphics.append("\u{1B}[c")
            return start + 3
        }
        guard start + 1 < bytes.count, bytes[start + 1] == 0x5B else {
            violations.append("unexpected escape")
            return start + 2
        }
        var index = start + 2
        var parameters: [Int?] = []
        var current: Int?
        var isPrivate = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                current = (current ?? 0) * 10 + Int(byte - 0x30)
            } else if byte == 0x3B {
                parameters.append(current)
                current = nil
            } else if byte == 0x3F {
                isPrivate = true
            } else {
                parameters.append(current)
                if isPrivate {
                    violations.append("private mode sequence")
                } else {
                    control(final: byte, parameters)
                }
                return index + 1
            }
            index += 1
        }
        violations.append("unterminated CSI")
        return index
    }

    private mutating func control(final: UInt8, _ parameters: [Int?]) {
        func parameter(_ index: Int, default value: Int = 1) -> Int {
            guard index < parameters.count, let p = parameters[index], p != 0 else { return value }
            return p
        }
        wrapPending = false
        switch final {
        case 0x48, 0x66:  // H f
            cursorRow = min(rows - 1, parameter(0) - 1)
            cursorColumn = min(columns - 1, parameter(1) - 1)
        case 0x47:  // G
            cursorColumn = min(columns - 1, parameter(0) - 1)
        case 0x41:  // A
            cursorRow = max(0, cursorRow - parameter(0))
        case 0x42:  // B
            cursorRow = min(rows - 1, cursorRow + parameter(0))
        case 0x43:  // C
            cursorColumn = min(columns - 1, cursorColumn + parameter(0))
        case 0x44:  // D
            cursorColumn = max(0, cursorColumn - parameter(0))
        case 0x4A:  // J
            if parameter(0, default: 0) == 2 {
                for index in cells.indices { cells[index] = Canvas.Cell(background: pen.background) }
            } else {
                violations.append("ED \(parameter(0, default: 0))")
            }
        case 0x4B:  // K
            guard parameter(0, default: 0) == 0 else {
                violations.append("EL \(parameter(0, default: 0))")
                break
            }
            if pen != .blank { violations.append("erased with a non-default pen") }
            if cursorColumn > 0, self[cursorColumn, cursorRow].glyph.isContinuation {
                cells[cursorRow * columns + cursorColumn - 1] = Self.poison
            }
            for column in cursorColumn..<columns {
                cells[cursorRow * columns + column] = Canvas.Cell(background: pen.background)
            }
        case 0x72:  // r
            let top = parameter(0) - 1
            let bottom = parameter(1, default: rows) - 1
            if top < bottom, bottom < rows {
                scrollTop = top
                scrollBottom = bottom
            } else {
                violations.append("bad DECSTBM \(top) \(bottom)")
            }
            cursorRow = 0
            cursorColumn = 0
        case 0x53:  // S
            scroll(up: parameter(0))
        case 0x54:  // T
            scroll(up: -parameter(0))
        case 0x6D:  // m
            sgr(parameters)
        default:
            violations.append("unexpected CSI final \(final)")
        }
    }

    private mutating func sgr(_ parameters: [Int?]) {
        var index = 0
        while index < parameters.count {
            let p = parameters[index] ?? 0
            switch p {
            case 0: pen = .blank
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.inverse)
            case 9: pen.attributes.insert(.strikethrough)
            case 39: pen.foreground = .default
            case 49: pen.background = .default
            case 38, 48:
                guard index + 4 < parameters.count, parameters[index + 1] == 2 else {
                    violations.append("unsupported colour")
                    return
                }
                let color = CellColor(
                    red: UInt8(parameters[index + 2] ?? 0), green: UInt8(parameters[index + 3] ?? 0),
                    blue: UInt8(parameters[index + 4] ?? 0))
                if p == 38 { pen.foreground = color } else { pen.background = color }
                index += 4
            default:
                violations.append("unexpected SGR \(p)")
            }
            index += 1
        }
    }

    /// Scrolls the scroll region up by `count` rows (down when negative), exposing blank rows
    /// in the pen's background (background colour erase).
    private mutating func scroll(up count: Int) {
        let exposed = Canvas.Cell(background: pen.background)
        if pen.background != .default || pen.foreground != .default || !pen.attributes.isEmpty {
            violations.append("scrolled with a non-default pen")
        }
        let old = cells
        for row in scrollTop...scrollBottom {
            let source = row + count
            for column in 0..<columns {
                cells[row * columns + column] =
                    source >= scrollTop && source <= scrollBottom ? old[source * columns + column] : exposed
            }
        }
    }

    private mutating func put(_ character: Character) {
        let width = TerminalModel.width(of: character)
        if wrapPending {
            violations.append("printed while a wrap was pending (relies on autowrap)")
            return
        }
        if cursorColumn + width > columns {
            violations.append("wide character at the right margin")
            return
        }
        let start = cursorColumn
        let end = start + width
        // Overwriting half of a wide character orphans its other half.
        if start > 0, self[start, cursorRow].glyph.isContinuation {
            cells[cursorRow * columns + start - 1] = Self.poison
        }
        if end < columns, self[end, cursorRow].glyph.isContinuation {
            cells[cursorRow * columns + end] = Self.poison
        }
        var cell = pen
        cell.glyph = Glyph(character)
        cells[cursorRow * columns + start] = cell
        if width == 2 {
            cell.glyph = .continuation
            cells[cursorRow * columns + start + 1] = cell
        }
        if end >= columns {
            cursorColumn = columns - 1
            wrapPending = true
        } else {
            cursorColumn = end
        }
    }

    /// Terminal column width of the characters tests use: East Asian wide and emoji are 2.
    static func width(of character: Character) -> Int {
        let value = character.unicodeScalars.first!.value
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            0x1F300...0x1FAFF:
            return 2
        default:
            return 1
        }
    }
}
