import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Picks {
    var single: Int?
    var many: Set<Int> = []
    var archived: [Int] = []
}

@MainActor
struct ListFeatureTests {
    private func table(_ stage: Stage<some View>) -> UITableView {
        stage.flush()
        if let table = stage.controller.view.subviews.compactMap({ $0 as? UITableView }).first { return table }
        let navigation = stage.controller.children.compactMap { $0 as? UINavigationController }.first!
        return navigation.viewControllers[0].view.subviews.compactMap { $0 as? UITableView }.first!
    }

    @Test func sectionsWithHeadersAreInsetGroupedByDefaultAndPlainOnRequest() {
        let content = List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Section { Text("Leek") } header: { Text("Vegetables") } footer: { Text("In season") }
        }
        let stage = Stage(content, columns: 24, rows: 12)
        let style = table(stage).style
        #expect(style == .insetGrouped)
        let sections = table(stage).numberOfSections
        #expect(sections == 2)
        let titles = [table(stage).dataSource?.tableView(table(stage), titleForHeaderInSection: 1),
                      table(stage).dataSource?.tableView(table(stage), titleForFooterInSection: 1)]
        #expect(titles == ["Vegetables", "In season"])
        let plain = Stage(content.listStyle(.plain), columns: 24, rows: 12)
        let plainStyle = table(plain).style
        #expect(plainStyle == .plain)
        expectScreen(plain.host.text, """
             Fruit
             Apple
             ───────────────────────
             Pear
             ───────────────────────
             Vegetables
             Leek
             ───────────────────────
             In season
            """, ignoringTrailingBlanks: true)
    }

    @Test func aTapSelectsTheRowsValueAndTheBindingSelectsTheRow() {
        struct Picker: View {
            @Bindable var picks: Picks
            var body: some View {
                List(0..<5, id: \.self, selection: $picks.single) { Text("Item \($0)") }
            }
        }
        let picks = Picks()
        let stage = Stage(Picker(picks: picks), columns: 20, rows: 8)
        stage.host.tap(table(stage).cellForRow(at: IndexPath(row: 2, section: 0))!)
        #expect(picks.single == 2)
        picks.single = 0
        stage.flush()
        let selected = table(stage).indexPathsForSelectedRows
        #expect(selected == [IndexPath(row: 0, section: 0)])
    }

    @Test func aSetSelectionSelectsSeveralRowsInEditMode() {
        struct Picker: View {
            @Bindable var picks: Picks
            var body: some View {
                NavigationStack {
                    List(0..<5, id: \.self, selection: $picks.many) { Text("Item \($0)") }
                        .toolbar { EditButton() }
                }
            }
        }
        let picks = Picks()
        let stage = Stage(Picker(picks: picks), columns: 30, rows: 12)
        stage.flush()
        let tappedEdit = stage.host.tap(text: "Edit")
        #expect(tappedEdit)
        stage.flush()
        stage.host.settle()
        let editing = table(stage).isEditing
        #expect(editing)
        let screen = stage.host.text
        #expect(screen.contains("Done"))
        stage.host.tap(table(stage).cellForRow(at: IndexPath(row: 1, section: 0))!)
        stage.host.tap(table(stage).cellForRow(at: IndexPath(row: 3, section: 0))!)
        #expect(picks.many == [1, 3])
        stage.host.tap(table(stage).cellForRow(at: IndexPath(row: 1, section: 0))!)
        #expect(picks.many == [3])
    }

    @Test func swipeActionsBecomeTheRowsContextualActions() {
        struct Inbox: View {
            @Bindable var picks: Picks
            var body: some View {
                List(0..<3, id: \.self) { number in
                    Text("Mail \(number)")
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Archive") { picks.archived.append(number) }
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) {}
                            Button("Flag") {}
                        }
                }
            }
        }
        let picks = Picks()
        let stage = Stage(Inbox(picks: picks), columns: 20, rows: 8)
        let table = table(stage)
        let delegate = table.delegate as! any UITableViewDelegate
        let trailing = delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
        #expect(trailing?.actions.map { $0.title ?? "" } == ["Delete", "Flag"])
        #expect(trailing?.actions.map(\.style) == [.destructive, .normal])
        let leading = delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
        #expect(leading?.performsFirstActionWithFullSwipe == false)
        leading?.actions.first?.handler(leading!.actions[0], UIView()) { _ in }
        #expect(picks.archived == [1])
    }

    @Test func rowModifiersHideTheSeparatorAndColourTheRow() {
        let stage = Stage(
            List {
                Text("Quiet").listRowSeparator(.hidden)
                Text("Red").listRowBackground(Color.red)
                Text("Wide").listRowInsets(EdgeInsets(top: 0, leading: 55, bottom: 0, trailing: 0))
            }, columns: 20, rows: 6)
        expectScreen(stage.host.text, """
             Quiet

             Red
             ───────────────────
                 Wide
             ───────────────────
            """, ignoringTrailingBlanks: true)
        let red = table(stage).cellForRow(at: IndexPath(row: 1, section: 0))?.backgroundColor.map { "\($0)" }
        #expect(red == "\(UIColor(Color.red))")
    }
}

@MainActor
struct ListSectionSeparatorTests {
    @Test func aSectionsHiddenSeparatorIsTheOneUnderItsLastRow() {
        let stage = Stage(
            List {
                Section {
                    Text("One")
                    Text("Two")
                }
                .listSectionSeparator(.hidden)
                Section {
                    Text("Three")
                }
                .listSectionSeparator(.hidden, edges: .top)
            }
            .listStyle(.plain), columns: 20, rows: 6)
        expectScreen(stage.host.text, """
             One
             ───────────────────
             Two

             Three
             ───────────────────
            """, ignoringTrailingBlanks: true)
    }
}

@MainActor
struct ListHeaderViewTests {
    @Test func aHeaderThatIsNotTextIsLaidOutInTheSectionsHeader() {
        let stage = Stage(
            List {
                Section {
                    Text("Apple")
                } header: {
                    HStack { Image(systemName: "star"); Text("Favourites") }
                }
            }.listStyle(.plain), columns: 24, rows: 6)
        stage.flush()
        expectScreen(stage.host.text, """
             ☆ Favourites
             Apple
             ───────────────────────
            """, ignoringTrailingBlanks: true)
    }
}
