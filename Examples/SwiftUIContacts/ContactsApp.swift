import TesseraTerminal  // linked so that the app runs in the terminal
import TesseraUI

/// The app: the chapter's ContentView. The book's app starts with no contacts (only its
/// preview injects mock data); this one starts with the names the chapter's UIKit list shows,
/// so that `swift run swiftui-contacts` has something to list.
@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView(contacts: ["Kate Bell", "Daniel Higgins", "John Appleseed", "Anna Haro", "Hank Zakroff", "David Taylor"])
        }
    }
}
