import Tessera

extension TerminalFrameWriter {
    /// An image encoded as DEC sixel: `ESC P 0;1;0 q`, raster attributes (1:1 pixels, the
    /// size), the palette (`#n;2;r;g;b` in percent), then bands six pixels high, one line per
    /// colour, runs compressed with `!`, and `ESC \`.
    ///
    /// The background is transparent (P2 = 1): pixels with no colour leave what the terminal
    /// shows. A translucent pixel over a cell with a background colour is blended with it;
    /// over the terminal's default background, whose colour is unknown, it is drawn when at
    /// least half opaque. At most 256 colours: the image's own when it has that few, else the
    /// nearest of a 6 × 7 × 6 colour cube.
    enum _SixelImage {
        /// Appends the pixels `source` (x, y, width, height within `image`) as sixel;
        /// `background(column, row)` is the colour under a pixel, given in cells of the
        /// source, or `nil` for the default background.
        static func append(
            _ image: Canvas.Image, source: (x: Int, y: Int, width: Int, height: Int),
            background: (Int, Int) -> CellColor?, to bytes: inout [UInt8]
        ) {
            let (width, height) = (source.width, source.height)
            guard width > 0, height > 0 else { return }
            let (cellWidth, cellHeight) = (max(1, image.pixelsPerColumn), max(1, image.pixelsPerRow))
            // Each pixel's colour as 0xRRGGBB, or -1 for none.
            var colors = [Int32](repeating: -1, count: width * height)
            image.rgba.withUnsafeBufferPointer { rgba in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = ((source.y + y) * image.width + source.x + x) * 4
                        let alpha = Int(rgba[i + 3])
                        guard alpha > 0 else { continue }
                        var (r, g, b) = (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]))
                        if alpha < 255 {
                            if let below = background(x / cellWidth, y / cellHeight), !below.isDefault {
                                r = (r * alpha + Int(below.red) * (255 - alpha) + 127) / 255
                                g = (g * alpha + Int(below.green) * (255 - alpha) + 127) / 255
                                b = (b * alpha + Int(below.blue) * (255 - alpha) + 127) / 255
                            } else if alpha < 128 {
                                continue
                            }
                        }
                        colors[y * width + x] = Int32(r << 16 | g << 8 | b)
                    }
                }
            }
            let (palette, indices) = quantised(colors)

            bytes.append(contentsOf: "\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
            for (index, color) in palette.enumerated() {
                func percent(_ shift: Int32) -> Int { (Int(color >> shift & 0xFF) * 100 + 127) / 255 }
                bytes.append(contentsOf: "#\(index);2;\(percent(16));\(percent(8));\(percent(0))".utf8)
            }
            var lines = [[UInt8]](repeating: [], count: palette.count)
            var used: [Int] = []
            for top in stride(from: 0, to: height, by: 6) {
                used.removeAll(keepingCapacity: true)
                for row in top..<min(top + 6, height) {
                    for x in 0..<width {
                        let index = Int(indices[row * width + x])
                        guard index >= 0 else { continue }
                        if lines[index].isEmpty {
                            lines[index] = [UInt8](repeating: 0, count: width)
                            used.append(index)
                        }
                        lines[index][x] |= 1 << (row - top)
                    }
                }
                for (n, index) in used.enumerated() {
                    if n > 0 { bytes.append(0x24) }  // $: back to the band's start
                    bytes.append(contentsOf: "#\(index)".utf8)
                    appendRuns(lines[index], to: &bytes)
                    lines[index] = []
                }
                if top + 6 < height { bytes.append(0x2D) }  // -: next band
            }
            bytes.append(0x1B)
            bytes.append(0x5C)
        }

        /// The palette (at most 256 colours) and each pixel's index in it (-1 for none).
        static func quantised(_ colors: [Int32]) -> (palette: [Int32], indices: [Int16]) {
            var exact: [Int32: Int16] = [:]
            var palette: [Int32] = []
            for color in colors where color >= 0 && exact[color] == nil {
                guard palette.count < 256 else {
                    palette = []
                    break
                }
                exact[color] = Int16(palette.count)
                palette.append(color)
            }
            if !palette.isEmpty || colors.allSatisfy({ $0 < 0 }) {
                return (palette, colors.map { $0 < 0 ? -1 : exact[$0]! })
            }
            // Too many colours: the nearest of a 6 × 7 × 6 cube (green, to which eyes are most
            // sensitive, gets the seventh level), only the cube colours used.
            func level(_ value: Int32, _ levels: Int32) -> Int32 { (value * (levels - 1) + 127) / 255 }
            func value(_ level: Int32, _ levels: Int32) -> Int32 { (level * 255 + (levels - 1) / 2) / (levels - 1) }
            var cube: [Int32: Int16] = [:]
            palette = []
            let indices = colors.map { color -> Int16 in
                guard color >= 0 else { return -1 }
                let (r, g, b) = (level(color >> 16 & 0xFF, 6), level(color >> 8 & 0xFF, 7), level(color & 0xFF, 6))
                let key = r * 42 + g * 6 + b
                if let index = cube[key] { return index }
                let index = Int16(palette.count)
                cube[key] = index
                palette.append(value(r, 6) << 16 | value(g, 7) << 8 | value(b, 6))
                return index
            }
            return (palette, indices)
        }

        /// One colour's sixels across the band, runs of four or more as `!count`, without the
        /// trailing empty sixels.
        private static func appendRuns(_ sixels: [UInt8], to bytes: inout [UInt8]) {
            var end = sixels.count
            while end > 0, sixels[end - 1] == 0 { end -= 1 }
            var x = 0
            while x < end {
                let value = sixels[x]
                var run = 1
                while x + run < end, sixels[x + run] == value { run += 1 }
                let character = 63 + value
                if run >= 4 {
                    bytes.append(0x21)  // !
                    bytes.append(contentsOf: String(run).utf8)
                    bytes.append(character)
                } else {
                    for _ in 0..<run { bytes.append(character) }
                }
                x += run
            }
        }
    }
}
