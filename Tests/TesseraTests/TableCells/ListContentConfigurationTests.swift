import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UIListContentConfiguration and UIListContentView")
struct ListContentConfigurationTests {
    @Test func presetsCarryUIKitsStyles() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body) && cell.textProperties.color == .label)
        #expect(cell.textProperties.numberOfLines == 0 && cell.textProperties.lineBreakMode == .byTruncatingTail)
        #expect(!cell.prefersSideBySideTextAndSecondaryText && cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)
        #expect(UIListContentConfiguration.sidebarCell().imageProperties.tintColor == .tintColor)
        #expect(UIListContentConfiguration.accompaniedSidebarCell().imageProperties.tintColor == .label)
        #expect(UIListContentConfiguration.accompaniedSidebarSubtitleCell().imageProperties.tintColor == .label)
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.font.isBold)
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font.isBold)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.groupedFooter().textProperties.transform == .none)
        #expect(UIListContentConfiguration.header() == .plainHeader() && UIListContentConfiguration.footer() == .plainFooter())
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.isBold)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize
            > UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain"
        configuration.attributedText = NSAttributedString(string: "Styled")
        #expect(configuration.text == nil && configuration.displayedText == "Styled")
        configuration.text = "Plain again"
        #expect(configuration.attributedText == nil && configuration.displayedText == "Plain again")
        configuration.secondaryAttributedText = NSAttributedString(string: "Detail")
        #expect(configuration.displayedSecondaryText == "Detail")
    }

    @Test func transformsApplyToTheShownText() {
        var properties = UIListContentConfiguration.cell().textProperties
        let cases: [(UIListContentConfiguration.TextProperties.TextTransform, String)] = [
            (.none, "anna haro"), (.uppercase, "ANNA HARO"), (.lowercase, "anna haro"), (.capitalized, "Anna Haro"),
        ]
        for (transform, expected) in cases {
            properties.transform = transform
            #expect(properties.transformed("anna haro") == expected)
        }
    }

    @Test func listContentViewDrawsEachLayout() {
        var value = UIListContentConfiguration.valueCell()
        value.text = "Phone"
        value.secondaryText = "555-0100"
        expectScreen(renderAlone(UIListContentView(configuration: value)).text, " Phone               555-0100\n")

        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Kate Bell"
        subtitle.secondaryText = "Creative Consulting"
        expectScreen(renderAlone(UIListContentView(configuration: subtitle), height: 66).text, " Kate Bell\n Creative Consulting\n")

        var withImage = UIListContentConfiguration.cell()
        withImage.text = "Favourites"
        withImage.image = UIImage(systemName: "star.fill")
        withImage.imageProperties.maximumSize = CGSize(width: 22, height: 22)
        #expect(renderAlone(UIListContentView(configuration: withImage)).text(ofRow: 0) == " ★  Favourites")
        // A reserved width lines texts up whether or not there is an image.
        withImage.imageProperties.reservedLayoutSize = CGSize(width: 44, height: 0)
        #expect(renderAlone(UIListContentView(configuration: withImage)).text(ofRow: 0) == "   ★  Favourites")
        withImage.image = nil
        #expect(renderAlone(UIListContentView(configuration: withImage)).text(ofRow: 0) == "      Favourites")
    }

    @Test func sideBySideTextsShareANarrowRow() {
        var value = UIListContentConfiguration.valueCell()
        value.text = "Home address"
        value.secondaryText = "1 Infinite Loop, Cupertino"
        value.textProperties.numberOfLines = 1
        value.secondaryTextProperties.numberOfLines = 1
        // 20 columns: 18 between the margins; neither text gets less than half.
        let canvas = renderAlone(UIListContentView(configuration: value), columns: 20)
        #expect(canvas.text(ofRow: 0) == " Home a…   1 Infin…")
    }

    @Test func textPropertiesStyleTheLabels() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Alert"
        configuration.textProperties.color = .systemRed
        configuration.textProperties.font = .boldSystemFont(ofSize: 17)
        let canvas = renderAlone(UIListContentView(configuration: configuration))
        #expect(canvas[1, 0].foreground == cellColor(.systemRed) && canvas[1, 0].attributes.contains(.bold))
    }

    @Test func centredTextCentresBetweenTheMargins() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Sign Out"
        configuration.textProperties.alignment = .center
        // 30 columns, 28 between the margins: "Sign Out" starts 10 columns in.
        #expect(renderAlone(UIListContentView(configuration: configuration)).text(ofRow: 0) == "           Sign Out")
    }

    @Test func sizeThatFitsIsTheMarginsPlusTheLines() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "One"
        let view = UIListContentView(configuration: configuration)
        #expect(view.sizeThatFits(CGSize(width: 330, height: 0)) == CGSize(width: 330, height: 44))
        configuration.text = "The quick brown fox jumps over the lazy dog"
        view.configuration = configuration
        #expect(view.sizeThatFits(CGSize(width: 330, height: 0)).height == 66)
        configuration.textProperties.numberOfLines = 1
        view.configuration = configuration
        #expect(view.sizeThatFits(CGSize(width: 330, height: 0)).height == 44)
        configuration.directionalLayoutMargins = .zero
        view.configuration = configuration
        #expect(view.sizeThatFits(CGSize(width: 330, height: 0)).height == 22)
    }

    @Test func aForeignConfigurationIsRejected() {
        let view = UIListContentView(configuration: .cell())
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(!view.supports(OtherConfiguration()))
        let raised = collectingExceptions { view.configuration = OtherConfiguration() }
        #expect(raised.map(\.name) == ["NSInvalidArgumentException"])
        #expect(view.configuration is UIListContentConfiguration)
    }

    @Test func updatedForStateKeepsListContentAndColoursSelectedBackgrounds() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        var content = UIListContentConfiguration.cell()
        content.text = "Same"
        state.isSelected = true
        #expect(content.updated(for: state) == content)
        let background = UIBackgroundConfiguration.listPlainCell()
        #expect(background.updated(for: state).backgroundColor == .systemGray4)
        state.isSelected = false
        #expect(background.updated(for: state).backgroundColor == .systemBackground)
        var viewState = UIViewConfigurationState(traitCollection: UITraitCollection())
        viewState.isHighlighted = true
        #expect(background.updated(for: viewState).backgroundColor == .systemGray4)
        var tinted = UIBackgroundConfiguration.clear()
        tinted.backgroundColor = nil
        #expect(tinted.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    }

    @Test func imagePropertiesLimitTheShownSize() {
        var properties = UIListContentConfiguration.ImageProperties()
        let image = UIImage(systemName: "star.fill")!
        #expect(properties.displaySize(of: image) == image.size)
        properties.maximumSize = CGSize(width: 10, height: 0)
        #expect(properties.displaySize(of: image).width == 10)
        #expect(UIListContentConfiguration.ImageProperties.standardDimension < 0)
        #expect(properties.resolvedTintColor(for: .systemTeal) == .systemTeal)
    }
}

/// A content configuration that is not a list configuration.
private struct OtherConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: .cell())
    }

    func updated(for state: any UIConfigurationState) -> OtherConfiguration {
        self
    }
}
