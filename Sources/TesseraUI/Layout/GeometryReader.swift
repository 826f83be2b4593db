/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// The reader takes the space it is offered and builds its content when it learns its size,
/// during layout — again whenever the size changes, or what the content closure read changes.
/// The content is aligned at its top-leading corner.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { _primitiveBody() }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view (none on a terminal).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The container's frame in the hosting view's coordinates.
    let globalFrame: CGRect

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }
}

/// A resolved coordinate space: the view's own, or the window's (`.named` spaces resolve to
/// the window's until named spaces land).
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension GeometryReader: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let state = node.primitiveStorage as? _GeometryState ?? _GeometryState()
        node.primitiveStorage = state
        state.build = { [weak node] frame in
            guard let node else { return }
            let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
            let view = node.track { content(proxy) }
            node.updateChild(key: .body, view: view)
        }
        // Known geometry: rebuild at once (the closure or what it reads changed).
        if let frame = state.frame { state.build?(frame) }
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let state = node.primitiveStorage as? _GeometryState else { return [] }
        return [_GeometryElement(node: node, state: state)]
    }
}

/// What a geometry reader keeps: the frame it last built its content for, and how to build it.
final class _GeometryState {
    var frame: CGRect?
    var build: ((CGRect) -> Void)?
}

/// A geometry reader's element: it takes the offered space and builds its content when placed.
final class _GeometryElement: _LayoutElement {
    private unowned let node: _ViewNode
    private let state: _GeometryState

    init(node: _ViewNode, state: _GeometryState) {
        self.node = node
        self.state = state
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        if state.frame != bounds {
            state.frame = bounds
            state.build?(bounds)
        }
        let elements = node.childElements()
        guard !elements.isEmpty else { return }
        let content = _ContainerElement(layout: ZStackLayout(alignment: .topLeading), subviews: elements)
        content.place(in: bounds, proposal: ProposedViewSize(bounds.size), placement)
    }
}
