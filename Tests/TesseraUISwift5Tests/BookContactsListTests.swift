// The iOS 14 book's SwiftUI code (seed 002, "Working with lists in SwiftUI"), in Swift 5
// mode as the book's project was, with `import SwiftUI` changed to `import TesseraUI`.
import TesseraUI
import Testing

struct ContentView: View {
    @State var contacts: [String] = [String]()

    var body: some View {
        List {
            ForEach(contacts, id: \.self) { contact in
                RowView(name: contact)
            }
        }
    }
}

struct RowView: View {
    @State var name: String

    var body: some View {
        Text(name)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        let mockData = ["Chris", "Andy", "Harry", "Nathan", "Sam"]
        return ContentView(contacts: mockData)
    }
}

@Suite("The book's SwiftUI contacts, Swift 5 mode")
struct BookContactsListTests {
    @MainActor
    @Test func thePreviewShowsTheMockContacts() {
        let window = UIWindow()
        window.rootViewController = UIHostingController(rootView: ContentView_Previews.previews)
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 10, rows: 11)
        #expect(host.text == " Chris\n ─────────\n Andy\n ─────────\n Harry\n ─────────\n Nathan\n ─────────\n Sam\n ─────────\n")
    }
}

/// Lists and navigation as book-era code writes them, in Swift 5 mode.
struct Swift5Contacts: View {
    @State var names = ["Ada", "Alan"]
    @State var selection: String?

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section(header: Text("People")) {
                    ForEach(names, id: \.self) { name in
                        NavigationLink(name, value: name)
                    }
                    .onDelete { names.remove(atOffsets: $0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: String.self) { Text("Hello, \($0)") }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
            }
        }
    }
}

struct Swift5Tabs: View {
    var body: some View {
        TabView {
            Swift5Contacts().tabItem { Label("Contacts", systemImage: "person") }
            Text("Settings").tabItem { Text("Settings") }.badge(1)
        }
    }
}

@Suite("Lists and navigation, Swift 5 mode")
struct Swift5ListTests {
    @MainActor
    @Test func booksListCodeRunsInTabsAndAStack() {
        let window = UIWindow()
        window.rootViewController = UIHostingController(rootView: Swift5Tabs())
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 10)
        let text = host.text
        #expect(text.contains("Contacts") && text.contains("Ada") && text.contains("Alan") && text.contains("Edit"))
    }
}
