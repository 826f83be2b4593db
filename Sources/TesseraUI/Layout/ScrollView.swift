/// A scrollable view.
///
/// The content is offered the scroll view's size across its scroll axes and its ideal size
/// along them; the scroll view takes the size it is offered. It is a `UIScrollView` hosting
/// the content's platform views, so it scrolls as UIKit's does — with the mouse wheel, by
/// dragging, from the keyboard — and keeps its offset while its identity lasts. Several
/// views of content are laid out as in a stack along the scroll axis.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of
    /// the content offset.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension ScrollView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let scrollView = node.platformView as? _ScrollViewHost ?? _ScrollViewHost()
        node.platformView = scrollView
        scrollView.showsVerticalScrollIndicator = showsIndicators && axes.contains(.vertical)
        scrollView.showsHorizontalScrollIndicator = showsIndicators && axes.contains(.horizontal)
        scrollView.applyVisibility(of: node.environment)
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let scrollView = node.platformView as? _ScrollViewHost else { return [] }
        let elements = node.childElements()
        let content: any _LayoutElement
        if elements.count == 1 {
            content = elements[0]
        } else if axes == .horizontal {
            content = _ContainerElement(layout: HStackLayout(), subviews: elements)
        } else {
            content = _ContainerElement(layout: VStackLayout(), subviews: elements)
        }
        return [_ScrollElement(scrollView: scrollView, axes: axes, content: content)]
    }
}

/// The scroll view of a ``ScrollView``: the content's views are in one content view, apart
/// from the scroll view's own indicators. When lazy stacks are in the content, a change of
/// offset places the content again, so they build and place the views coming into view.
final class _ScrollViewHost: UIScrollView {
    let contentView = UIView()
    /// The element that placed the content last (kept here: a lazy stack's measurements may
    /// drop the nodes' cached elements while the content stays where it is).
    var element: _ScrollElement?
    /// The lazy stacks and grids placed in the content last pass.
    var lazyNodes: [_WeakBox<_ViewNode>] = []
    private var offsetChanged = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    override var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin, !lazyNodes.isEmpty else { return }
            offsetChanged = true
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard offsetChanged else { return }
        offsetChanged = false
        // The containers between a lazy stack and the scroll view would repeat their last
        // placement: what the stack shows depends on the offset, so they place it again.
        for box in lazyNodes {
            var node = box.object
            while let current = node, current.platformView !== self {
                current.lastPlacement = nil
                node = current.parent
            }
        }
        element?.placeContent()
    }
}

/// A scroll view's element: it proposes the content its ideal size along the scroll axes and
/// places the content in the scroll view's content view.
final class _ScrollElement: _LayoutElement {
    /// Weak: the scroll view keeps its element.
    private weak var scrollView: _ScrollViewHost?
    private let axes: Axis.Set
    private let content: any _LayoutElement
    /// The bounds and proposal the content was last placed for.
    private var lastBounds: (bounds: CGRect, proposal: ProposedViewSize)?

    /// The scroll views whose content is being placed, innermost last.
    private static var placing: [_ScrollViewHost] = []

    /// The visible rectangle of the innermost scroll view being placed, in the coordinates its
    /// content is placed in; `nil` outside scroll views. A lazy `node` placed in it is placed
    /// again when the offset changes.
    static func visibleRect(registering node: _ViewNode?) -> CGRect? {
        guard let host = placing.last else { return nil }
        if let node, !host.lazyNodes.contains(where: { $0.object === node }) { host.lazyNodes.append(_WeakBox(node)) }
        return host.bounds
    }

    init(scrollView: _ScrollViewHost, axes: Axis.Set, content: any _LayoutElement) {
        self.scrollView = scrollView
        self.axes = axes
        self.content = content
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(contentProposal(proposal))
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        guard let scrollView else { return }
        placement.add(scrollView, frame: bounds)
        lastBounds = (bounds, proposal)
        scrollView.element = self
        placeContent()
    }

    /// Places the content in the scroll view's content view, for the current offset.
    func placeContent() {
        guard let scrollView, let bounds = lastBounds?.bounds else { return }
        let proposal = contentProposal(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(proposal)
        // Content smaller than the scroll view across its axes is centred in it.
        let origin = CGPoint(
            x: axes.contains(.horizontal) ? 0 : (max(size.width, bounds.width) - size.width) / 2,
            y: axes.contains(.vertical) ? 0 : (max(size.height, bounds.height) - size.height) / 2)
        setContentSize(size, in: bounds)
        scrollView.lazyNodes.removeAll()
        let inner = _Placement()
        Self.placing.append(scrollView)
        content.place(in: CGRect(origin: origin, size: size), proposal: proposal, inner)
        Self.placing.removeLast()
        inner.arrange(in: scrollView.contentView)
        if !scrollView.lazyNodes.isEmpty {
            // Lazy content measured views it had estimated: its length is known better now.
            let corrected = content.sizeThatFits(proposal)
            if corrected != size { setContentSize(corrected, in: bounds) }
        }
    }

    private func setContentSize(_ size: CGSize, in bounds: CGRect) {
        guard let scrollView else { return }
        let area = CGSize(width: max(size.width, bounds.width), height: max(size.height, bounds.height))
        scrollView.contentView.frame = CGRect(origin: .zero, size: area)
        scrollView.contentSize = CGSize(
            width: axes.contains(.horizontal) ? size.width : bounds.width, height: axes.contains(.vertical) ? size.height : bounds.height)
    }

    var layoutPriority: Double { content.layoutPriority }
}
