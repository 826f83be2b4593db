// The iOS 14 book's SwiftUI code (seed 002, "Working with lists in SwiftUI"), in Swift 5
// mode as the book's project was, with `import SwiftUI` changed to `import TesseraUI`. Its
// `List` arrives with the next issue; here the rows stand in a `VStack`.
import TesseraUI
import Testing

struct ContentView: View {
    @State var contacts: [String] = [String]()

    var body: some View {
        VStack(alignment: .leading) {
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
        let host = HeadlessHost(window: window, columns: 6, rows: 5)
        #expect(host.text == "Chris\nAndy\nHarry\nNathan\nSam")
    }
}
