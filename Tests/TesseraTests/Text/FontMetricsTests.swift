import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("Dynamic Type: UIFontMetrics, preferred fonts, UIFontDescriptor")
struct FontMetricsTests {
    private let extraExtraLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    private let largestAccessibility = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

    @Test func preferredFontsFollowTheDynamicTypeTable() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17, "a terminal's window is Large")
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: extraExtraLarge).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: largestAccessibility).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: largestAccessibility).pointSize == 60)
        let extraSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: extraSmall).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: extraSmall).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    }

    @Test func metricsScaleAFontAsTheirTextStyleScales() {
        let helvetica = UIFont(name: "Helvetica", size: 36)!
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledFont(for: helvetica).pointSize == 36, "Large is the text style's own size")
        #expect(body.scaledFont(for: helvetica).fontName == "Helvetica")
        #expect(abs(body.scaledFont(for: helvetica, compatibleWith: extraExtraLarge).pointSize - 36.0 * 21 / 17) < 1e-9)
        #expect(body.scaledFont(for: helvetica, maximumPointSize: 40, compatibleWith: largestAccessibility).pointSize == 40)
        #expect(abs(body.scaledFont(for: helvetica, maximumPointSize: 0, compatibleWith: largestAccessibility).pointSize - 36.0 * 53 / 17) < 1e-9)
        #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: extraExtraLarge) - 10.0 * 32 / 28) < 1e-9)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: extraExtraLarge) == 21)
        #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
        #expect(UIFont.TextStyle.title1.metrics.scaledValue(for: 28, compatibleWith: extraExtraLarge) == 32)
    }

    @Test func descriptorsMakeBoldItalicAndMonospacedFonts() throws {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(headline.pointSize == 17)
        #expect(headline.object(forKey: .textStyle) as? String == UIFont.TextStyle.body.rawValue)
        let bold = try #require(headline.withSymbolicTraits(.traitBold))
        let boldFont = UIFont(descriptor: bold, size: 0)
        #expect(boldFont.pointSize == 17)
        #expect(boldFont.fontName == ".SFUI-Bold")
        #expect(boldFont.isBold)
        #expect(boldFont.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: try #require(headline.withSymbolicTraits([.traitItalic])), size: 20)
        #expect(italic.pointSize == 20 && italic.isItalic && !italic.isBold)
        let mono = UIFont(descriptor: try #require(headline.withDesign(.monospaced)), size: 0)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(mono.fontName == ".SFUIMono-Regular")
    }

    @Test func aNamedFontsDescriptorRoundTrips() {
        let helvetica = UIFont(name: "Helvetica-Bold", size: 36)!
        let descriptor = helvetica.fontDescriptor
        #expect(descriptor.postscriptName == "Helvetica-Bold")
        #expect(descriptor.pointSize == 36)
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        let again = UIFont(descriptor: descriptor, size: 0)
        #expect(again.fontName == "Helvetica-Bold" && again.pointSize == 36 && again.isBold)
        #expect(again == helvetica)
        let courier = UIFont(descriptor: descriptor.withFamily("Courier").withSize(12), size: 0)
        #expect(courier.familyName == "Courier" && courier.pointSize == 12 && courier.fontName == "Courier-Bold")
        #expect(UIFont(descriptor: UIFontDescriptor(name: "Menlo", size: 0), size: 0).pointSize == 12)
    }
}
