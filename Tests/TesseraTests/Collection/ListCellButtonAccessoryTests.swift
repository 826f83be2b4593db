import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// The accessories that are buttons: `.detail` ("ⓘ", runs its handler) and `.popUpMenu` ("↕",
/// a tap anywhere in the cell presents its menu, whose choice runs the selection handler).
@MainActor
@Suite("List cell detail and pop-up menu accessories")
struct ListCellButtonAccessoryTests {
    typealias List = ListCellAccessoryTests.List

    /// A menu of sort orders whose actions and the accessory's handler write to `log`.
    @MainActor
    final class SortMenu {
        var log: [String] = []
        lazy var menu = UIMenu(title: "Sort", children: ["Name", "Date", "Size"].map { title in
            UIAction(title: title) { [unowned self] action in log.append("action \(action.title)") }
        })
        lazy var accessory = UICellAccessory.popUpMenu(menu) { [unowned self] menu in
            log.append("changed \(menu.selectedElements.map(\.title))")
        }
        var states: [String] {
            menu.children.compactMap { $0 as? UIAction }.map { "\($0.title) \($0.state == .on ? "on" : "off")" }
        }
    }

    @Test func trailingButtonsTakeTheirSystemPlacesAndDraw() {
        let sort = SortMenu()
        let list = List(items: ["Mail"]) { _ in
            [.disclosureIndicator(), .detail(), sort.accessory, .checkmark(), .label(text: "12")]
        }
        // From the content: label, checkmark, pop-up chevrons, detail button, chevron at the edge.
        expectScreen(list.host.text, """
             Mail              12 ✓ ↕ ⓘ ›
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        // 330 points less a 16-point margin, four glyphs, "12" and a column between each.
        // (330 − 16 − 4 × 11 − 22 − 4 × 11 = 204).
        #expect(list.cell(0).contentView.frame.width == 204)
    }

    @Test func tappingTheDetailButtonRunsItsHandlerAndLeavesTheSelectionAlone() throws {
        var tapped: [String] = []
        let list = List(items: ["A", "B"]) { item in [.detail { tapped.append(item) }] }
        let button = try #require(list.cell(1).subviews.first { ($0 as? _CellGlyphControl)?.segments.first?.text == "ⓘ" })
        list.host.tap(button)
        #expect(tapped == ["B"])
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        // A tap on the row elsewhere selects it, without the handler.
        list.host.tap(list.cell(0))
        #expect(tapped == ["B"])
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func aTapAnywhereInTheCellPresentsThePopUpMenuInsteadOfSelecting() {
        let sort = SortMenu()
        let list = List(items: ["Sort by"]) { _ in [sort.accessory] }
        list.host.tap(list.cell(0).contentView)
        list.host.settle()
        #expect(list.controller.presentedViewController is _MenuController)
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(sort.states == ["Name on", "Date off", "Size off"], "the first action is on when none is")
        // The highlight starts on the action that is on; ↓ Return chooses the next one.
        list.host.press(.downArrow)
        list.host.press(.enter)
        list.host.settle()
        #expect(!(list.controller.presentedViewController is _MenuController))
        #expect(sort.states == ["Name off", "Date on", "Size off"])
        #expect(sort.log == ["action Date", "changed [\"Date\"]"])
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func thePopUpMenuShowsItsChoicesWithTheOneThatIsOnChecked() {
        let sort = SortMenu()
        let list = List(items: ["Sort by", "Other"]) { item in item == "Sort by" ? [sort.accessory] : [] }
        list.host.tap(list.cell(0).contentView)
        list.host.settle()
        // The menu hangs below the chevrons, its title on top, the action that is on checked.
        expectScreen(list.host.text, """
             Sort by                    ↕
             ───────────────────╭────────╮
             Other              │ Sort   │
             ───────────────────├────────┤
                                │ ✓ Name │
                                │   Date │
                                │   Size │
                                ╰────────╯
            """, ignoringTrailingBlanks: true)
    }

    @Test func aMenusSelectedElementsAreItsActionsThatAreOnInSubmenusToo() {
        let menu = UIMenu(children: [
            UIAction(title: "A", state: .on) { _ in }, UIAction(title: "B") { _ in },
            UIMenu(title: "More", children: [UIAction(title: "C", state: .mixed) { _ in }, UIAction(title: "D", state: .on) { _ in }]),
        ])
        #expect(menu.selectedElements.map(\.title) == ["A", "D"])
    }

    @Test func choosingTheActionThatIsAlreadyOnDoesNotCallTheChangeHandler() {
        let sort = SortMenu()
        let list = List(items: ["Sort by"]) { _ in [sort.accessory] }
        list.host.tap(list.cell(0).contentView)
        list.host.settle()
        list.host.press(.enter)
        list.host.settle()
        #expect(sort.log == ["action Name"])
        #expect(sort.states == ["Name on", "Date off", "Size off"])
    }

    @Test func returnOnTheFocusedCellPresentsThePopUpMenuAndEscapeDismissesIt() {
        let sort = SortMenu()
        let list = List(items: ["Sort by"]) { _ in [sort.accessory] }
        list.host.press(.downArrow)
        list.host.press(.enter)
        list.host.settle()
        #expect(list.controller.presentedViewController is _MenuController)
        #expect(list.host.text.contains("Name") && list.host.text.contains("Size"))
        list.host.press(.escape)
        list.host.settle()
        #expect(!(list.controller.presentedViewController is _MenuController))
        #expect(sort.log.isEmpty)
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func aPopUpMenuShownOnlyWhileEditingLeavesTapsToSelectionOtherwise() {
        let sort = SortMenu()
        let list = List(items: ["Sort by"]) { _ in [.popUpMenu(sort.menu, displayed: .whenEditing)] }
        list.host.tap(list.cell(0).contentView)
        list.host.settle()
        #expect(!(list.controller.presentedViewController is _MenuController))
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
