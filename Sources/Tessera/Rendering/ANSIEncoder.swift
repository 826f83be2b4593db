/// Turns cells into terminal bytes: SGR colours and attributes, tracking the terminal's current
/// pen so that each change is written once.
///
/// True colour writes `38;2;r;g;b`; the 256-colour fallback maps each colour to the nearest
/// entry of xterm's 6×6×6 cube or grey ramp.
public struct ANSIEncoder: Sendable {
    /// How colours are written.
    public enum ColorMode: Sendable {
        case trueColor
        case palette256
    }

    public var colorMode: ColorMode

    /// The pen the terminal has now; `nil` when unknown (then the next cell resets it).
    private var pen: Pen?

    private struct Pen: Equatable {
        var foreground: CellColor
        var background: CellColor
        var attributes: CellAttributes
    }

    public init(colorMode: ColorMode = .trueColor) {
        self.colorMode = colorMode
    }

    /// Forgets the pen, e.g. after the terminal was reset or written to by someone else.
    public mutating func invalidatePen() {
        pen = nil
    }

    /// Appends the SGR sequence that makes the pen draw `cell`'s style (nothing when it already does).
    public mutating func setPen(for cell: Canvas.Cell, into bytes: inout [UInt8]) {
        let wanted = Pen(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
        if let pen, pen == wanted { return }
        var parameters: [UInt8] = []
        let mustReset = pen.map { !wanted.attributes.isSuperset(of: $0.attributes) } ?? true
        if mustReset {
            parameters.append(0x30)  // "0"
        }
        let oldAttributes: CellAttributes = mustReset ? [] : pen!.attributes
        for (attribute, code) in Self.attributeCodes where wanted.attributes.contains(attribute) && !oldAttributes.contains(attribute) {
            appendParameter(code, to: &parameters)
        }
        if mustReset || pen!.foreground != wanted.foreground, !(mustReset && wanted.foreground.isDefault) {
            appendColor(wanted.foreground, isForeground: true, to: &parameters)
        }
        if mustReset || pen!.background != wanted.background, !(mustReset && wanted.background.isDefault) {
            appendColor(wanted.background, isForeground: false, to: &parameters)
        }
        bytes.append(contentsOf: [0x1B, 0x5B])
        bytes.append(contentsOf: parameters)
        bytes.append(0x6D)  // "m"
        pen = wanted
    }

    /// A whole canvas as ANSI text: every row, ending with a reset; rows separated by CR LF.
    public mutating func encode(_ canvas: Canvas) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(canvas.columns * canvas.rows * 4)
        invalidatePen()
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                let cell = canvas[column, row]
                if cell.glyph.isContinuation { continue }
                setPen(for: cell, into: &bytes)
                cell.glyph.appendUTF8(to: &bytes)
            }
            bytes.append(contentsOf: Array("\u{1B}[0m".utf8))
            invalidatePen()
            if row < canvas.rows - 1 { bytes.append(contentsOf: [0x0D, 0x0A]) }
        }
        return bytes
    }

    private static let attributeCodes: [(CellAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9),
    ]

    private func appendColor(_ color: CellColor, isForeground: Bool, to parameters: inout [UInt8]) {
        if color.isDefault {
            appendParameter(isForeground ? 39 : 49, to: &parameters)
            return
        }
        appendParameter(isForeground ? 38 : 48, to: &parameters)
        switch colorMode {
        case .trueColor:
            appendParameter(2, to: &parameters)
            appendParameter(Int(color.red), to: &parameters)
            appendParameter(Int(color.green), to: &parameters)
            appendParameter(Int(color.blue), to: &parameters)
        case .palette256:
            appendParameter(5, to: &parameters)
            appendParameter(Int(Self.paletteIndex(for: color)), to: &parameters)
        }
    }

    private func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
        if !parameters.isEmpty { parameters.append(0x3B) }
        parameters.append(contentsOf: Array(String(value).utf8))
    }

    /// The xterm-256 palette entry nearest to `color`: the 6×6×6 cube (16–231) or the grey
    /// ramp (232–255), whichever is closer.
    public static func paletteIndex(for color: CellColor) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeIndex(_ value: UInt8) -> Int {
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let (r, g, b) = (cubeIndex(color.red), cubeIndex(color.green), cubeIndex(color.blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyIndex * 10
        func distance(_ c: (Int, Int, Int)) -> Int {
            let dr = c.0 - Int(color.red)
            let dg = c.1 - Int(color.green)
            let db = c.2 - Int(color.blue)
            return dr * dr + dg * dg + db * db
        }
        if distance((grey, grey, grey)) < distance(cube) {
            return UInt8(232 + greyIndex)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }
}
