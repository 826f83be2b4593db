import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable
private final class Contact: Identifiable {
    let id = UUID()
    var givenName = "Kate"
    var familyName = "Bell"
    var phone = "(555) 564-8583"
    var isFavorite = false
    var notes: [String] = ["Met at WWDC", "Likes lists"]
}

/// A contact screen of the size book chapters build: nested stacks, `if`/`else`, `switch`,
/// `ForEach`, state, a binding to a model, the environment and modifiers. Its body
/// type-checks in about 15 ms (`-debug-time-function-bodies`).
private struct ContactDetail: View {
    @Bindable var contact: Contact
    @State private var showsNotes = true
    @State private var count = 0
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "person.crop.circle")
                VStack(alignment: .leading) {
                    Text("\(contact.givenName) \(contact.familyName)").font(.headline)
                    Text(contact.phone).foregroundStyle(.secondary)
                }
                Spacer()
                if contact.isFavorite {
                    Image(systemName: "star.fill").foregroundColor(.yellow)
                } else {
                    Button("Favourite") { contact.isFavorite = true }
                }
            }
            .padding()
            .background(Color.gray.opacity(0.2))
            Divider()
            Toggle("Show notes", isOn: $showsNotes)
            if showsNotes {
                ForEach(contact.notes, id: \.self) { note in
                    HStack {
                        Text("•")
                        Text(note).lineLimit(2)
                        Spacer()
                    }
                    .padding(.horizontal, 11)
                }
            }
            switch count {
            case 0: Text("Never called")
            case 1: Text("Called once")
            default: Text("Called \(count) times")
            }
            HStack {
                Button("Call") { count += 1 }
                Button("Delete", role: .destructive) {}
                    .disabled(colorScheme == .dark)
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .frame(minWidth: 200, maxWidth: 600)
        .onAppear { count = 0 }
    }
}

@MainActor
@Suite("A book-sized view")
struct BookSizedViewTests {
    @Test func rendersAndResponds() {
        let contact = Contact()
        let stage = Stage(ContactDetail(contact: contact), columns: 40, rows: 12)
        expectScreen(
            stage.text,
            """


               Kate Bell
             ◉ (555)                      Favourite
               564-8583

            ────────────────────────────────────────
            Show notes                         (  ●)
             • Met at WWDC
             • Likes lists
            Never called
                                         Call Delete
            """)
        stage.tap(label: "Favourite")
        stage.tapSwitch()
        stage.tap(label: "Call")
        expectScreen(
            stage.text,
            """



               Kate Bell
             ◉ (555) 564-8583                     ★

            ────────────────────────────────────────
            Show notes                         (●  )
            Called once
                                         Call Delete


            """)
    }
}
