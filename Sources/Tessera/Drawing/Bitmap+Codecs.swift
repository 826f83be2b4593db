import CImageCodecs
import Foundation

// Bridges `Bitmap` to the C codec layer (Sources/CImageCodecs): PNG and JPEG
// decoding from memory, and encoding back to files.

extension Bitmap {
    /// Why a codec call failed.
    ///
    /// Internal to Tessera: `UIImage`'s failable initialisers turn every case into
    /// `nil`, as UIKit does.
    enum CodecError: Error, Hashable, Sendable {
        /// The bytes are neither PNG nor JPEG.
        case notRecognised
        /// The bytes start like a PNG or JPEG file but are malformed or truncated.
        case corrupt
        /// The file uses a feature the codecs do not convert.
        case unsupported
        /// The image is empty, or wider or taller than `Bitmap.maximumCodecDimension`.
        case tooLarge
        /// Memory for the pixels could not be allocated.
        case outOfMemory
        /// The encoder failed, or was given an invalid parameter.
        case encodeFailed

        init(_ status: tsr_codec_status) {
            switch status {
            case TSR_CODEC_NOT_RECOGNISED: self = .notRecognised
            case TSR_CODEC_CORRUPT: self = .corrupt
            case TSR_CODEC_UNSUPPORTED: self = .unsupported
            case TSR_CODEC_TOO_LARGE: self = .tooLarge
            case TSR_CODEC_OUT_OF_MEMORY: self = .outOfMemory
            default: self = .encodeFailed
            }
        }
    }

    /// A file format the codecs read and write.
    enum FileFormat: Hashable, Sendable {
        case png
        case jpeg
    }

    /// How `pngData(layout:)` stores pixels in the file.
    enum PNGLayout: Hashable, Sendable {
        /// 8-bit RGBA; lossless.
        case rgba
        /// 8-bit RGB; alpha is dropped.
        case rgb
        /// 8-bit grey taken from the red channel.
        case gray
        /// 8-bit grey (from red) and alpha.
        case grayAlpha
        /// Indexed colour with up to 256 entries; lossless. Fails with
        /// `CodecError.unsupported` when the image has more colours.
        case palette
    }

    /// The colour model `jpegData(quality:colorModel:)` writes.
    enum JPEGColorModel: Hashable, Sendable {
        /// YCbCr colour.
        case color
        /// One luma channel.
        case grayscale
        /// Adobe-inverted CMYK, as Photoshop writes it (for testing the decoder).
        case cmykAdobe
    }

    /// The largest width or height the codecs accept, in pixels.
    static let maximumCodecDimension = Int(TSR_CODEC_MAX_DIMENSION)

    /// Identifies a PNG or JPEG file by its signature.
    ///
    /// - Returns: The format, or `nil` when the bytes start like neither.
    /// - Complexity: O(1).
    static func fileFormat(of data: Data) -> FileFormat? {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if data.count >= 8, data.prefix(8).elementsEqual(pngSignature) { return .png }
        if data.count >= 3, data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes a PNG or JPEG file, chosen by its signature, and turns it upright.
    ///
    /// A JPEG's EXIF orientation is applied, so the bitmap is as the photo is
    /// meant to be seen.
    ///
    /// - Throws: `CodecError` when the bytes are not a decodable PNG or JPEG file.
    /// - Complexity: O(*n*) in the number of pixels plus the file's length.
    init(decoding data: Data) throws(CodecError) {
        self = try Bitmap.decodingUpright(data).bitmap
    }

    /// Decodes a PNG or JPEG file and turns it upright, reporting the EXIF
    /// orientation the file recorded (1 when none).
    ///
    /// - Throws: `CodecError` when the bytes are not a decodable PNG or JPEG file.
    /// - Complexity: O(*n*) in the number of pixels plus the file's length.
    static func decodingUpright(_ data: Data) throws(CodecError) -> (bitmap: Bitmap, exifOrientation: Int) {
        let (stored, orientation) = try decodingAsStored(data)
        return (stored.applyingEXIFOrientation(orientation), orientation)
    }

    /// Decodes the pixels as stored in the file, and its EXIF orientation.
    private static func decodingAsStored(_ data: Data) throws(CodecError) -> (Bitmap, Int) {
        guard let format = Bitmap.fileFormat(of: data) else { throw .notRecognised }
        var image = tsr_rgba_image()
        let status = data.withUnsafeBytes { raw -> tsr_codec_status in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch format {
            case .png: return tsr_png_decode(bytes.baseAddress, bytes.count, &image)
            case .jpeg: return tsr_jpeg_decode(bytes.baseAddress, bytes.count, &image)
            }
        }
        guard status == TSR_CODEC_OK, let pixels = image.pixels else { throw CodecError(status) }
        defer { tsr_codec_free(pixels) }
        let bitmap = Bitmap(width: Int(image.width), height: Int(image.height), rgbaBytes: UnsafeRawPointer(pixels))
        return (bitmap, Int(image.orientation))
    }

    /// Copies `width × height` packed RGBA8 pixels.
    init(width: Int, height: Int, rgbaBytes: UnsafeRawPointer) {
        let count = width * height
        let pixels = [RGBA8](unsafeUninitializedCapacity: count) { buffer, initialised in
            let source = rgbaBytes.assumingMemoryBound(to: UInt8.self)
            for index in 0..<count {
                let p = source + index * 4
                buffer[index] = RGBA8(r: p[0], g: p[1], b: p[2], a: p[3])
            }
            initialised = count
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Calls `body` with the pixels as packed RGBA8 bytes.
    private func withRGBABytes<R>(_ body: (UnsafePointer<UInt8>) -> R) -> R {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4)
        for (index, pixel) in pixels.enumerated() {
            bytes[index * 4] = pixel.r
            bytes[index * 4 + 1] = pixel.g
            bytes[index * 4 + 2] = pixel.b
            bytes[index * 4 + 3] = pixel.a
        }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Encodes the bitmap as a PNG file.
    ///
    /// - Parameter layout: How pixels are stored; `.rgba` (the default) is lossless.
    /// - Throws: `CodecError.tooLarge` for an empty or oversized bitmap,
    ///   `.unsupported` for a palette of more than 256 colours.
    /// - Complexity: O(*n*) in the number of pixels.
    func pngData(layout: PNGLayout = .rgba) throws(CodecError) -> Data {
        guard width > 0, height > 0 else { throw .tooLarge }
        let cLayout: tsr_png_layout = switch layout {
        case .rgba: TSR_PNG_RGBA
        case .rgb: TSR_PNG_RGB
        case .gray: TSR_PNG_GRAY
        case .grayAlpha: TSR_PNG_GRAY_ALPHA
        case .palette: TSR_PNG_PALETTE
        }
        return try encode { bytes, output in
            tsr_png_encode(bytes, UInt32(width), UInt32(height), cLayout, &output)
        }
    }

    /// Encodes the bitmap as a JPEG file.
    ///
    /// JPEG has no alpha channel: pixels are composited over black first.
    ///
    /// - Parameters:
    ///   - quality: 0 (smallest) to 100 (best); clamped to that range.
    ///   - colorModel: The file's colour model; `.color` by default.
    /// - Throws: `CodecError.tooLarge` for an empty or oversized bitmap.
    /// - Complexity: O(*n*) in the number of pixels.
    func jpegData(quality: Int, colorModel: JPEGColorModel = .color) throws(CodecError) -> Data {
        guard width > 0, height > 0 else { throw .tooLarge }
        let clamped = Int32(min(max(quality, 0), 100))
        let cColor: tsr_jpeg_color = switch colorModel {
        case .color: TSR_JPEG_COLOR
        case .grayscale: TSR_JPEG_GRAYSCALE
        case .cmykAdobe: TSR_JPEG_CMYK_ADOBE
        }
        return try encode { bytes, output in
            tsr_jpeg_encode(bytes, UInt32(width), UInt32(height), clamped, cColor, &output)
        }
    }

    private func encode(
        _ encoder: (UnsafePointer<UInt8>, inout tsr_encoded_data) -> tsr_codec_status
    ) throws(CodecError) -> Data {
        guard width <= Bitmap.maximumCodecDimension, height <= Bitmap.maximumCodecDimension else {
            throw .tooLarge
        }
        var output = tsr_encoded_data()
        let status = withRGBABytes { encoder($0, &output) }
        guard status == TSR_CODEC_OK, let bytes = output.bytes else { throw CodecError(status) }
        defer { tsr_codec_free(bytes) }
        return Data(bytes: bytes, count: output.length)
    }
}
