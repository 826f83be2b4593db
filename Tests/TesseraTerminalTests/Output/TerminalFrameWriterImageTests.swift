import CZlib
import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal

/// Drawn content as real pixels: the kitty graphics protocol and sixel.
@Suite("TerminalFrameWriter images")
struct TerminalFrameWriterImageTests {
    /// A 10 × 4 canvas showing one image of 2 × 4 pixels per cell over `cells`, all `color`.
    private func canvas(
        id: Int = 7, version: Int = 1, cells: CellRect = CellRect(minColumn: 1, minRow: 1, maxColumn: 3, maxRow: 3),
        visible: CellRect? = nil, pixelsPerCell: (Int, Int) = (2, 4), color: [UInt8] = [255, 0, 0, 255], noisy: Bool = false
    ) -> Canvas {
        var canvas = Canvas(columns: 10, rows: 4)
        canvas.write("Text", column: 5, row: 0)
        let (width, height) = (cells.width * pixelsPerCell.0, cells.height * pixelsPerCell.1)
        var seed: UInt32 = 12345
        let rgba = Array((0..<(width * height)).map { _ -> [UInt8] in
            guard noisy else { return color }
            // Pixels no compressor can shrink (a fixed linear congruential sequence).
            return (0..<4).map { _ in
                seed = seed &* 1_103_515_245 &+ 12345
                return UInt8(truncatingIfNeeded: seed >> 16)
            }
        }.joined())
        canvas.images = [
            Canvas.Image(id: id, version: version, frame: cells, visible: visible ?? cells, width: width, height: height, rgba: rgba)
        ]
        return canvas
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes a zlib stream in base64 holds, `count` of them.
    private func inflated(_ base64: String, count: Int) -> [UInt8]? {
        guard let data = Data(base64Encoded: base64) else { return nil }
        let input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: count)
        var length = uLong(count)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong(input.count)) }
        }
        return status == Z_OK && Int(length) == count ? output : nil
    }

    // MARK: kitty

    @Test func kittySendsAnImageOnceUnderTheTextAtItsCells() throws {
        var writer = TerminalFrameWriter()
        writer.graphics = .kitty
        let first = text(writer.frame(canvas()))
        let rgba = [UInt8](Array(repeating: [255, 0, 0, 255] as [UInt8], count: 4 * 8).joined())
        #expect(first.hasPrefix("\u{1B}_Ga=d,d=A,q=2\u{1B}\\\u{1B}[0m\u{1B}[H\u{1B}[2J"), "a repaint deletes earlier images first")
        let command = "\u{1B}[2;2H\u{1B}_Ga=T,f=32,o=z,s=4,v=8,i=7,p=1,q=2,C=1,z=-1,x=0,y=0,w=4,h=8,c=2,r=2;"
        let start = try #require(first.range(of: command))
        #expect(first.hasSuffix("\u{1B}\\"))
        let payload = String(first[start.upperBound...].dropLast(2))
        #expect(inflated(payload, count: rgba.count) == rgba, "the RGBA pixels, zlib-compressed")
        #expect(payload.utf8.count < Data(rgba).base64EncodedString().utf8.count)
        #expect(writer.frame(canvas()).isEmpty, "an unchanged frame writes no image bytes")
    }

    @Test func kittySplitsLargeImagesIntoChunksOfAtMost4096Bytes() throws {
        var writer = TerminalFrameWriter()
        writer.graphics = .kitty
        // 2 × 2 cells of 32 × 32 noisy pixels: 16,384 bytes of RGBA that do not compress (so
        // they go as they are, without `o=z`), 21,848 of base64.
        let bytes = text(
            writer.frame(canvas(cells: CellRect(minColumn: 0, minRow: 0, maxColumn: 2, maxRow: 2), pixelsPerCell: (32, 32), noisy: true)))
        let commands = bytes.components(separatedBy: "\u{1B}_G").dropFirst(2).map { $0.replacingOccurrences(of: "\u{1B}\\", with: "") }
        #expect(commands.count == 6)
        #expect(commands.first?.hasPrefix("a=T,f=32,s=64,v=64,i=7,p=1,q=2,C=1,z=-1,x=0,y=0,w=64,h=64,c=2,r=2,m=1;") == true)
        #expect(commands.dropFirst().dropLast().allSatisfy { $0.hasPrefix("q=2,m=1;") })
        #expect(commands.last?.hasPrefix("q=2,m=0;") == true)
        let payloads = commands.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payloads.map(\.utf8.count) == [4096, 4096, 4096, 4096, 4096, 21848 - 5 * 4096])
        let decoded = try #require(Data(base64Encoded: payloads.joined()))
        #expect(decoded.count == 64 * 64 * 4)
    }

    @Test func kittyCompressesAFlatDrawingIntoOneChunk() throws {
        var writer = TerminalFrameWriter()
        writer.graphics = .kitty
        // The same 16,384 bytes in one colour: a few dozen bytes of zlib.
        let bytes = text(writer.frame(canvas(cells: CellRect(minColumn: 0, minRow: 0, maxColumn: 2, maxRow: 2), pixelsPerCell: (32, 32))))
        let commands = bytes.components(separatedBy: "\u{1B}_G").dropFirst(2).map { $0.replacingOccurrences(of: "\u{1B}\\", with: "") }
        #expect(commands.count == 1)
        let command = try #require(commands.first)
        #expect(command.hasPrefix("a=T,f=32,o=z,s=64,v=64,"))
        let payload = String(command[command.index(after: command.firstIndex(of: ";")!)...])
        #expect(payload.utf8.count < 200)
        #expect(inflated(payload, count: 64 * 64 * 4) == [UInt8](Array(repeating: [255, 0, 0, 255] as [UInt8], count: 64 * 64).joined()))
    }

    @Test func kittyReplacesAChangedImagePlacesAMovedOneAndDeletesAGoneOne() {
        var writer = TerminalFrameWriter()
        writer.graphics = .kitty
        _ = writer.frame(canvas())
        let changed = text(writer.frame(canvas(version: 2, color: [0, 0, 255, 255])))
        // The cursor is still where the image was placed (C=1), so no move comes first.
        #expect(changed.hasPrefix("\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\\u{1B}_Ga=T,f=32,o=z,s=4,v=8,i=7,"))

        // Scrolled up by a row within its clip: only placed again, showing its lower half.
        let moved = text(
            writer.frame(
                canvas(
                    version: 2, cells: CellRect(minColumn: 1, minRow: 0, maxColumn: 3, maxRow: 2),
                    visible: CellRect(minColumn: 1, minRow: 1, maxColumn: 3, maxRow: 2), color: [0, 0, 255, 255])))
        #expect(moved == "\u{1B}_Ga=p,i=7,p=1,q=2,C=1,z=-1,x=0,y=4,w=4,h=4,c=2,r=1\u{1B}\\")

        var empty = canvas()
        empty.images = []
        #expect(text(writer.frame(empty)) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    @Test func blockCellsModeIgnoresImages() {
        var writer = TerminalFrameWriter()
        let bytes = text(writer.frame(canvas()))
        #expect(!bytes.contains("\u{1B}_G") && !bytes.contains("\u{1B}P"))
    }

    // MARK: sixel

    @Test func sixelPaintsTheImageWithAPaletteAtItsCells() throws {
        var writer = TerminalFrameWriter()
        writer.graphics = .sixel
        let bytes = text(writer.frame(canvas()))
        let start = try #require(bytes.range(of: "\u{1B}[2;2H\u{1B}P"))
        let sixel = String(bytes[start.upperBound...])
        #expect(sixel.hasPrefix("0;1;0q\"1;1;4;8#0;2;100;0;0#0"))
        #expect(sixel.hasSuffix("\u{1B}\\"))
        let image = try #require(SixelDecoder(sixel))
        #expect(image.width == 4 && image.height == 8)
        #expect(image.pixels.allSatisfy { $0 == SIMD3(100, 0, 0) })
        #expect(writer.frame(canvas()).isEmpty, "an unchanged frame writes no image bytes")
    }

    @Test func sixelQuantisesToAtMost256ColoursAndKeepsTransparency() throws {
        // A gradient of 4,096 colours, its left column transparent.
        let cells = CellRect(minColumn: 0, minRow: 0, maxColumn: 4, maxRow: 2)
        var rgba: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<128 { rgba += [UInt8(x * 2), UInt8(y * 8), UInt8((x * y) % 256), x == 0 ? 0 : 255] }
        }
        var canvas = Canvas(columns: 10, rows: 4)
        canvas.images = [Canvas.Image(id: 1, version: 1, frame: cells, visible: cells, width: 128, height: 32, rgba: rgba)]
        var writer = TerminalFrameWriter()
        writer.graphics = .sixel
        let bytes = text(writer.frame(canvas))
        let sixel = String(bytes[try #require(bytes.range(of: "\u{1B}P")).upperBound...])
        let image = try #require(SixelDecoder(sixel))
        #expect(image.paletteSize <= 256 && image.paletteSize > 100)
        #expect(image.pixels[0] == nil && image.pixels[1] != nil, "transparent pixels are left unpainted")
        // The nearest cube colour is within half a step of each channel.
        let pixel = try #require(image.pixels[31 * 128 + 100])
        #expect(abs(pixel.x - 200 * 100 / 255) <= 11 && abs(pixel.y - 248 * 100 / 255) <= 9)
    }

    @Test func sixelPaintsAgainOverRewrittenCellsAndRewritesTheCellsOfAGoneImage() throws {
        var writer = TerminalFrameWriter()
        writer.graphics = .sixel
        _ = writer.frame(canvas())
        var covered = canvas()
        covered.write("x", column: 1, row: 1)
        #expect(text(writer.frame(covered)).contains("\u{1B}P0;1;0q"), "a cell written over the image repaints it")

        // On a terminal whose image cells show sixel pixels (here "#"), the frame without the
        // image writes those cells again.
        var gone = canvas()
        gone.images = []
        var plain = TerminalFrameWriter()
        var model = TerminalModel(columns: 10, rows: 4)
        model.apply(plain.frame(covered))
        model.apply(Array("\u{1B}[2;2H##\u{1B}[3;2H##".utf8))
        model.apply(writer.frame(gone))
        #expect(model.violations.isEmpty)
        #expect(!model.text.contains("#"))
        #expect(model.text.components(separatedBy: "\n").first?.hasPrefix("     Text") == true)
    }

    @Test func sixelLeavesTheLastRowOutSoTheScreenNeverScrolls() throws {
        var writer = TerminalFrameWriter()
        writer.graphics = .sixel
        let bytes = text(writer.frame(canvas(cells: CellRect(minColumn: 0, minRow: 2, maxColumn: 2, maxRow: 4))))
        #expect(bytes.contains("\u{1B}[3H\u{1B}P0;1;0q\"1;1;4;4"))
    }
}

/// Decodes the sixel data after `ESC P`: its palette and pixels (percent RGB, `nil` unpainted).
struct SixelDecoder {
    var width = 0
    var height = 0
    var paletteSize = 0
    var pixels: [SIMD3<Int>?] = []

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard let q = bytes.firstIndex(of: UInt8(ascii: "q")) else { return nil }
        var i = q + 1
        func number() -> Int {
            var value = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
                value = value * 10 + Int(bytes[i] - 0x30)
                i += 1
            }
            return value
        }
        var palette: [Int: SIMD3<Int>] = [:]
        var color = 0
        var (x, band) = (0, 0)
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                i += 1
                _ = number(); i += 1
                _ = number(); i += 1
                width = number(); i += 1
                height = number()
                pixels = Array(repeating: nil, count: width * height)
            case UInt8(ascii: "#"):
                i += 1
                color = number()
                if i < bytes.count, bytes[i] == UInt8(ascii: ";") {
                    i += 1
                    _ = number(); i += 1
                    let r = number(); i += 1
                    let g = number(); i += 1
                    let b = number()
                    palette[color] = SIMD3(r, g, b)
                    paletteSize = palette.count
                }
            case UInt8(ascii: "$"):
                x = 0
                i += 1
            case UInt8(ascii: "-"):
                x = 0
                band += 1
                i += 1
            case UInt8(ascii: "!"):
                i += 1
                let count = number()
                paint(bytes[i], count: count, x: &x, band: band, color: palette[color])
                i += 1
            case 63...126:
                paint(byte, count: 1, x: &x, band: band, color: palette[color])
                i += 1
            case 0x1B:
                return
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func paint(_ sixel: UInt8, count: Int, x: inout Int, band: Int, color: SIMD3<Int>?) {
        let bits = Int(sixel) - 63
        for _ in 0..<count {
            for row in 0..<6 where bits & (1 << row) != 0 {
                let y = band * 6 + row
                if x < width, y < height { pixels[y * width + x] = color }
            }
            x += 1
        }
    }
}
