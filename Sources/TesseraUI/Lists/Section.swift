/// A container view that you can use to add hierarchy within certain views: in a ``List``,
/// a section of rows with an optional header and footer.
///
/// Outside a list a section shows its header, content and footer one after the other, as
/// their container lays them out.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the section's rows show, for a collapsible section (`nil`: always).
    let isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { _primitiveBody() }

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// Creates a section with the provided section content, header and footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with the provided section content and header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with a header, the provided section content, and a binding
    /// representing the section's expansion state.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// Creates a section with the provided section content and footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, with a header generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with the provided section content, with a header generated from a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a collapsible section with a header generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// Creates a collapsible section with a header generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
    func _update(_ node: _ViewNode) {
        node.updateChildren([(.index(0), header), (.index(1), content), (.index(2), footer)])
    }
}

extension Section: _ListLikeView where Parent: View, Content: View, Footer: View {}

/// A `Section`: in a list, a section of its own even when a modifier wraps it.
protocol _ExplicitListSection {}

extension Section: _ExplicitListSection {}

extension Section: _ListContent where Parent: View, Content: View, Footer: View {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        let header: (any View)? = Parent.self == EmptyView.self ? nil : header
        let footer: (any View)? = Footer.self == EmptyView.self ? nil : footer
        let showsRows = isExpanded?.wrappedValue ?? true
        builder.section(id: path, header: header, footer: footer) { builder in
            if showsRows { builder.collect(content, path: path.appending(1)) }
        }
    }

    static var _isSingleRow: Bool { false }
}
