import Foundation
import Testing
import TesseraTestSupport

@testable import ModernListKit
@testable import Tessera

/// Atlas launched headlessly on a 40 × 16 screen, driven by taps and typing.
@MainActor
@Suite("Atlas end to end")
struct AtlasEndToEndTests {
    /// The app on its screen. Each test launches it in its body: the screen is shared by every
    /// test in the process, and a synchronous body keeps other tests from resizing it meanwhile.
    @MainActor
    struct Launched {
        let window = AppDelegate.makeWindow()
        let host: HeadlessHost
        let atlas: AtlasViewController

        init() {
            host = HeadlessHost(window: window, columns: 40, rows: 16)
            window.makeKeyAndVisible()
            atlas = (window.rootViewController as! UINavigationController).topViewController as! AtlasViewController
            _ = host.render()
        }
    }

    private func shownNames(_ app: Launched) -> [String] {
        let atlas = app.atlas
        atlas.collectionView.layoutIfNeeded()
        return atlas.collectionView.indexPathsForVisibleItems.sorted().compactMap { atlas.dataSource.itemIdentifier(for: $0)?.name }
    }

    private func tapDisclosure(of name: String, in app: Launched) {
        let atlas = app.atlas
        let indexPath = atlas.dataSource.snapshot().itemIdentifiers.firstIndex { $0.name == name }.map { IndexPath(item: $0, section: 0) }
        guard let indexPath, let cell = atlas.collectionView.cellForItem(at: indexPath),
            let disclosure = cell.subviews.first(where: { $0 is _CellGlyphControl })
        else {
            Issue.record("no disclosure for \(name)")
            return
        }
        app.host.tap(disclosure)
    }

    @Test func theOutlineStartsCollapsedAndExpandsContinents() {
        let app = Launched()
        #expect(shownNames(app) == ["Africa", "Asia", "Europe", "North America", "Oceania", "South America"])
        tapDisclosure(of: "Europe", in: app)
        #expect(shownNames(app) == ["Africa", "Asia", "Europe", "Austria", "Denmark", "France"])
        // Expanding animates (see CollectionUpdateAnimationTests): the screen shows its end.
        app.host.settle()
        expectScreen(app.host.text, """
                              Atlas
            ────────────────────────────────────────
             [Search countries                    ]

             ▸  Africa                             ┃
                                                   ┃
             ▸  Asia                               ┃
                                                   ┃
             ▾  Europe                             ┃

                Austria

                Denmark

                France
            """, ignoringTrailingBlanks: true)
    }

    @Test func typingFiltersAndClearingRestoresTheOutlineAsItWas() {
        let app = Launched()
        let atlas = app.atlas
        let host = app.host
        tapDisclosure(of: "Asia", in: app)
        host.tap(atlas.searchField)
        host.type("an")
        #expect(atlas.dataSource.snapshot().itemIdentifiers.map(\.name) == [
            "Ghana", "Tanzania", "Japan", "Thailand", "France", "Germany", "Ireland", "Canada", "Panama", "New Zealand",
        ])
        #expect(atlas.dataSource.snapshot().sectionIdentifiers == [.results])
        host.type("a")
        #expect(atlas.dataSource.snapshot().itemIdentifiers.map(\.name) == ["Ghana", "Canada", "Panama"])
        #expect(shownNames(app) == ["Ghana", "Canada", "Panama"])

        host.press(.backspace)
        host.press(.backspace)
        host.press(.backspace)
        #expect(atlas.searchField.text == "")
        #expect(shownNames(app) == ["Africa", "Asia", "China", "India", "Indonesia", "Japan"], "Asia is still expanded")
    }
}

extension AtlasEndToEndTests {
    @Test func tabReachesTheSearchFieldFromTheKeyboard() {
        let app = Launched()
        app.host.press(.tab)
        app.host.type("chi")
        #expect(app.atlas.searchField.isFirstResponder)
        #expect(app.atlas.dataSource.snapshot().itemIdentifiers.map(\.name) == ["China", "Chile"])
    }
}
