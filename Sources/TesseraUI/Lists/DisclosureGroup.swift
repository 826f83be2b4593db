/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// In a ``List`` the label is a row with a chevron and the content's views are rows under it,
/// indented, while it is expanded. Elsewhere the label is a button above the content.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @State private var ownExpansion = false

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpansion
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation {
                    if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpansion.toggle() }
                }
            } label: {
                HStack(spacing: 0) {
                    label
                    Spacer()
                    Image(systemName: expanded ? "chevron.down" : "chevron.right")
                }
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label, and a binding to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label, and a binding to the expansion state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        let expansion = builder.expansion
        let id = AnyHashable(path)
        let expanded = isExpanded?.wrappedValue ?? expansion?.isExpanded(id) ?? false
        let binding = isExpanded
        let toggle: () -> Void = { if let binding { withAnimation { binding.wrappedValue.toggle() } } else { expansion?.toggle(id) } }
        let level = builder.outlineLevel
        builder.append(.row(id: id, view: _OutlineRow(level: level, isExpanded: expanded, toggle: toggle, content: label)), path: path)
        guard expanded else { return }
        builder.outlineLevel += 1
        var inner = _ListBuilder()
        inner.expansion = expansion
        inner.outlineLevel = builder.outlineLevel
        inner.environment = builder.environment
        inner.collect(content, path: path.appending(1))
        for section in inner.finish().sections {
            for row in 0..<section.count {
                let view = section.view(at: row)
                // The content's rows are indented under the label (a nested group indents
                // its own rows).
                let indented = view is _OutlineRow ? view : _OutlineRow(level: builder.outlineLevel, isExpanded: nil, toggle: {}, content: view)
                builder.append(.row(id: section.id(at: row), view: indented), path: path)
            }
        }
        builder.outlineLevel -= 1
    }

    static var _isSingleRow: Bool { false }
}
