import Foundation
import Testing
@testable import Tessera

@Suite("UIImage")
struct UIImageTests {
    private func pngData(width: Int = 6, height: Int = 4) throws -> Data {
        try ImageFixtures.noisyWithAlpha(width: width, height: height).pngData()
    }

    // MARK: Creating images

    @Test func decodesPNGData() throws {
        let image = try #require(UIImage(data: try pngData()))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(image.scale == 1)
        #expect(image.bitmap == ImageFixtures.noisyWithAlpha(width: 6, height: 4))
        #expect(!image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
    }

    @Test func decodesJPEGData() throws {
        let data = try ImageFixtures.gradient(width: 30, height: 20).jpegData(quality: 80)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 30, height: 20))
    }

    @Test func scaleDividesThePixelSize() throws {
        let image = try #require(UIImage(data: try pngData(width: 200, height: 100), scale: 2))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 100, height: 50))
        let third = try #require(UIImage(data: try pngData(width: 3, height: 3), scale: 3))
        #expect(third.size == CGSize(width: 1, height: 1))
    }

    @Test func undecodableDataGivesNil() throws {
        let png = try pngData(width: 30, height: 30)
        let jpeg = try ImageFixtures.gradient(width: 30, height: 30).jpegData(quality: 80)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: ImageFixtures.randomBytes(count: 512, seed: 1)) == nil)
        #expect(UIImage(data: Data("<svg/>".utf8)) == nil)
        #expect(UIImage(data: png.prefix(png.count / 2)) == nil)
        #expect(UIImage(data: jpeg.prefix(jpeg.count / 2)) == nil)
        #expect(UIImage(data: png.prefix(png.count / 2), scale: 2) == nil)
    }

    @Test func emptyImageHasZeroSizeAndNoData() {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(image.pngData() == nil)
        #expect(image.jpegData(compressionQuality: 1) == nil)
        #expect(image.preparingForDisplay() == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: 4, height: 4)) == nil)
    }

    @Test func loadsFilesAndReadsTheScaleSuffix() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-images-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let data = try pngData(width: 8, height: 6)
        for name in ["plain.png", "icon@2x.png", "icon@3x.png", "bad.png"] {
            try (name == "bad.png" ? Data([1, 2, 3]) : data).write(to: directory.appendingPathComponent(name))
        }
        let plain = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("plain.png").path))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 8, height: 6))
        let double = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path))
        #expect(double.scale == 2 && double.size == CGSize(width: 4, height: 3))
        let triple = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@3x.png").path))
        #expect(triple.scale == 3)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("bad.png").path) == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func namedImagesComeFromTheMainBundleResources() throws {
        #expect(UIImage(named: "tessera-no-such-image-\(UUID().uuidString)") == nil)
        #expect(UIImage(named: "") == nil)

        let resources = try #require(Bundle.main.resourcePath)
        let name = "tessera-named-\(UUID().uuidString)"
        let url = URL(fileURLWithPath: resources).appendingPathComponent("\(name)@2x.png")
        try pngData(width: 10, height: 8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try #require(UIImage(named: name))
        #expect(image.scale == 2 && image.size == CGSize(width: 5, height: 4))
        #expect(UIImage(named: "\(name)@2x.png")?.scale == 2)
        #expect(UIImage(named: name, in: .main, with: nil)?.size == CGSize(width: 5, height: 4))
        #expect(UIImage(named: name, in: nil, with: UIImage.SymbolConfiguration(pointSize: 40))?.scale == 2)
    }

    @Test func templateDrawingFollowsTheRenderingMode() throws {
        let photo = UIImage(bitmap: ImageFixtures.gradient(width: 2, height: 2))
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(!photo.drawsAsTemplate)
        #expect(photo.withRenderingMode(.alwaysTemplate).drawsAsTemplate)
        #expect(symbol.drawsAsTemplate)
        #expect(symbol.withRenderingMode(.automatic).drawsAsTemplate)
        #expect(!symbol.withRenderingMode(.alwaysOriginal).drawsAsTemplate)
    }

    // MARK: Rendering mode

    @Test func withRenderingModeSharesPixelsAndChangesTheMode() throws {
        let image = try #require(UIImage(data: try pngData(), scale: 2))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template !== image)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.bitmap == image.bitmap && template.scale == 2)
        #expect(image.renderingMode == .automatic)

        let symbol = try #require(UIImage(systemName: "heart.fill")).withRenderingMode(.alwaysOriginal)
        #expect(symbol.isSymbolImage && symbol.renderingMode == .alwaysOriginal)
    }

    @Test func renderingModeRawValuesMatchUIKit() {
        #expect(UIImage.RenderingMode.automatic.rawValue == 0)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    // MARK: Encoding

    @Test func pngDataRoundTripsExactly() throws {
        let image = try #require(UIImage(data: try pngData(width: 13, height: 11)))
        let data = try #require(image.pngData())
        let again = try #require(UIImage(data: data))
        #expect(again.bitmap == image.bitmap)
    }

    @Test func jpegDataDecodesAndQualityControlsSize() throws {
        let image = UIImage(bitmap: ImageFixtures.noisyWithAlpha(width: 48, height: 48).opaque())
        let best = try #require(image.jpegData(compressionQuality: 1))
        let worst = try #require(image.jpegData(compressionQuality: 0))
        #expect(worst.count < best.count)
        #expect(UIImage(data: best)?.size == CGSize(width: 48, height: 48))
        // Out-of-range qualities are clamped rather than rejected.
        #expect(image.jpegData(compressionQuality: 7) == best)
        #expect(image.jpegData(compressionQuality: -3) == worst)
        #expect(image.jpegData(compressionQuality: .nan) == worst)
    }

    @Test func symbolImagesEncodeTheirMask() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let data = try #require(symbol.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.bitmap == symbol.bitmap)
    }

    // MARK: Thumbnails and display

    @Test func thumbnailsHaveTheRequestedSizeAndAveragePixels() throws {
        let image = UIImage(bitmap: Bitmap(width: 40, height: 20, fill: RGBA8(r: 10, g: 20, b: 30)), scale: 2)
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 8, height: 4)))
        #expect(thumbnail.size == CGSize(width: 8, height: 4))
        #expect(thumbnail.scale == 1)
        #expect(thumbnail.bitmap == Bitmap(width: 8, height: 4, fill: RGBA8(r: 10, g: 20, b: 30)))
        #expect(image.preparingThumbnail(of: .zero) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: -1, height: 5)) == nil)
    }

    @Test func symbolThumbnailsAreRasterisedAtTheirSize() throws {
        let symbol = try #require(UIImage(systemName: "gear"))
        let thumbnail = try #require(symbol.preparingThumbnail(of: CGSize(width: 64, height: 64)))
        #expect(thumbnail.bitmap == SystemSymbol.named("gear")!.rasterized(width: 64, height: 64))
        #expect(thumbnail.renderingMode == .alwaysTemplate)
    }

    @Test func asynchronousPreparationDeliversTheImage() async throws {
        let image = try #require(UIImage(data: try pngData()))
        #expect(await image.byPreparingForDisplay() === image)
        #expect(image.preparingForDisplay() === image)
        let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 3, height: 2))
        #expect(thumbnail?.size == CGSize(width: 3, height: 2))
        let viaHandler = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 2, height: 2)) { continuation.resume(returning: $0) }
        }
        #expect(viaHandler?.size == CGSize(width: 2, height: 2))
        let prepared = await withCheckedContinuation { continuation in
            image.prepareForDisplay { continuation.resume(returning: $0) }
        }
        #expect(prepared === image)
    }

    // MARK: Threads

    @Test func decodesOffTheMainActor() async throws {
        let data = try pngData(width: 20, height: 10)
        let size = await Task.detached { UIImage(data: data)?.size }.value
        #expect(size == CGSize(width: 20, height: 10))
    }

    @Test func scaledBitmapsAreSafeToRequestConcurrently() async throws {
        let image = UIImage(bitmap: ImageFixtures.gradient(width: 64, height: 64))
        let sizes = [(8, 8), (16, 4), (3, 30), (64, 64)]
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<32 {
                let (width, height) = sizes[index % sizes.count]
                group.addTask {
                    let bitmap = image.bitmap(pixelWidth: width, pixelHeight: height)
                    return bitmap == image.bitmap.resized(width: width, height: height)
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 32 && results.allSatisfy { $0 })
    }

    @Test func renderingAtTheNativeSizeReturnsTheDecodedPixels() throws {
        let image = try #require(UIImage(data: try pngData(width: 9, height: 7)))
        #expect(image.bitmap(pixelWidth: 9, pixelHeight: 7) == image.bitmap)
        #expect(image.bitmap(pixelWidth: 0, pixelHeight: 7).pixels.isEmpty)
        #expect(image.bitmap(pixelWidth: 3, pixelHeight: 2) == image.bitmap.resized(width: 3, height: 2))
    }

    @Test func descriptionNamesTheImage() throws {
        #expect(try #require(UIImage(systemName: "plus")).description.contains("plus"))
        #expect(try #require(UIImage(data: try pngData())).description.contains("6×4"))
    }
}

extension Bitmap {
    /// The same colours with alpha 255.
    func opaque() -> Bitmap {
        Bitmap(width: width, height: height, pixels: pixels.map { RGBA8(r: $0.r, g: $0.g, b: $0.b) })
    }
}
