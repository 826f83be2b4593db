import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private struct Chore: Identifiable {
    let id: Int
    var name: String
    var done = false
}

@Observable @MainActor
private final class Chores {
    var items = [Chore(id: 1, name: "Dishes"), Chore(id: 2, name: "Laundry"), Chore(id: 3, name: "Plants")]
}

/// `List($items) { $item in … }` and `ForEach($items)`: each row edits its own element.
@MainActor
struct BindingListTests {
    private struct ChoreList: View {
        @Bindable var chores: Chores
        var body: some View {
            List($chores.items) { $chore in
                Button("\(chore.name)\(chore.done ? " ✓" : "")") { chore.done.toggle() }
            }
        }
    }

    @Test func aListRowEditsItsElementThroughItsBinding() {
        let chores = Chores()
        let stage = Stage(ChoreList(chores: chores), columns: 20, rows: 7)
        stage.flush()
        #expect(stage.host.tap(text: "Laundry"))
        stage.flush()
        #expect(chores.items.map(\.done) == [false, true, false])
        #expect(stage.text.contains("Laundry ✓"))
        #expect(!stage.text.contains("Dishes ✓"))
    }

    private struct ToggleStack: View {
        @Bindable var chores: Chores
        var body: some View {
            VStack {
                ForEach($chores.items, id: \.name) { $chore in
                    Toggle(chore.name, isOn: $chore.done)
                }
            }
        }
    }

    @Test func forEachHandsEachViewABindingToItsElement() {
        let chores = Chores()
        let stage = Stage(ToggleStack(chores: chores), columns: 20, rows: 3)
        stage.tapSwitch()
        stage.flush()
        #expect(chores.items.map(\.done) == [true, false, false])
        chores.items.remove(at: 0)
        stage.flush()
        #expect(stage.labels == ["Laundry", "Plants"])
    }

    @Test func aRowsBindingOutlivingItsElementReadsTheLastValueAndIgnoresWrites() {
        var items = ["a", "b", "c"]
        let binding = Binding(get: { items }, set: { items = $0 })
        let third = binding._element(at: 2, else: "c")
        third.wrappedValue = "C"
        #expect(items == ["a", "b", "C"])
        items.removeLast(2)
        #expect(third.wrappedValue == "c")
        third.wrappedValue = "x"
        #expect(items == ["a"])
    }
}
