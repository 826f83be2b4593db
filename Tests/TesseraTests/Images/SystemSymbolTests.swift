import Foundation
import Testing
@testable import Tessera

@Suite("System symbols")
struct SystemSymbolTests {
    /// The names the brief requires; books use these.
    static let requiredNames = [
        "person.circle", "person.crop.circle", "person.fill", "person", "plus", "plus.circle", "minus",
        "trash", "pencil", "checkmark", "checkmark.circle", "chevron.right", "chevron.left",
        "chevron.down", "info.circle", "star", "star.fill", "heart", "heart.fill", "photo", "camera",
        "xmark", "xmark.circle", "magnifyingglass", "gear", "ellipsis", "square.and.arrow.up",
        "folder", "envelope", "phone",
    ]

    @Test func everyRequiredNameExists() {
        for name in Self.requiredNames {
            #expect(SystemSymbol.named(name) != nil, "missing \(name)")
            #expect(UIImage(systemName: name) != nil, "missing \(name)")
        }
    }

    @Test("Unknown names give nil", arguments: ["", "no.such.symbol", "Person", "person.circle ", "star.fill.fill"])
    func unknownNameGivesNil(name: String) {
        #expect(SystemSymbol.named(name) == nil)
        #expect(UIImage(systemName: name) == nil)
    }

    @Test("Every symbol rasterises non-empty", arguments: SystemSymbol.allNames)
    func rasterisesAtSeveralSizes(name: String) throws {
        let symbol = try #require(SystemSymbol.named(name))
        for (width, height) in [(1, 1), (2, 2), (2, 3), (4, 4), (7, 5), (20, 20), (48, 48)] {
            let bitmap = symbol.rasterized(width: width, height: height)
            #expect(bitmap.width == width && bitmap.height == height)
            #expect(bitmap.pixels.contains { $0.a > 0 }, "\(name) is empty at \(width)×\(height)")
            // Template mask: white, coverage in alpha.
            #expect(bitmap.pixels.allSatisfy { $0.r == 255 && $0.g == 255 && $0.b == 255 })
        }
    }

    @Test("At a legible size, symbols are drawings, not blocks", arguments: SystemSymbol.allNames)
    func symbolsHaveShapeAtLegibleSizes(name: String) throws {
        let symbol = try #require(SystemSymbol.named(name))
        let bitmap = symbol.rasterized(width: 32, height: 32)
        let covered = bitmap.pixels.filter { $0.a >= 128 }.count
        #expect(covered > 10, "\(name) covers too little")
        #expect(covered < 32 * 32 * 9 / 10, "\(name) covers too much")
        // The edge of the box is mostly empty: symbols have margins.
        let corners = [bitmap[0, 0], bitmap[31, 0], bitmap[0, 31], bitmap[31, 31]]
        #expect(corners.filter { $0.a > 200 }.count <= 1, "\(name) fills its corners")
    }

    @Test func emptySizesGiveEmptyBitmaps() throws {
        let symbol = try #require(SystemSymbol.named("star"))
        #expect(symbol.rasterized(width: 0, height: 10).pixels.isEmpty)
        #expect(symbol.rasterized(width: 10, height: -1).pixels.isEmpty)
    }

    @Test("Glyphs are single characters that fit a cell", arguments: SystemSymbol.allNames)
    func glyphIsOneCharacter(name: String) throws {
        let glyph = try #require(SystemSymbol.named(name)).glyph
        #expect(glyph.unicodeScalars.count == 1)
        // Not an emoji-presentation character (those take two columns).
        #expect(!glyph.unicodeScalars.first!.properties.isEmojiPresentation)
    }

    @Test func glyphsOfCommonSymbols() {
        #expect(SystemSymbol.named("checkmark")?.glyph == "✓")
        #expect(SystemSymbol.named("chevron.right")?.glyph == "›")
        #expect(SystemSymbol.named("star.fill")?.glyph == "★")
        #expect(SystemSymbol.named("heart.fill")?.glyph == "♥")
        #expect(SystemSymbol.named("xmark")?.glyph == "✕")
        #expect(SystemSymbol.named("ellipsis")?.glyph == "…")
    }

    @Test func symbolImagesAreTemplatesOfAboutTwentyPoints() throws {
        let image = try #require(UIImage(systemName: "person.crop.circle"))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.bitmap.width == 20 && image.bitmap.height == 20)
        for name in SystemSymbol.allNames {
            let size = try #require(UIImage(systemName: name)).size
            #expect((4...24).contains(size.width) && (4...24).contains(size.height), "\(name): \(size)")
        }
    }

    @Test func symbolsAreSymmetricWhereTheDrawingIs() throws {
        // A left-right mirror check catches coordinate slips in the drawings.
        for name in ["plus", "xmark", "circle", "plus.circle", "heart.fill", "star.fill", "person.fill"] {
            let bitmap = try #require(SystemSymbol.named(name)).rasterized(width: 40, height: 40)
            for y in 0..<40 {
                for x in 0..<20 {
                    let difference = abs(Int(bitmap[x, y].a) - Int(bitmap[39 - x, y].a))
                    #expect(difference <= 2, "\(name) asymmetric at (\(x), \(y))")
                }
            }
        }
    }

    @Test func renderingForTheViewRasterisesCrisplyAtTheRequestedSize() throws {
        let image = try #require(UIImage(systemName: "checkmark"))
        let large = image.bitmap(pixelWidth: 60, pixelHeight: 52)
        #expect(large == SystemSymbol.named("checkmark")!.rasterized(width: 60, height: 52))
        // Cached: asking again gives the same pixels.
        #expect(image.bitmap(pixelWidth: 60, pixelHeight: 52) == large)
    }
}
