import Testing
@testable import Tessera

@Suite("Bitmap resampling")
struct BitmapResamplingTests {
    private let red = RGBA8(r: 255, g: 0, b: 0)
    private let blue = RGBA8(r: 0, g: 0, b: 255)

    @Test func sameSizeReturnsTheBitmapUnchanged() {
        let bitmap = ImageFixtures.noisyWithAlpha(width: 7, height: 5)
        #expect(bitmap.resized(width: 7, height: 5) == bitmap)
    }

    @Test("Empty targets give empty bitmaps", arguments: [(0, 5), (5, 0), (-1, 3), (0, 0)])
    func emptyTargetGivesEmptyBitmap(size: (Int, Int)) {
        let result = ImageFixtures.gradient(width: 4, height: 4).resized(width: size.0, height: size.1)
        #expect(result.width == 0 && result.height == 0 && result.pixels.isEmpty)
    }

    @Test func emptySourceGivesTransparentTarget() {
        let result = Bitmap(width: 0, height: 0).resized(width: 3, height: 2)
        #expect(result == Bitmap(width: 3, height: 2, fill: .clear))
    }

    @Test func shrinkingAveragesBlocks() {
        // 4 × 2 → 2 × 1: each output pixel averages a 2 × 2 block.
        var bitmap = Bitmap(width: 4, height: 2)
        let values: [UInt8] = [0, 100, 200, 40, 20, 80, 0, 160]
        for (index, value) in values.enumerated() {
            bitmap.pixels[index] = RGBA8(r: value, g: value, b: value)
        }
        let result = bitmap.resized(width: 2, height: 1)
        #expect(result.pixels == [RGBA8(r: 50, g: 50, b: 50), RGBA8(r: 100, g: 100, b: 100)])
    }

    @Test func shrinkingByANonIntegerFactorWeighsPartialCoverage() {
        // Three columns 0, 90, 180 into two: [0, 1.5) and [1.5, 3).
        var bitmap = Bitmap(width: 3, height: 1)
        bitmap.pixels = [0, 90, 180].map { RGBA8(r: $0, g: $0, b: $0) }
        let result = bitmap.resized(width: 2, height: 1)
        // (0 · 1 + 90 · 0.5) / 1.5 = 30 and (90 · 0.5 + 180 · 1) / 1.5 = 150.
        #expect(result.pixels.map(\.r) == [30, 150])
    }

    @Test func averagingWeighsColourByAlpha() {
        // A transparent pixel's colour must not bleed into the average.
        let bitmap = Bitmap(width: 2, height: 1, pixels: [red, RGBA8(r: 0, g: 255, b: 0, a: 0)])
        let result = bitmap.resized(width: 1, height: 1)
        #expect(result.pixels == [RGBA8(r: 255, g: 0, b: 0, a: 128)])
    }

    @Test func fullyTransparentAreasStayClear() {
        let bitmap = Bitmap(width: 4, height: 4, fill: RGBA8(r: 9, g: 9, b: 9, a: 0))
        #expect(bitmap.resized(width: 2, height: 2) == Bitmap(width: 2, height: 2, fill: .clear))
    }

    @Test func shrinkingToOnePixelAveragesEverything() {
        let half = Bitmap(width: 10, height: 6, pixels: (0..<60).map { $0 % 10 < 5 ? red : blue })
        let result = half.resized(width: 1, height: 1)
        #expect(result.pixels == [RGBA8(r: 128, g: 0, b: 128)])
    }

    @Test func uniformImagesStayUniformAtAnySize() {
        let colour = RGBA8(r: 12, g: 200, b: 77, a: 200)
        let bitmap = Bitmap(width: 13, height: 7, fill: colour)
        for (width, height) in [(1, 1), (5, 3), (13, 2), (40, 21), (3, 30)] {
            let result = bitmap.resized(width: width, height: height)
            #expect(result.width == width && result.height == height)
            #expect(result.pixels.allSatisfy { $0 == colour })
        }
    }

    @Test func aspectIsWhatTheCallerAsksFor() {
        // Left half red, right half blue, stretched to a tall image: still split down the middle.
        let bitmap = Bitmap(width: 8, height: 2, pixels: (0..<16).map { $0 % 8 < 4 ? red : blue })
        let result = bitmap.resized(width: 2, height: 10)
        for y in 0..<10 {
            #expect(result[0, y] == red)
            #expect(result[1, y] == blue)
        }
    }

    @Test func upscalingOnePixelFillsTheTarget() {
        let result = Bitmap(width: 1, height: 1, fill: blue).resized(width: 6, height: 4)
        #expect(result == Bitmap(width: 6, height: 4, fill: blue))
    }

    @Test func upscalingInterpolatesBetweenPixelCentres() {
        var bitmap = Bitmap(width: 2, height: 1)
        bitmap.pixels = [RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 200, g: 200, b: 200)]
        let result = bitmap.resized(width: 4, height: 1)
        // Output centres sit at source x = -0.25 (clamped), 0.25, 0.75, 1.25 (clamped).
        #expect(result.pixels.map(\.r) == [0, 50, 150, 200])
    }

    @Test func upscalingKeepsCornersAndMonotoneGradients() {
        let bitmap = ImageFixtures.gradient(width: 4, height: 4)
        let result = bitmap.resized(width: 17, height: 9)
        #expect(result[0, 0] == bitmap[0, 0])
        #expect(result[16, 8] == bitmap[3, 3])
        for x in 1..<17 { #expect(result[x, 0].r >= result[x - 1, 0].r) }
    }

    @Test func shrinkingOneAxisAndGrowingTheOther() {
        let bitmap = ImageFixtures.gradient(width: 64, height: 2)
        let result = bitmap.resized(width: 4, height: 16)
        #expect(result.width == 4 && result.height == 16)
        // Columns average 16 source columns each, so red rises across them.
        for x in 1..<4 { #expect(result[x, 0].r > result[x - 1, 0].r) }
    }

    @Test func largeShrinkIsBoundedByInputSize() {
        // A 1000 × 1000 image to 9 × 5: linear work, so this stays fast even unoptimised.
        let bitmap = Bitmap(width: 1000, height: 1000, fill: red)
        let result = bitmap.resized(width: 9, height: 5)
        #expect(result == Bitmap(width: 9, height: 5, fill: red))
    }
}
