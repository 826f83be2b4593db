/// The UIKit view that shows a SwiftUI view: it owns the view graph, and each layout pass
/// runs the graph's pending update, lays the root out in its bounds by SwiftUI's rules and
/// positions the platform views of the leaves (text, colours, controls) as its subviews, in
/// drawing order.
///
/// The root is offered the view's bounds and centred in them, as SwiftUI centres a root
/// smaller than its window. Several root views are laid out as in a ``VStack``.
@preconcurrency @MainActor
open class _UIHostingView<Content: View>: UIView {
    let graph: _ViewGraph

    /// The root view.
    var rootView: Content {
        didSet { graph.setRootView(rootView) }
    }

    /// The environment the root view is given.
    var rootEnvironment = EnvironmentValues() {
        didSet { graph.setEnvironment(rootEnvironment) }
    }

    /// Whether the view's intrinsic content size is its root view's ideal size.
    var sizesIntrinsically = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        graph = _ViewGraph(rootView: rootView)
        super.init(frame: .zero)
        graph.hostView = self
        graph.needsUpdateHandler = { [weak self] in
            guard let self else { return }
            setNeedsLayout()
            if sizesIntrinsically { invalidateIntrinsicContentSize() }
        }
    }

    /// The root view's ideal size when the controller's `sizingOptions` ask for it.
    open override var intrinsicContentSize: CGSize {
        guard sizesIntrinsically else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return sizeThatFits(in: .unspecified)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        graph.update()
        let animation = graph.takeAnimation()
        let departures = graph.takeDepartures()
        let root = rootElement()
        let place = { [self] in
            if let root {
                let proposal = ProposedViewSize(bounds.size)
                let size = root.sizeThatFits(proposal)
                let origin = Alignment.center.origin(of: size, in: bounds)
                let placement = _Placement()
                root.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
                placement.arrange(in: self)
            }
            for departure in departures { departure.animateOut() }
        }
        // An animated change moves the views on the window's clock (on screen only); views
        // that left play their removal transition and go when it ends.
        if let animation, window != nil {
            animation.run(place) { for departure in departures { departure.finish() } }
        } else {
            place()
            for departure in departures { departure.finish() }
        }
    }

    /// The size the root view chooses when offered `size` (unspecified dimensions: `nil`).
    func sizeThatFits(in proposal: ProposedViewSize) -> CGSize {
        graph.update()
        return rootElement()?.sizeThatFits(proposal) ?? .zero
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizeThatFits(in: ProposedViewSize(size))
    }

    private func rootElement() -> (any _LayoutElement)? {
        guard let elements = graph.root?.layoutElements(), !elements.isEmpty else { return nil }
        return elements.combined(by: VStackLayout())
    }
}
