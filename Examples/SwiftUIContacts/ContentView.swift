import TesseraUI

// The contact list of "Working with lists in SwiftUI" (Mastering iOS 14 Programming, chapter
// 3): a List over a ForEach of names, each shown by a RowView, and previews with mock data.
// The only change a port needs is the import: `import SwiftUI` becomes `import TesseraUI`.

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

/// The list's "custom cell": a view of its own, used for each row.
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

struct RowView_Previews: PreviewProvider {
    static var previews: some View {
        RowView(name: "Chris")
    }
}
