/// A section header or footer of a list that is a view other than `Text` (a `Text` is the
/// table's title, drawn as UIKit draws titles): the view's node lays it out in the header's
/// content view, at the rows' leading inset.
final class _ListHeaderFooterView: UITableViewHeaderFooterView {
    var node: _ViewNode?
    private let hostView = UIView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(hostView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private static let inset: CGFloat = 16

    private static func rootElement(of node: _ViewNode?) -> (any _LayoutElement)? {
        guard let elements = node?.layoutElements(), !elements.isEmpty else { return nil }
        return elements.combined(by: VStackLayout(alignment: .leading))
    }

    private func rootElement() -> (any _LayoutElement)? { Self.rootElement(of: node) }

    /// The height `node`'s view takes in a header `width` wide.
    static func height(of node: _ViewNode, width: CGFloat) -> CGFloat {
        let proposal = ProposedViewSize(width: max(0, width - 2 * inset), height: nil)
        return rootElement(of: node)?.sizeThatFits(proposal).height ?? 0
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: node.map { Self.height(of: $0, width: size.width) } ?? 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hostView.frame = contentView.bounds
        let placement = _Placement()
        if let root = rootElement() {
            let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * Self.inset), height: nil)
            let size = root.sizeThatFits(proposal)
            root.place(in: CGRect(origin: CGPoint(x: Self.inset, y: 0), size: size), proposal: proposal, placement)
        }
        placement.arrange(in: hostView)
    }
}
