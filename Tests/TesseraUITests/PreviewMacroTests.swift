import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI
import TesseraPreviews

#Preview("Apple", traits: .fixedLayout(width: 88, height: 44), .landscapeLeft) {
    Text("Apple")
}

#Preview("UIKit label") {
    let label = UILabel()
    label.text = "From UIKit"
    return label
}

/// A UIKit view controller whose view shows a label.
private final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        label.text = "Controller"
        view.addSubview(label)
    }
}

#Preview("UIKit controller") {
    GreetingViewController()
}

/// `#Preview`: discovery through the section records, names, launch look-up, layout traits
/// and the UIKit forms, rendered headlessly.
@MainActor
@Suite("#Preview")
struct PreviewMacroTests {
    private var previews: [_DiscoveredPreview] { _PreviewRegistry.previews(inModule: "TesseraUITests") }

    @Test func everyPreviewOfTheModuleIsFoundInFileAndLineOrder() {
        #expect(previews.map(\.name) == [
            "Zebra", "PreviewFixtures.swift:\(unnamedFixturePreviewLine)", "Apple", "UIKit label", "UIKit controller",
        ])
        #expect(previews.map(\.fileID) == [
            "TesseraUITests/PreviewFixtures.swift", "TesseraUITests/PreviewFixtures.swift",
            "TesseraUITests/PreviewMacroTests.swift", "TesseraUITests/PreviewMacroTests.swift",
            "TesseraUITests/PreviewMacroTests.swift",
        ])
        #expect(previews[1].line == unnamedFixturePreviewLine)
        #expect(previews[0].line < previews[1].line && previews[2].line < previews[3].line)
    }

    @Test func aPreviewIsFoundByItsNameOrItsLocation() {
        #expect(_PreviewRegistry.preview(named: "Apple")?.line == previews[2].line)
        #expect(_PreviewRegistry.preview(named: "PreviewMacroTests.swift:\(previews[2].line)")?.name == "Apple")
        #expect(_PreviewRegistry.preview(named: "TesseraUITests/PreviewFixtures.swift:\(unnamedFixturePreviewLine)")?.name
            == "PreviewFixtures.swift:\(unnamedFixturePreviewLine)")
        #expect(_PreviewRegistry.preview(named: "Nothing") == nil)
    }

    @Test func theListingNamesEachPreviewWithItsLocation() {
        let lines = _PreviewLaunch.listing.split(separator: "\n").map(String.init)
        #expect(lines.first == "#Preview names:")
        #expect(lines.contains("  Zebra  (TesseraUITests/PreviewFixtures.swift:\(previews[0].line))"))
        #expect(lines.contains("  PreviewFixtures.swift:\(unnamedFixturePreviewLine)  (TesseraUITests/PreviewFixtures.swift:\(unnamedFixturePreviewLine))"))
    }

    @Test func anUnnamedPreviewRendersCentredAsOnTheDevice() {
        let stage = Stage(previews[1].preview.content, columns: 13, rows: 4)
        expectScreen(stage.text, """

               No name
                given

            """)
    }

    @Test func sizeThatFitsPlacesThePreviewInTheTopLeadingCorner() {
        let stage = Stage(previews[0].preview.content, columns: 12, rows: 3)
        expectScreen(stage.text, """
            Zebra


            """)
    }

    @Test func aFixedLayoutCentresThePreviewInAContainerOfThatSize() {
        // 88 × 44 pt is 8 × 2 cells; the orientation trait changes nothing.
        let stage = Stage(previews[2].preview.content, columns: 12, rows: 3)
        expectScreen(stage.text, """

              Apple
            """, ignoringTrailingBlanks: true)
    }

    @Test func aUIKitViewIsPreviewed() {
        let stage = Stage(previews[3].preview.content, columns: 12, rows: 3)
        expectScreen(stage.text, """

             From UIKit

            """, ignoringTrailingBlanks: false)
    }

    @Test func aUIKitViewControllerIsPreviewed() {
        let stage = Stage(previews[4].preview.content, columns: 12, rows: 3)
        #expect(stage.text.split(separator: "\n").first.map(String.init)?.hasPrefix("Controller") == true)
    }
}
