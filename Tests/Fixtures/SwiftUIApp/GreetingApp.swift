import TesseraTerminal
import TesseraUI

// A test fixture: a SwiftUI app as a book writes it, with `import SwiftUI` changed to
// `import TesseraUI` and `TesseraTerminal` linked so that it runs in the terminal.

@Observable
final class Greeter {
    var name = "World"
}

struct ContentView: View {
    @Environment(Greeter.self) private var greeter
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Hello, \(greeter.name)!")
            Button("Rename") {
                greeter.name = "Ada"
                taps += 1
            }
            Text("Taps: \(taps)")
        }
    }
}

@main
struct GreetingApp: App {
    @State private var greeter = Greeter()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(greeter)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        let greeter = Greeter()
        greeter.name = "Preview"
        return ContentView().environment(greeter)
    }
}
