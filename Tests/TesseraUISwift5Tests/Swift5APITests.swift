// The API as Swift 5 mode code (book-era projects) uses it: it compiles without strict
// concurrency and runs from a main-actor test.
import TesseraUI
import Testing

@Observable
final class Library {
    var titles = ["Swift", "SwiftUI"]
}

private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, subview in
            let child = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, child.width), height: size.height + child.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct Shelf: View {
    @Environment(Library.self) var library
    @Environment(\.colorScheme) var colorScheme
    @State private var isOn = false
    @State private var name = ""
    @Binding var count: Int

    var body: some View {
        Column {
            ForEach(library.titles, id: \.self) { title in
                Text(title).alignmentGuide(.leading) { d in d[.leading] }
            }
            Toggle("On", isOn: $isOn)
            TextField("Name", text: $name)
            Button("Add") { count += 1 }
            if colorScheme == .dark { Divider() }
        }
        .onChange(of: count) { old, new in print(old, new) }
        .task { await Task.yield() }
        .onAppear { library.titles.append("UIKit") }
    }
}

@Suite("The API in Swift 5 mode")
struct Swift5APITests {
    @MainActor
    @Test func aViewUsingMuchOfTheAPIRenders() {
        let library = Library()
        let controller = UIHostingController(rootView: Shelf(count: .constant(0)).environment(library))
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 20, rows: 6)
        _ = host.text
        #expect(host.text.contains("UIKit"))
    }
}
