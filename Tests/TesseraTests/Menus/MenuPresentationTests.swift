import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("Menu presentation")
struct MenuPresentationTests {
    private func sortMenu(_ fixture: MenuFixture) -> UIMenu {
        UIMenu(title: "Sort by", children: [
            fixture.action("Name", state: .on),
            fixture.action("Date", image: UIImage(systemName: "star")),
            fixture.action("Hidden", attributes: .hidden),
            UIMenu(title: "", options: .displayInline, children: [
                fixture.action("Delete All", image: UIImage(systemName: "trash"), attributes: .destructive),
                fixture.action("Locked", attributes: .disabled),
            ]),
            UIMenu(title: "More", children: [fixture.action("Size"), fixture.action("Kind")]),
        ])
    }

    @Test func aMenuDrawsBelowItsButtonAsABoxOfRows() {
        let fixture = MenuFixture(rows: 16)
        fixture.showMenu(sortMenu(fixture))
        // The title, a check mark column, images at the right edge, the destructive and
        // disabled actions as an inline group, a submenu with a chevron; "Hidden" is left out.
        expectScreen(fixture.host.text, """

              Sort
              ╭────────────────╮
              │ Sort by        │
              ├────────────────┤
              │ ✓ Name         │
              │   Date       ☆ │
              ├────────────────┤
              │   Delete All ⌫ │
              │   Locked       │
              ├────────────────┤
              │   More       › │
              ╰────────────────╯
            """, ignoringTrailingBlanks: true)
    }

    @Test func aTinyTerminalShowsWhatFitsAndScrollsToTheHighlight() {
        let fixture = MenuFixture(columns: 12, rows: 5, buttonAt: .zero)
        fixture.showMenu(sortMenu(fixture))
        // Three rows fit: an arrow in the border says more follow.
        expectScreen(fixture.host.text, """
            ╭──────────╮
            │ Sort by  │
            ├──────────┤
            │ ✓ Name   │
            ╰────▼─────╯
            """)
        // Down past Date and Delete All (Locked is disabled) to More, scrolled into view.
        for _ in 0..<3 { fixture.host.press(.downArrow) }
        expectScreen(fixture.host.text, """
            ╭────▲─────╮
            │   Locked │
            ├──────────┤
            │   More › │
            ╰──────────╯
            """)
        fixture.host.press(.enter)
        expectScreen(fixture.host.text, """
            ╭────────╮
            │ ‹ More │
            ├────────┤
            │ Size   │
            ╰───▼────╯
            """, "the submenu opens in place")
    }

    @Test func screensTooSmallForABorderNeverTrap() {
        for (columns, rows) in [(1, 1), (2, 2), (3, 1), (1, 4), (5, 3)] {
            let fixture = MenuFixture(columns: columns, rows: rows, buttonAt: .zero)
            // The button's centre may be off screen: show its menu as a tap would.
            fixture.button.menu = sortMenu(fixture)
            #expect(fixture.button.showMenu())
            fixture.host.settle()
            #expect(fixture.isShowingMenu)
            _ = fixture.host.text
            fixture.host.press(.downArrow)
            fixture.host.press(.escape)
            fixture.host.settle()
            #expect(!fixture.isShowingMenu && fixture.chosen.isEmpty)
        }
    }

    @Test func theKeyboardSkipsDisabledRowsAndTheHandlerRunsOnceTheMenuHasGone() {
        let fixture = MenuFixture(rows: 16)
        var sender: Any?
        var presentedWhenRun = true
        let menu = UIMenu(children: [
            fixture.action("One"),
            fixture.action("Two", attributes: .disabled),
            UIAction(title: "Three") { action in
                sender = action.sender
                presentedWhenRun = fixture.isShowingMenu
                fixture.chosen.append(action.title)
            },
        ])
        fixture.showMenu(menu)
        fixture.host.press(.downArrow)
        fixture.host.press(.enter)
        #expect(fixture.chosen.isEmpty, "the handler waits for the menu to fade out")
        fixture.host.settle()
        #expect(fixture.chosen == ["Three"])
        #expect(!presentedWhenRun)
        #expect((sender as? UIButton) === fixture.button, "a button's menu action has the button as sender")
        #expect(!fixture.isShowingMenu)
    }

    @Test func escapeAndAClickOutsideDismissWithoutChoosing() {
        let fixture = MenuFixture(rows: 16)
        fixture.showMenu(UIMenu(children: [fixture.action("One")]))
        fixture.host.press(.escape)
        fixture.host.settle()
        #expect(!fixture.isShowingMenu)
        fixture.host.advanceTime(by: 1)
        fixture.showMenu(UIMenu(children: [fixture.action("One")]))
        #expect(fixture.isShowingMenu)
        fixture.host.tap(at: cellCenter(column: 25, row: 12))
        fixture.host.settle()
        #expect(!fixture.isShowingMenu)
        #expect(fixture.chosen.isEmpty)
    }

    @Test func aClickChoosesTheRowUnderItAndADisabledRowIgnoresIt() {
        let fixture = MenuFixture(rows: 16)
        fixture.showMenu(UIMenu(children: [fixture.action("One"), fixture.action("Two", attributes: .disabled), fixture.action("Three")]))
        // The box starts on row 2 (below the button on row 1); its rows from row 3.
        fixture.host.tap(at: cellCenter(column: 4, row: 4))
        fixture.host.settle()
        #expect(fixture.isShowingMenu && fixture.chosen.isEmpty)
        fixture.host.advanceTime(by: 1)
        fixture.host.tap(at: cellCenter(column: 4, row: 5))
        fixture.host.settle()
        #expect(!fixture.isShowingMenu && fixture.chosen == ["Three"])
    }

    @Test func submenusOpenInPlaceAndLeftOrEscapeGoBack() {
        let fixture = MenuFixture(rows: 16)
        fixture.showMenu(UIMenu(children: [
            fixture.action("Open"),
            UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), children: [fixture.action("Mail"), fixture.action("Messages")]),
        ]))
        fixture.host.press(.downArrow)
        fixture.host.press(.rightArrow)
        expectScreen(fixture.host.text, """

              Sort
              ╭──────────╮
              │ ‹ Share  │
              ├──────────┤
              │ Mail     │
              │ Messages │
              ╰──────────╯
            """, ignoringTrailingBlanks: true)
        fixture.host.press(.leftArrow)
        #expect(fixture.host.text.contains("Open"))
        fixture.host.press(.enter)
        #expect(fixture.host.text.contains("Mail"))
        fixture.host.press(.escape)
        #expect(fixture.isShowingMenu && fixture.host.text.contains("Open"), "Escape in a submenu goes back, not away")
        fixture.host.press(.enter)
        fixture.host.press(.downArrow)
        fixture.host.press(.enter)
        fixture.host.settle()
        #expect(fixture.chosen == ["Messages"])
    }

    @Test func aSingleSelectionMenuSwitchesTheChosenActionOn() {
        let fixture = MenuFixture(rows: 16)
        let name = fixture.action("Name", state: .on)
        let date = fixture.action("Date")
        fixture.showMenu(UIMenu(options: .singleSelection, children: [name, date]))
        fixture.host.press(.downArrow)
        fixture.host.press(.enter)
        fixture.host.settle()
        #expect([name.state, date.state] == [.off, .on])
    }

    @Test func aButtonThatChangesSelectionShowsTheChosenTitle() {
        let fixture = MenuFixture(rows: 16)
        let small = fixture.action("Small")
        let large = fixture.action("Large")
        fixture.button.changesSelectionAsPrimaryAction = true
        fixture.showMenu(UIMenu(children: [small, large]))
        #expect(fixture.button.currentTitle == "Small", "the first action is on when none is")
        fixture.host.press(.downArrow)
        fixture.host.press(.enter)
        fixture.host.settle()
        #expect(fixture.button.currentTitle == "Large" && small.state == .off && large.state == .on)
        #expect(fixture.chosen == ["Large"])
    }

    @Test func aDeferredElementLoadsWhenShownAndIsCached() {
        let fixture = MenuFixture(rows: 16)
        var completions: [([UIMenuElement]) -> Void] = []
        var calls = 0
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            completions.append(completion)
        }
        fixture.showMenu(UIMenu(children: [fixture.action("First"), deferred]))
        #expect(fixture.host.text.contains("Loading…"))
        completions[0]([fixture.action("Arrived")])
        #expect(fixture.host.text.contains("Arrived") && !fixture.host.text.contains("Loading…"))
        fixture.host.press(.escape)
        fixture.host.settle()
        fixture.host.advanceTime(by: 1)
        fixture.host.tap(fixture.button)
        fixture.host.settle()
        #expect(fixture.host.text.contains("Arrived") && calls == 1)
    }

    @Test func anActionThatKeepsTheMenuPresentedRunsAtOnce() {
        let fixture = MenuFixture(rows: 16)
        fixture.showMenu(UIMenu(children: [fixture.action("Increment", attributes: .keepsMenuPresented)]))
        fixture.host.press(.enter)
        fixture.host.press(.enter)
        #expect(fixture.chosen == ["Increment", "Increment"] && fixture.isShowingMenu)
    }
}
