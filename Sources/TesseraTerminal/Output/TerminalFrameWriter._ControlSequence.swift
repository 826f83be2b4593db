extension TerminalFrameWriter {
    /// The control sequences the writer emits, with their exact byte costs.
    enum _ControlSequence: Hashable, Sendable {
        /// `CUP`, 0-based.
        case position(row: Int, column: Int)
        /// `CHA`, 0-based.
        case column(Int)
        case forward(Int)
        case backward(Int)
        case up(Int)
        case down(Int)
        case carriageReturn
        case lineFeed
        /// `DECSTBM`, 0-based inclusive rows.
        case setScrollRegion(top: Int, bottom: Int)
        case resetScrollRegion
        /// `ED 2`: erases the whole screen, in the pen's background.
        case eraseDisplay
        /// `EL`: erases from the cursor to the end of its row, in the pen's background.
        case eraseToEndOfLine
        /// `SU`.
        case scrollUp(Int)
        /// `SD`.
        case scrollDown(Int)

        @inline(__always)
        static func digits(_ value: Int) -> Int {
            value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10000 ? 4 : String(value).utf8.count
        }

        /// The byte length of `sequence`.
        static func cost(_ sequence: _ControlSequence) -> Int {
            switch sequence {
            case .position(let row, let column):
                if column == 0 { return row == 0 ? 3 : 3 + digits(row + 1) }
                return 4 + digits(row + 1) + digits(column + 1)
            case .column(let column):
                return column == 0 ? 3 : 3 + digits(column + 1)
            case .forward(let n), .backward(let n), .up(let n), .down(let n), .scrollUp(let n), .scrollDown(let n):
                return n == 1 ? 3 : 3 + digits(n)
            case .carriageReturn, .lineFeed:
                return 1
            case .setScrollRegion(let top, let bottom):
                return 4 + digits(top + 1) + digits(bottom + 1)
            case .resetScrollRegion, .eraseToEndOfLine:
                return 3
            case .eraseDisplay:
                return 4
            }
        }

        /// Appends `sequence` to `bytes`.
        static func append(_ sequence: _ControlSequence, to bytes: inout [UInt8]) {
            switch sequence {
            case .position(let row, let column):
                bytes.append(0x1B)
                bytes.append(0x5B)
                if column == 0 {
                    if row != 0 { appendDecimal(row + 1, to: &bytes) }
                } else {
                    appendDecimal(row + 1, to: &bytes)
                    bytes.append(0x3B)
                    appendDecimal(column + 1, to: &bytes)
                }
                bytes.append(0x48)  // H
            case .column(let column):
                appendCSI(column == 0 ? 1 : column + 1, final: 0x47, to: &bytes)  // G
            case .forward(let n):
                appendCSI(n, final: 0x43, to: &bytes)  // C
            case .backward(let n):
                appendCSI(n, final: 0x44, to: &bytes)  // D
            case .up(let n):
                appendCSI(n, final: 0x41, to: &bytes)  // A
            case .down(let n):
                appendCSI(n, final: 0x42, to: &bytes)  // B
            case .scrollUp(let n):
                appendCSI(n, final: 0x53, to: &bytes)  // S
            case .scrollDown(let n):
                appendCSI(n, final: 0x54, to: &bytes)  // T
            case .carriageReturn:
                bytes.append(0x0D)
            case .lineFeed:
                bytes.append(0x0A)
            case .setScrollRegion(let top, let bottom):
                bytes.append(0x1B)
                bytes.append(0x5B)
                appendDecimal(top + 1, to: &bytes)
                bytes.append(0x3B)
                appendDecimal(bottom + 1, to: &bytes)
                bytes.append(0x72)  // r
            case .resetScrollRegion:
                appendCSI(1, final: 0x72, to: &bytes)  // r
            case .eraseToEndOfLine:
                appendCSI(1, final: 0x4B, to: &bytes)  // K
            case .eraseDisplay:
                appendCSI(2, final: 0x4A, to: &bytes)  // J
            }
        }

        /// `ESC [ n final`, leaving out `n` when it is 1 (the default).
        private static func appendCSI(_ n: Int, final: UInt8, to bytes: inout [UInt8]) {
            bytes.append(0x1B)
            bytes.append(0x5B)
            if n != 1 { appendDecimal(n, to: &bytes) }
            bytes.append(final)
        }

        /// Appends the decimal digits of a non-negative `value` without allocating.
        static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
            var divisor = 1
            while divisor <= value / 10 { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(0x30 + rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
    }
}
