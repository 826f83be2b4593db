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
/// from the scroll view's own indicators.
final class _ScrollViewHost: UIScrollView {
    let contentView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A scroll view's element: it proposes the content its ideal size along the scroll axes and
/// places the content in the scroll view's content view.
final class _ScrollElement: _LayoutElement {
    private let scrollView: _ScrollViewHost
    private let axes: Axis.Set
    private let content: any _LayoutElement

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
        placement.add(scrollView, frame: bounds)
        let proposal = contentProposal(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(proposal)
        // Content smaller than the scroll view across its axes is centred in it.
        let area = CGSize(width: max(size.width, bounds.width), height: max(size.height, bounds.height))
        let origin = CGPoint(
            x: axes.contains(.horizontal) ? 0 : (area.width - size.width) / 2,
            y: axes.contains(.vertical) ? 0 : (area.height - size.height) / 2)
        scrollView.contentView.frame = CGRect(origin: .zero, size: area)
        scrollView.contentSize = CGSize(
            width: axes.contains(.horizontal) ? size.width : bounds.width, height: axes.contains(.vertical) ? size.height : bounds.height)
        let inner = _Placement()
        content.place(in: CGRect(origin: origin, size: size), proposal: proposal, inner)
        inner.arrange(in: scrollView.contentView)
    }

    var layoutPriority: Double { content.layoutPriority }
}
