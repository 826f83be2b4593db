import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// An iOS 14-era model: an ObservableObject with @Published properties.
@MainActor
private final class Contacts: ObservableObject {
    @Published var names = ["Kate Bell"]
    @Published var filter = ""
    static var made = 0

    init() {
        Contacts.made += 1
    }
}

private struct Count: View {
    @ObservedObject var contacts: Contacts

    var body: some View {
        Text("\(contacts.names.count) contacts")
    }
}

private struct Filter: View {
    @EnvironmentObject var contacts: Contacts

    var body: some View {
        TextField("Filter", text: $contacts.filter)
    }
}

private struct Unrelated: View {
    var body: some View {
        Text("Static")
    }
}

private struct Book: View {
    @StateObject private var contacts = Contacts()
    @State private var flag = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Count(contacts: contacts)
            Filter()
            Unrelated()
            Button("Add") { contacts.names.append("Anna Haro") }
            Button("Flip") { flag.toggle() }
        }
        .environmentObject(contacts)
    }
}

@MainActor
@Suite("ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
    @Test func aPublishedChangeInvalidatesTheViewsThatObserveTheObject() {
        Contacts.made = 0
        let stage = Stage(Book(), columns: 12, rows: 5)
        #expect(stage.labels.contains("1 contacts"))
        let unrelated = stage.graph.bodyEvaluations(of: Unrelated.self)
        stage.tap(label: "Add")
        #expect(stage.labels.contains("2 contacts"))
        #expect(stage.graph.bodyEvaluations(of: Unrelated.self) == unrelated)

        // The state object is made once per identity, also when its view's body runs again.
        stage.tap(label: "Flip")
        _ = stage.text
        #expect(stage.graph.bodyEvaluations(of: Book.self) >= 2)
        #expect(Contacts.made == 1)
    }

    @Test func aBindingIntoAnEnvironmentObjectWritesThrough() {
        let stage = Stage(Book(), columns: 12, rows: 5)
        _ = stage.text
        let field = stage.controller.view.subviews.compactMap { $0 as? UITextField }.first!
        stage.host.tap(field)
        stage.host.type("Ka")
        _ = stage.text
        // The field wrote through `$contacts.filter`; the object's change re-evaluated the
        // views that observe it, the field among them.
        #expect(field.text == "Ka")
        #expect(stage.graph.bodyEvaluations(of: Filter.self) >= 2)
        #expect(stage.graph.bodyEvaluations(of: Unrelated.self) == 1)
    }
}
