import Foundation
import Testing
@testable import Tessera

@Suite("EXIF orientation")
struct ImageOrientationTests {
    /// A 3 × 2 bitmap whose pixels are numbered 0...5 in the red channel:
    ///
    ///     0 1 2
    ///     3 4 5
    private let numbered = Bitmap(width: 3, height: 2, pixels: (0..<6).map { RGBA8(r: UInt8($0), g: 0, b: 0) })

    private func labels(_ bitmap: Bitmap) -> [[UInt8]] {
        (0..<bitmap.height).map { y in (0..<bitmap.width).map { x in bitmap[x, y].r } }
    }

    @Test func eachOrientationPutsStoredPixelsWhereTheyBelong() {
        #expect(labels(numbered.applyingEXIFOrientation(1)) == [[0, 1, 2], [3, 4, 5]])
        #expect(labels(numbered.applyingEXIFOrientation(2)) == [[2, 1, 0], [5, 4, 3]])
        #expect(labels(numbered.applyingEXIFOrientation(3)) == [[5, 4, 3], [2, 1, 0]])
        #expect(labels(numbered.applyingEXIFOrientation(4)) == [[3, 4, 5], [0, 1, 2]])
        #expect(labels(numbered.applyingEXIFOrientation(5)) == [[0, 3], [1, 4], [2, 5]])
        // 6: turned 90° clockwise; the stored top row becomes the right column.
        #expect(labels(numbered.applyingEXIFOrientation(6)) == [[3, 0], [4, 1], [5, 2]])
        #expect(labels(numbered.applyingEXIFOrientation(7)) == [[5, 2], [4, 1], [3, 0]])
        // 8: turned 90° counter-clockwise; the stored top row becomes the left column.
        #expect(labels(numbered.applyingEXIFOrientation(8)) == [[2, 5], [1, 4], [0, 3]])
    }

    @Test("Invalid orientations leave the bitmap alone", arguments: [0, -1, 9, 255])
    func invalidOrientationsAreIgnored(orientation: Int) {
        #expect(numbered.applyingEXIFOrientation(orientation) == numbered)
    }

    @Test func uiKitOrientationsFollowTheEXIFTag() {
        let expected: [UIImage.Orientation] = [.up, .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left, .up]
        for tag in 0...9 {
            #expect(UIImage.Orientation(exifOrientation: tag) == expected[tag])
        }
    }

    // MARK: Decoding JPEG files with Exif data

    /// A JPEG file with an Exif APP1 segment recording `orientation`, inserted
    /// after the start-of-image marker.
    private func jpeg(width: Int, height: Int, orientation: UInt16, bigEndian: Bool = false) throws -> Data {
        let plain = try ImageFixtures.gradient(width: width, height: height).jpegData(quality: 90)
        func u16(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func u32(_ value: UInt32) -> [UInt8] {
            bigEndian ? u16(UInt16(value >> 16)) + u16(UInt16(value & 0xFFFF)) : u16(UInt16(value & 0xFFFF)) + u16(UInt16(value >> 16))
        }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(8)
        tiff += u16(1)                                    // one IFD entry
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        tiff += u32(0)                                    // no next IFD
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(payload.count + 2)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Data(plain.prefix(2)) + Data(segment) + Data(plain.dropFirst(2))
    }

    @Test func portraitPhotoStoredSidewaysIsDecodedUpright() throws {
        let image = try #require(UIImage(data: try jpeg(width: 40, height: 30, orientation: 6)))
        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 30, height: 40))
        #expect(image.bitmap.width == 30 && image.bitmap.height == 40)
        // The stored top-left (dark: red and green near 0) is now at the top-right.
        let topRight = image.bitmap[29, 0]
        #expect(topRight.r < 30 && topRight.g < 30)
    }

    @Test func bigEndianExifIsRead() throws {
        let image = try #require(UIImage(data: try jpeg(width: 16, height: 8, orientation: 8, bigEndian: true)))
        #expect(image.imageOrientation == .left)
        #expect(image.size == CGSize(width: 8, height: 16))
    }

    @Test func upsideDownPhotoKeepsItsSize() throws {
        let image = try #require(UIImage(data: try jpeg(width: 20, height: 10, orientation: 3)))
        #expect(image.imageOrientation == .down)
        #expect(image.size == CGSize(width: 20, height: 10))
    }

    @Test func invalidExifOrientationMeansUp() throws {
        let image = try #require(UIImage(data: try jpeg(width: 20, height: 10, orientation: 42)))
        #expect(image.imageOrientation == .up)
        #expect(image.size == CGSize(width: 20, height: 10))
    }

    @Test func truncatedExifSegmentIsIgnored() throws {
        // An APP1 segment that claims an IFD beyond its end.
        let plain = try ImageFixtures.gradient(width: 12, height: 6).jpegData(quality: 90)
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0, 0x49, 0x49, 42, 0, 0xF0, 0xFF, 0, 0]
        let segment: [UInt8] = [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload
        let data = Data(plain.prefix(2)) + Data(segment) + Data(plain.dropFirst(2))
        let image = try #require(UIImage(data: data))
        #expect(image.imageOrientation == .up)
        #expect(image.size == CGSize(width: 12, height: 6))
    }

    @Test func otherImagesAreUp() throws {
        #expect(try #require(UIImage(data: try numbered.pngData())).imageOrientation == .up)
        #expect(try #require(UIImage(systemName: "star")).imageOrientation == .up)
        #expect(UIImage().imageOrientation == .up)
    }

    @Test func withRenderingModeKeepsTheOrientation() throws {
        let image = try #require(UIImage(data: try jpeg(width: 8, height: 4, orientation: 6)))
        #expect(image.withRenderingMode(.alwaysTemplate).imageOrientation == .right)
    }
}
