/// The table cell that shows one list row: the row's node lays out its views in the cell's
/// content view by SwiftUI's rules, inside the row's insets.
///
/// The row is offered the content width and chooses its height; the cell is at least
/// `defaultMinListRowHeight` (44 points, two terminal lines with the separator) tall, with the
/// content centred in it, as a SwiftUI row is, then moved up to the grid row it starts in.
final class _ListRowCell: UITableViewCell {
    static let reuseIdentifier = "TesseraUI.ListRow"
    /// The default insets of a row's content (SwiftUI's `listRowInsets` when unset).
    static let defaultInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let minimumHeight: CGFloat = 44

    /// The row's identity and node while the cell shows it.
    var rowID: AnyHashable?
    var rowNode: _ViewNode? {
        didSet {
            if rowNode !== oldValue {
                cachedTraits = nil
                cachedInsets = nil
            }
        }
    }
    /// The model generation the row's view was last brought up to.
    var generation = -1

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows what the row's modifiers ask of its cell: a link's disclosure indicator, the
    /// separator's visibility (the section's, for its last row), the background colour.
    func applyTraits(isLastInSection: Bool) {
        let traits = traits
        let accessory: UITableViewCell.AccessoryType = traits.link != nil ? .disclosureIndicator : .none
        if accessoryType != accessory { accessoryType = accessory }
        let hidden = traits.separator == .hidden || (isLastInSection && traits.sectionSeparator == .hidden)
        // A separator inset past the trailing edge hides it, as UIKit code does for one row.
        let separator = hidden ? UIEdgeInsets(top: 0, left: Self.hiddenSeparatorInset, bottom: 0, right: 0) : nil
        if separator != hiddenSeparator {
            hiddenSeparator = separator
            separatorInset = separator ?? _ListRowCell.defaultSeparatorInset
        }
        let background = traits.background.map { UIColor($0) }
        if background != nil || backgroundColor != nil { backgroundColor = background }
        backgroundNode = traits.backgroundNode
        if backgroundNode != nil, backgroundHost == nil || backgroundView !== backgroundHost {
            let host = backgroundHost ?? UIView()
            backgroundHost = host
            backgroundView = host
        } else if backgroundNode == nil, let backgroundHost, backgroundView === backgroundHost {
            backgroundView = nil
        }
    }

    /// The node of the row's background view, laid out in ``backgroundHost``.
    private var backgroundNode: _ViewNode?
    /// The cell's background view while the row has a background view: the full cell, behind
    /// the content and the separator. Made for the first such row (most rows have none).
    private var backgroundHost: UIView?

    private static let hiddenSeparatorInset: CGFloat = 100_000
    private static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    private var hiddenSeparator: UIEdgeInsets?

    /// The row's traits, read from its node again only after something in the row changed
    /// (reading them walks the row's chain of views, casting each).
    var traits: _ListRowTraits {
        guard let rowNode else { return _ListRowTraits() }
        if let cachedTraits, cachedTraits.version == rowNode.version { return cachedTraits.traits }
        let traits = rowNode.listRowTraits
        cachedTraits = (rowNode.version, traits)
        cachedInsets = (rowNode.version, traits.insets ?? Self.defaultInsets)
        return traits
    }

    private var cachedTraits: (version: Int, traits: _ListRowTraits)?

    /// The insets of the row's content, kept apart from the traits: each layout reads them
    /// twice, and the traits are a large value to copy.
    private var insets: EdgeInsets {
        if let rowNode, let cachedInsets, cachedInsets.version == rowNode.version { return cachedInsets.insets }
        return traits.insets ?? Self.defaultInsets
    }

    private var cachedInsets: (version: Int, insets: EdgeInsets)?

    private func rootElement() -> (any _LayoutElement)? {
        guard let elements = rowNode?.layoutElements(), !elements.isEmpty else { return nil }
        return elements.combined(by: VStackLayout(alignment: .leading))
    }

    /// The row's height at `width` (the cell's width).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = insets
        let width = max(0, size.width - insets.leading - insets.trailing)
        let content = rootElement()?.sizeThatFits(ProposedViewSize(width: width, height: nil)) ?? .zero
        return CGSize(width: size.width, height: max(Self.minimumHeight, content.height + insets.top + insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRow()
    }

    /// Places the row's views in the content view (they are all its subviews): leading,
    /// centred vertically.
    func layoutRow() {
        let placement = _Placement()
        if let root = rootElement() {
            let insets = insets
            let area = CGRect(
                x: insets.leading, y: insets.top,
                width: max(0, contentView.bounds.width - insets.leading - insets.trailing),
                height: max(0, contentView.bounds.height - insets.top - insets.bottom))
            let proposal = ProposedViewSize(width: area.width, height: nil)
            let size = root.sizeThatFits(proposal)
            // Centred, then up to the grid row it starts in, as UIKit's rows are drawn: a
            // one-line row shows its text on its first terminal row, above the separator.
            let centred = area.minY + (area.height - size.height) / 2
            let cellHeight = CellGrid.current.cellHeight
            let origin = CGPoint(x: area.minX, y: (centred / cellHeight + 1e-9).rounded(.down) * cellHeight)
            root.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        }
        placement.arrange(in: contentView)
        layoutBackground()
    }

    /// Places the background view: proposed the row's size, centred in it (a shape or colour
    /// fills it), then moved up to the grid row it starts in, as the row's content is.
    private func layoutBackground() {
        guard let backgroundNode, let backgroundHost else { return }
        let bounds = backgroundHost.bounds
        let placement = _Placement()
        let elements = backgroundNode.layoutElements()
        if !elements.isEmpty {
            let root = elements.combined(by: ZStackLayout())
            let proposal = ProposedViewSize(bounds.size)
            let size = root.sizeThatFits(proposal)
            var origin = Alignment.center.origin(of: size, in: bounds)
            let cellHeight = CellGrid.current.cellHeight
            origin.y = (origin.y / cellHeight + 1e-9).rounded(.down) * cellHeight
            root.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        }
        placement.arrange(in: backgroundHost)
    }
}
