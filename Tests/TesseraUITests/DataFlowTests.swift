import Observation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable
private final class Item: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
private final class Library {
    var items: [Item]
    var accent = "blue"
    var font: Font? = nil

    init(count: Int) {
        items = (0..<count).map { Item(id: $0, title: "Item \($0)") }
    }
}

private struct Row: View {
    let item: Item

    var body: some View {
        Text(item.title)
    }
}

private struct Rows: View {
    let library: Library

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(library.items) { item in
                Row(item: item)
            }
        }
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// Reads the accent from the environment.
private struct AccentReader: View {
    @Environment(\.accent) private var accent

    var body: some View {
        Text("Accent: \(accent)")
    }
}

/// Reads nothing from the environment.
private struct Plain: View {
    var body: some View {
        Text("Plain")
    }
}

private struct Themed: View {
    let library: Library

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AccentReader()
            Plain()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .environment(\.accent, library.accent)
        .font(library.font)
    }
}

/// A toggle bound to its parent's state, and the parent showing the state.
private struct Settings: View {
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(isOn ? "On" : "Off")
            Toggle("Wi-Fi", isOn: $isOn)
        }
    }
}

/// A modifier with state of its own: it counts the view's appearances in a label.
private struct Badge: ViewModifier {
    @State private var count = 7

    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            content
            Button("[\(count)]") { count += 1 }
        }
    }
}

/// Reads the library from the environment, by its type.
private struct AccentFromModel: View {
    @Environment(Library.self) private var library
    @Environment(Item.self) private var missingItem: Item?

    var body: some View {
        Text("\(library.accent) \(missingItem == nil ? "none" : "item")")
    }
}

private struct ModelHost: View {
    let library: Library

    var body: some View {
        VStack {
            Plain()
            AccentFromModel()
        }
        .environment(library)
    }
}

@MainActor
@Suite("Data flow")
struct DataFlowTests {
    @Test func aChangeReadByOneOfAThousandViewsReevaluatesOneBody() {
        let library = Library(count: 1000)
        let stage = Stage(Rows(library: library), columns: 10, rows: 3)
        _ = stage.text
        #expect(stage.graph.bodyEvaluations(of: Row.self) == 1000)
        let total = stage.graph.bodyEvaluationCount
        library.items[1].title = "Changed"
        stage.flush()
        #expect(stage.graph.bodyEvaluationCount == total + 1)
        #expect(stage.graph.bodyEvaluations(of: Row.self) == 1001)
        #expect(stage.labels.contains("Changed"))
    }

    @Test func forEachKeepsStateByIdentifier() {
        let library = Library(count: 3)
        let stage = Stage(Rows(library: library), columns: 10, rows: 3)
        _ = stage.text
        let nodes = stage.graph.root!.descendants(of: Row.self)
        library.items.reverse()
        stage.flush()
        #expect(stage.labels == ["Item 2", "Item 1", "Item 0"])
        // The same nodes, in the new order: identity follows the identifiers.
        #expect(stage.graph.root!.descendants(of: Row.self).map(ObjectIdentifier.init) == nodes.reversed().map(ObjectIdentifier.init))
        // Moving rows evaluates no row body: their values are the same.
        #expect(stage.graph.bodyEvaluations(of: Row.self) == 3)
        library.items.removeFirst()
        stage.flush()
        #expect(stage.labels == ["Item 1", "Item 0"])
        #expect(!nodes[2].isAlive)
    }

    @Test func environmentReachesOnlyTheBodiesThatReadTheKey() {
        let library = Library(count: 0)
        let stage = Stage(Themed(library: library), columns: 13, rows: 2)
        expectScreen(stage.text, "Accent: blue\nPlain")
        #expect(stage.graph.bodyEvaluations(of: AccentReader.self) == 1)

        library.accent = "red"
        expectScreen(stage.text, "Accent: red\nPlain")
        #expect(stage.graph.bodyEvaluations(of: AccentReader.self) == 2)
        #expect(stage.graph.bodyEvaluations(of: Plain.self) == 1)

        // Another key changing re-evaluates neither reader nor non-reader; the text (a
        // primitive) still sees the new font.
        library.font = .headline
        _ = stage.text
        #expect(stage.graph.bodyEvaluations(of: AccentReader.self) == 2)
        #expect(stage.graph.bodyEvaluations(of: Plain.self) == 1)
        #expect(stage.host.render()[0, 0].attributes.contains(.bold))

        // Setting the key again to the same value invalidates nothing.
        library.accent = "red"
        _ = stage.text
        #expect(stage.graph.bodyEvaluations(of: AccentReader.self) == 2)
    }

    @Test func anObservableObjectInTheEnvironmentIsReadByType() {
        let library = Library(count: 0)
        let stage = Stage(ModelHost(library: library), columns: 9, rows: 2)
        expectScreen(stage.text, "  Plain\nblue none")
        library.accent = "red"
        expectScreen(stage.text, "  Plain\n red none")
        #expect(stage.graph.bodyEvaluations(of: AccentFromModel.self) == 2)
        #expect(stage.graph.bodyEvaluations(of: ModelHost.self) == 1)
        #expect(stage.graph.bodyEvaluations(of: Plain.self) == 1)
    }

    @Test func aBindingWritesThroughToTheParentsState() {
        let stage = Stage(Settings(), columns: 20, rows: 2)
        expectScreen(stage.text, "Off\nWi-Fi          (●  )")
        let toggle = stage.controller.view.subviews.compactMap { $0 as? UISwitch }.first!
        stage.host.tap(toggle)
        _ = stage.text
        #expect(stage.labels.first == "On")
        #expect(toggle.isOn)
    }

    @Test func aModifiersStateLivesWithTheModifiedView() {
        let stage = Stage(Text("Mail").modifier(Badge()), columns: 7, rows: 1)
        expectScreen(stage.text, "Mail[7]")
        stage.host.tap(at: CGPoint(x: 60, y: 11))
        expectScreen(stage.text, "Mail[8]")
    }

    @Test func anyViewOfAnotherTypeIsAnotherView() {
        let library = Library(count: 0)
        struct Switcher: View {
            let library: Library
            var body: some View {
                library.accent == "blue" ? AnyView(Text("Text")) : AnyView(Color.red.frame(width: 11, height: 22))
            }
        }
        let stage = Stage(Switcher(library: library), columns: 4, rows: 1)
        expectScreen(stage.text, "Text")
        let first = stage.graph.root!.children[0].children[0]
        library.accent = "red"
        _ = stage.text
        #expect(!first.isAlive)
    }
}

extension _ViewNode {
    /// The nodes below whose views are of `type`, depth first.
    func descendants<V: View>(of type: V.Type) -> [_ViewNode] {
        children.flatMap { child in (child.view is V ? [child] : []) + child.descendants(of: type) }
    }
}
