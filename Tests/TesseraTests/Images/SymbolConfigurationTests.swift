import Foundation
import Testing
@testable import Tessera

@Suite("Symbol configurations")
struct SymbolConfigurationTests {
    private func coverage(_ bitmap: Bitmap) -> Int {
        bitmap.pixels.reduce(0) { $0 + Int($1.a) }
    }

    @Test func symbolImagesHaveAnUnspecifiedConfigurationByDefault() throws {
        let image = try #require(UIImage(systemName: "star"))
        let configuration = try #require(image.symbolConfiguration)
        #expect(configuration == UIImage.SymbolConfiguration.unspecified)
        #expect(image.configuration === configuration)
        #expect(UIImage().symbolConfiguration == nil && UIImage().configuration == nil)
    }

    @Test func pointSizeScalesTheSymbolFromSeventeenPoints() throws {
        let large = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(large.size == CGSize(width: 36, height: 36))
        #expect(large.bitmap.width == 36 && large.bitmap.height == 36)
        #expect(large.symbolConfiguration?.pointSize == 34)
    }

    @Test func scaleMakesSymbolsSmallerOrLarger() throws {
        let small = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        let medium = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(scale: .medium)))
        let large = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(small.size.width < medium.size.width && medium.size.width < large.size.width)
        #expect(medium.size == CGSize(width: 20, height: 20))
    }

    @Test func weightThickensStrokes() throws {
        let light = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(weight: .light)))
        let bold = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))
        #expect(light.size == bold.size)
        #expect(coverage(light.bitmap(pixelWidth: 48, pixelHeight: 48)) < coverage(bold.bitmap(pixelWidth: 48, pixelHeight: 48)))
    }

    @Test func weightLeavesFilledShapesAlone() throws {
        let regular = try #require(UIImage(systemName: "circle.fill"))
        let black = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .black)))
        #expect(regular.bitmap == black.bitmap)
    }

    @Test func applyingLetsTheOtherConfigurationsSpecifiedValuesWin() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let combined: UIImage.SymbolConfiguration = base.applying(UIImage.SymbolConfiguration(weight: .thin))
        #expect(combined.pointSize == 20 && combined.weight == .thin && combined.scale == .large)
        #expect(base.applying(nil) === base)
        #expect(base.applying(UIImage.SymbolConfiguration.unspecified) == base)
    }

    @Test func withConfigurationAppliesOnTopOfTheImagesOwn() throws {
        let image = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        let bolder = image.withConfiguration(UIImage.SymbolConfiguration(weight: .heavy))
        #expect(bolder.symbolConfiguration?.pointSize == 34)
        #expect(bolder.symbolConfiguration?.weight == .heavy)
        #expect(bolder.isSymbolImage && bolder.renderingMode == .alwaysTemplate)
        #expect(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small))?.symbolConfiguration?.scale == .small)
    }

    @Test func configurationsDoNothingToBitmapImages() throws {
        let photo = UIImage(bitmap: ImageFixtures.gradient(width: 4, height: 4))
        #expect(photo.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === photo)
        #expect(photo.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
    }

    @Test func renderingModeSurvivesConfigurationAndViceVersa() throws {
        let image = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))
        let original = image.withRenderingMode(.alwaysOriginal)
        #expect(original.symbolConfiguration?.weight == .bold)
        #expect(original.bitmap == image.bitmap)
        #expect(original.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).renderingMode == .alwaysOriginal)
    }

    @Test func rawValuesMatchUIKit() {
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0)
        #expect(UIImage.SymbolWeight.regular.rawValue == 4)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1)
        #expect(UIImage.SymbolScale.large.rawValue == 3)
    }

    @Test func equalConfigurationsHashAlike() {
        let a = UIImage.SymbolConfiguration(pointSize: 12, weight: .medium)
        let b = UIImage.SymbolConfiguration(pointSize: 12, weight: .medium, scale: .unspecified)
        #expect(a == b && a.hash == b.hash)
        #expect(a != UIImage.SymbolConfiguration(pointSize: 12))
    }
}
