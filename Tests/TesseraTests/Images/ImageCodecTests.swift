import Foundation
import Testing
@testable import Tessera

@Suite("Image codecs")
struct ImageCodecTests {
    // MARK: PNG

    @Test("PNG round trips every RGBA pixel exactly", arguments: [(1, 1), (3, 2), (17, 9), (64, 64)])
    func pngRoundTripIsExact(size: (Int, Int)) throws {
        let original = ImageFixtures.noisyWithAlpha(width: size.0, height: size.1)
        let decoded = try Bitmap(decoding: try original.pngData())
        #expect(decoded == original)
    }

    @Test func pngDataStartsWithTheSignature() throws {
        let data = try ImageFixtures.gradient(width: 4, height: 4).pngData()
        #expect(Bitmap.fileFormat(of: data) == .png)
    }

    @Test func palettePNGDecodesExactly() throws {
        let original = ImageFixtures.quadrants(width: 10, height: 6)
        let data = try original.pngData(layout: .palette)
        // Colour type 3 (indexed) is byte 25 of the file, inside IHDR.
        #expect(data[25] == 3)
        #expect(try Bitmap(decoding: data) == original)
    }

    @Test func paletteOfMoreThan256ColoursIsRefused() {
        let many = ImageFixtures.gradient(width: 40, height: 40)
        #expect(throws: Bitmap.CodecError.unsupported) { try many.pngData(layout: .palette) }
    }

    @Test func grayscalePNGExpandsToGrey() throws {
        let source = ImageFixtures.gradient(width: 16, height: 4)
        let data = try source.pngData(layout: .gray)
        #expect(data[25] == 0)
        let decoded = try Bitmap(decoding: data)
        for (pixel, original) in zip(decoded.pixels, source.pixels) {
            #expect(pixel == RGBA8(r: original.r, g: original.r, b: original.r, a: 255))
        }
    }

    @Test func grayAlphaPNGKeepsAlpha() throws {
        let source = ImageFixtures.noisyWithAlpha(width: 8, height: 8)
        let decoded = try Bitmap(decoding: try source.pngData(layout: .grayAlpha))
        for (pixel, original) in zip(decoded.pixels, source.pixels) {
            #expect(pixel == RGBA8(r: original.r, g: original.r, b: original.r, a: original.a))
        }
    }

    @Test func rgbPNGIsOpaque() throws {
        let source = ImageFixtures.noisyWithAlpha(width: 5, height: 5)
        let decoded = try Bitmap(decoding: try source.pngData(layout: .rgb))
        for (pixel, original) in zip(decoded.pixels, source.pixels) {
            #expect(pixel == RGBA8(r: original.r, g: original.g, b: original.b, a: 255))
        }
    }

    // MARK: JPEG

    @Test("JPEG round trips within tolerance", arguments: [(8, 8), (33, 17), (100, 60)])
    func jpegRoundTripIsClose(size: (Int, Int)) throws {
        let original = ImageFixtures.gradient(width: size.0, height: size.1)
        let data = try original.jpegData(quality: 95)
        #expect(Bitmap.fileFormat(of: data) == .jpeg)
        let decoded = try Bitmap(decoding: data)
        #expect(decoded.width == original.width && decoded.height == original.height)
        #expect(decoded.pixels.allSatisfy { $0.a == 255 })
        // Chroma subsampling blurs colour edges; on average JPEG stays very close.
        #expect(maximumChannelDifference(decoded, original) <= 32)
        #expect(meanChannelDifference(decoded, original) <= 3)
    }

    @Test func lowerQualityGivesSmallerFiles() throws {
        let image = ImageFixtures.noisyWithAlpha(width: 64, height: 64)
        #expect(try image.jpegData(quality: 10).count < image.jpegData(quality: 100).count)
    }

    @Test func grayscaleJPEGDecodesToGrey() throws {
        let source = Bitmap(width: 16, height: 16, fill: RGBA8(r: 200, g: 200, b: 200))
        let decoded = try Bitmap(decoding: try source.jpegData(quality: 90, colorModel: .grayscale))
        for pixel in decoded.pixels {
            #expect(pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255)
            #expect(abs(Int(pixel.r) - 200) <= 2)
        }
    }

    @Test func adobeCMYKJPEGDecodesToRGB() throws {
        let source = ImageFixtures.quadrants(width: 32, height: 32).pixels.map { RGBA8(r: $0.r, g: $0.g, b: $0.b) }
        let bitmap = Bitmap(width: 32, height: 32, pixels: source)
        let decoded = try Bitmap(decoding: try bitmap.jpegData(quality: 100, colorModel: .cmykAdobe))
        // Compare pixels away from the quadrant edges, where JPEG blurs.
        for (x, y) in [(4, 4), (27, 4), (4, 27), (27, 27)] {
            let expected = bitmap[x, y]
            let actual = decoded[x, y]
            #expect(abs(Int(actual.r) - Int(expected.r)) <= 6)
            #expect(abs(Int(actual.g) - Int(expected.g)) <= 6)
            #expect(abs(Int(actual.b) - Int(expected.b)) <= 6)
        }
    }

    @Test func jpegCompositesTransparencyOverBlack() throws {
        let clear = Bitmap(width: 8, height: 8, fill: RGBA8(r: 255, g: 255, b: 255, a: 0))
        let decoded = try Bitmap(decoding: try clear.jpegData(quality: 90))
        #expect(decoded.pixels.allSatisfy { $0.r <= 2 && $0.g <= 2 && $0.b <= 2 && $0.a == 255 })
    }

    // MARK: Bad input

    @Test func emptyDataIsNotRecognised() {
        #expect(throws: Bitmap.CodecError.notRecognised) { try Bitmap(decoding: Data()) }
    }

    @Test("Random bytes are not recognised", arguments: [1, 7, 64, 4096] as [Int])
    func randomBytesAreRejected(count: Int) {
        #expect(throws: Bitmap.CodecError.self) {
            try Bitmap(decoding: ImageFixtures.randomBytes(count: count, seed: UInt64(count)))
        }
    }

    @Test("Random bytes after a PNG or JPEG signature are corrupt", arguments: [Bitmap.FileFormat.png, .jpeg])
    func garbageAfterSignatureIsCorrupt(format: Bitmap.FileFormat) {
        let signature: [UInt8] = format == .png ? [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] : [0xFF, 0xD8, 0xFF]
        let data = Data(signature) + ImageFixtures.randomBytes(count: 300, seed: 7)
        #expect(throws: Bitmap.CodecError.corrupt) { try Bitmap(decoding: data) }
    }

    @Test("Truncated PNG is rejected", arguments: [0.1, 0.5, 0.9, 0.99])
    func truncatedPNGIsRejected(fraction: Double) throws {
        let data = try ImageFixtures.noisyWithAlpha(width: 40, height: 40).pngData()
        let truncated = data.prefix(Int(Double(data.count) * fraction))
        #expect(throws: Bitmap.CodecError.self) { try Bitmap(decoding: Data(truncated)) }
    }

    @Test("Truncated JPEG is rejected", arguments: [0.1, 0.5, 0.9])
    func truncatedJPEGIsRejected(fraction: Double) throws {
        let data = try ImageFixtures.noisyWithAlpha(width: 64, height: 64).jpegData(quality: 90)
        let truncated = data.prefix(Int(Double(data.count) * fraction))
        #expect(throws: Bitmap.CodecError.self) { try Bitmap(decoding: Data(truncated)) }
    }

    @Test func pngHeaderClaimingHugeDimensionsIsRefusedBeforeAllocating() throws {
        var bytes = [UInt8](try ImageFixtures.gradient(width: 4, height: 4).pngData())
        // IHDR: length (8..<12), "IHDR" (12..<16), width (16..<20), height (20..<24), …, CRC (29..<33).
        let huge: UInt32 = 100_000
        for (offset, value) in [(16, huge), (20, huge)] {
            withUnsafeBytes(of: value.bigEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
        }
        withUnsafeBytes(of: crc32(bytes[12..<29]).bigEndian) { bytes.replaceSubrange(29..<33, with: $0) }
        #expect(throws: Bitmap.CodecError.tooLarge) { try Bitmap(decoding: Data(bytes)) }
    }

    @Test func jpegHeaderClaimingHugeDimensionsIsRefusedBeforeAllocating() throws {
        var bytes = [UInt8](try ImageFixtures.gradient(width: 8, height: 8).jpegData(quality: 50))
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        let marker = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange(marker + 5..<marker + 9, with: [0xFF, 0x00, 0xFF, 0x00])
        #expect(throws: Bitmap.CodecError.tooLarge) { try Bitmap(decoding: Data(bytes)) }
    }

    @Test func emptyBitmapsCannotBeEncoded() {
        let empty = Bitmap(width: 0, height: 0)
        #expect(throws: Bitmap.CodecError.tooLarge) { try empty.pngData() }
        #expect(throws: Bitmap.CodecError.tooLarge) { try empty.jpegData(quality: 50) }
    }
}
