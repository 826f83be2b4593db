/// A small model of a terminal screen: replays what an app wrote to its terminal and tells
/// what a person would read, so that a pseudo-terminal test can compare whole screens
/// (Hello-Contacts' and LootLogger's terminal tests share it).
///
/// It understands what Tessera's frame writer emits: cursor moves (`CUP`, `CHA`, `CUU`,
/// `CUD`, `CUF`, `CUB`, CR, LF), scroll regions (`DECSTBM`, `SU`, `SD`), `ED 2` and `EL`;
/// colours, modes and OSC strings are read and ignored. Every character is one column wide.
public struct ScreenModel {
    public let columns: Int
    public let rows: Int
    private var cells: [[Character]]
    private var row = 0
    private var column = 0
    private var top = 0
    private var bottom: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        bottom = rows - 1
    }

    /// The screen's lines, trailing spaces removed.
    public var lines: [String] {
        cells.map { line in
            var text = String(line)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The screen as text, one line per row, trailing spaces removed (as `Canvas.text`).
    public var text: String { lines.joined(separator: "\n") }

    /// Replays `output`.
    public mutating func apply(_ output: String) {
        var scalars = output.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0
            case "\n": lineFeed()
            case _ where scalar.value < 0x20: continue
            default: put(Character(scalar))
            }
        }
    }

    private mutating func escape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        switch scalars.next() {
        case "[":
            var parameters = ""
            while let next = scalars.next() {
                if (0x40...0x7E).contains(next.value) {
                    control(Character(next), parameters)
                    return
                }
                parameters.unicodeScalars.append(next)
            }
        case "]":
            while let next = scalars.next(), next != "\u{07}" {
                if next == "\u{1B}" { _ = scalars.next(); return }
            }
        default:
            return
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        guard !parameters.hasPrefix("?"), !parameters.hasPrefix("<"), !parameters.hasPrefix(">") else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? fallback) : fallback
        }
        switch final {
        case "H", "f":
            row = min(rows - 1, max(0, number(0, 1) - 1))
            column = min(columns - 1, max(0, number(1, 1) - 1))
        case "G": column = min(columns - 1, max(0, number(0, 1) - 1))
        case "A": row = max(0, row - number(0, 1))
        case "B": row = min(rows - 1, row + number(0, 1))
        case "C": column = min(columns - 1, column + number(0, 1))
        case "D": column = max(0, column - number(0, 1))
        case "r":
            top = max(0, number(0, 1) - 1)
            bottom = min(rows - 1, number(1, rows) - 1)
            row = 0
            column = 0
        case "J" where number(0, 0) == 2:
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        case "K":
            for index in column..<columns { cells[row][index] = " " }
        case "S": for _ in 0..<number(0, 1) { scrollUp() }
        case "T": for _ in 0..<number(0, 1) { scrollDown() }
        default: return
        }
    }

    private mutating func put(_ character: Character) {
        if column >= columns {
            column = 0
            lineFeed()
        }
        cells[row][column] = character
        column += 1
    }

    private mutating func lineFeed() {
        if row == bottom { scrollUp() } else { row = min(rows - 1, row + 1) }
    }

    private mutating func scrollUp() {
        cells.remove(at: top)
        cells.insert(Array(repeating: " ", count: columns), at: bottom)
    }

    private mutating func scrollDown() {
        cells.remove(at: bottom)
        cells.insert(Array(repeating: " ", count: columns), at: top)
    }
}
