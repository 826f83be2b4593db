import CImageCodecs
import Foundation
import Testing

/// The C layer's contract at its edges: bad arguments give status codes, never
/// crashes, and outputs are zeroed on failure.
@Suite("CImageCodecs")
struct CImageCodecsTests {
    private let pixel: [UInt8] = [1, 2, 3, 4]

    @Test func decodersRejectMissingArguments() {
        var image = tsr_rgba_image(pixels: nil, width: 7, height: 7, orientation: 7)
        #expect(tsr_png_decode(nil, 10, &image) == TSR_CODEC_INVALID_ARGUMENT)
        #expect(image.width == 0 && image.height == 0 && image.pixels == nil)
        #expect(tsr_jpeg_decode(nil, 10, &image) == TSR_CODEC_INVALID_ARGUMENT)
        pixel.withUnsafeBufferPointer { bytes in
            #expect(tsr_png_decode(bytes.baseAddress, 0, &image) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_jpeg_decode(bytes.baseAddress, 0, &image) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_png_decode(bytes.baseAddress, 4, nil) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_png_decode(bytes.baseAddress, 4, &image) == TSR_CODEC_NOT_RECOGNISED)
            #expect(tsr_jpeg_decode(bytes.baseAddress, 4, &image) == TSR_CODEC_NOT_RECOGNISED)
        }
    }

    @Test func encodersRejectBadArguments() {
        var output = tsr_encoded_data(bytes: nil, length: 99)
        pixel.withUnsafeBufferPointer { bytes in
            let p = bytes.baseAddress
            #expect(tsr_png_encode(p, 0, 1, TSR_PNG_RGBA, &output) == TSR_CODEC_TOO_LARGE)
            #expect(output.bytes == nil && output.length == 0)
            #expect(tsr_png_encode(p, 1, UInt32(TSR_CODEC_MAX_DIMENSION) + 1, TSR_PNG_RGBA, &output) == TSR_CODEC_TOO_LARGE)
            #expect(tsr_png_encode(p, 1, 1, tsr_png_layout(rawValue: 99), &output) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_png_encode(nil, 1, 1, TSR_PNG_RGBA, &output) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_png_encode(p, 1, 1, TSR_PNG_RGBA, nil) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_jpeg_encode(p, 1, 1, -1, TSR_JPEG_COLOR, &output) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_jpeg_encode(p, 1, 1, 101, TSR_JPEG_COLOR, &output) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(tsr_jpeg_encode(p, 1, 1, 50, tsr_jpeg_color(rawValue: 9), &output) == TSR_CODEC_INVALID_ARGUMENT)
            #expect(output.bytes == nil && output.length == 0)
            #expect(tsr_jpeg_encode(p, 1, 0, 50, TSR_JPEG_COLOR, &output) == TSR_CODEC_TOO_LARGE)
        }
    }

    @Test func onePixelRoundTripsThroughBothFormats() throws {
        var png = tsr_encoded_data()
        var jpeg = tsr_encoded_data()
        try pixel.withUnsafeBufferPointer { bytes in
            try #require(tsr_png_encode(bytes.baseAddress, 1, 1, TSR_PNG_RGBA, &png) == TSR_CODEC_OK)
            try #require(tsr_jpeg_encode(bytes.baseAddress, 1, 1, 100, TSR_JPEG_COLOR, &jpeg) == TSR_CODEC_OK)
        }
        defer {
            tsr_codec_free(png.bytes)
            tsr_codec_free(jpeg.bytes)
        }
        var image = tsr_rgba_image()
        #expect(tsr_png_decode(png.bytes, png.length, &image) == TSR_CODEC_OK)
        #expect(image.width == 1 && image.height == 1 && image.orientation == 1)
        #expect(Array(UnsafeBufferPointer(start: image.pixels, count: 4)) == pixel)
        tsr_codec_free(image.pixels)
        #expect(tsr_jpeg_decode(jpeg.bytes, jpeg.length, &image) == TSR_CODEC_OK)
        #expect(image.width == 1 && image.height == 1 && image.pixels?[3] == 255)
        tsr_codec_free(image.pixels)
    }

    @Test func freeAcceptsNull() {
        tsr_codec_free(nil)
    }
}
