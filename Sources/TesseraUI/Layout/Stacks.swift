/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment. Spacing
    /// `nil` uses the views' own preferences (``ViewSpacing``).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack with the given spacing and horizontal alignment. Spacing
    /// `nil` uses the views' own preferences (``ViewSpacing``).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension HStack: _PrimitiveView {
    func _update(_ node: _ViewNode) { node.updateChild(key: .body, view: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_ContainerElement(layout: layout, subviews: node.childElements(), node: node)]
    }
}

extension VStack: _PrimitiveView {
    func _update(_ node: _ViewNode) { node.updateChild(key: .body, view: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_ContainerElement(layout: layout, subviews: node.childElements(), node: node)]
    }
}

extension ZStack: _PrimitiveView {
    func _update(_ node: _ViewNode) { node.updateChild(key: .body, view: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_ContainerElement(layout: layout, subviews: node.childElements(), node: node)]
    }
}
