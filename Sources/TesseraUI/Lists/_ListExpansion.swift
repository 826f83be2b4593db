/// Which disclosure groups and outline rows of a list are expanded: kept by the list (so it
/// outlasts the content values that are read anew each update), changed by their chevrons.
@MainActor
final class _ListExpansion {
    private var expanded: Set<AnyHashable> = []
    /// Called after a change: the list reads its content again.
    var didChange: () -> Void = {}

    func isExpanded(_ id: AnyHashable) -> Bool { expanded.contains(id) }

    func toggle(_ id: AnyHashable) {
        if !expanded.insert(id).inserted { expanded.remove(id) }
        withAnimation { didChange() }
    }
}

/// A row of an outline: indented by its level, with a chevron at its trailing end (as iOS
/// draws the outline disclosure) that expands or collapses its children when it has any.
struct _OutlineRow: View {
    let level: Int
    /// Whether the row's children show; `nil` for a row without children.
    let isExpanded: Bool?
    let toggle: () -> Void
    let content: any View

    /// The width of one level of indentation: two terminal columns.
    static let indentation: CGFloat = 22

    var body: some View {
        HStack(spacing: 0) {
            if level > 0 { Color.clear.frame(width: CGFloat(level) * Self.indentation, height: 1) }
            AnyView(erasing: content)
            Spacer(minLength: 0)
            if let isExpanded {
                Button(action: toggle) { Image(systemName: isExpanded ? "chevron.down" : "chevron.right") }
            }
        }
    }
}

extension AnyView {
    /// Erases a view already known only as `any View`.
    init(erasing view: any View) {
        func make<V: View>(_ view: V) -> AnyView { AnyView(view) }
        self = make(view)
    }
}
