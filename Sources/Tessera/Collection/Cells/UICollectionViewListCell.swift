import Foundation

/// A collection view cell that looks like a table row: list content and background
/// configurations, indentation and accessories, for layouts made with
/// ``UICollectionLayoutListConfiguration``.
///
/// Accessories sit at the cell's edges, leading ones in order from the leading edge and
/// trailing ones in order towards the trailing edge; the content view takes the space between
/// them. An accessory shown only while editing follows the collection view's `isEditing`.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How far the content is indented per `indentationLevel`.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// The indentation of the content, in multiples of `indentationWidth`.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// Whether leading accessories move with the indentation. `true` by default.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// The accessories. System accessories take their system places whatever their order;
    /// custom views are placed in array order, each at its placement's position. Two system
    /// accessories of one kind stop with an exception, as in UIKit.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            var seen = Set<UICellAccessory.AccessoryType>()
            for accessory in accessories where accessory.systemRank != nil && !seen.insert(accessory.accessoryType).inserted {
                UIKitException.invalidArgument(
                    "Cell accessories contain more than one accessory of the system type \(accessory.accessoryType); a cell can show each system accessory once."
                ).raise()
            }
            setNeedsLayout()
        }
    }

    /// The views drawing the shown accessories, kept across layouts so that showing the same
    /// kinds again allocates nothing.
    private var accessoryViews: [UIView] = []
    /// What each shown glyph control stands for, for its tap.
    private var tapActions: [ObjectIdentifier: UICellAccessory.Kind] = [:]
    /// The shown pop-up menu accessory's chevrons, which its menu points at.
    private weak var popUpMenuControl: UIView?

    /// A list content configuration styled for the cell's place in its list, ready to fill in:
    /// a cell, or the section's header when the list takes headers from the first item.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let context = _listContext, context.isHeader else { return .cell() }
        switch context.appearance {
        case .grouped, .insetGrouped: return .groupedHeader()
        case .plain, .sidebar, .sidebarPlain: return .plainHeader()
        }
    }

    /// The background of a cell in its list's appearance: `listPlainCell()`,
    /// `listGroupedCell()` or `listSidebarCell()`. A list cell shows it while its
    /// `backgroundConfiguration` is not set, so rows turn `systemGray4` when selected.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if _listContext?.isHeader == true {
            return _listContext?.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        return switch _listContext?.appearance ?? .plain {
        case .plain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        }
    }

    /// The list the cell is shown in; the collection view sets it when it displays the cell
    /// in a list section.
    var _listContext: _ListCellContext? {
        didSet {
            guard _listContext != oldValue else { return }
            if backgroundConfiguration == nil || showsDefaultBackground { showDefaultBackground() }
            setNeedsLayout()
        }
    }

    /// Whether the background shown is the default one, set by the cell rather than its owner.
    private var showsDefaultBackground = false

    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if !settingDefaultBackground { showsDefaultBackground = false } }
    }

    private var settingDefaultBackground = false

    private func showDefaultBackground() {
        settingDefaultBackground = true
        backgroundConfiguration = defaultBackgroundConfiguration()
        settingDefaultBackground = false
        showsDefaultBackground = true
    }

    /// The line under the row in lists with separators, made when first needed.
    private var separatorView: _CellSeparatorView?

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
        layoutSeparator()
    }

    /// Shows the separator on the cell's last terminal row, from the content's text inset to
    /// the trailing edge, when the list has separators; grouped lists have none under their
    /// last row.
    private func layoutSeparator() {
        let grid = CellGrid.current
        guard let context = _listContext, context.showsSeparator, bounds.height >= 2 * grid.cellHeight - 1e-9 else {
            separatorView?.isHidden = true
            return
        }
        let separator = separatorView ?? _CellSeparatorView()
        if separatorView == nil {
            separatorView = separator
            addSubview(separator)
        }
        separator.isHidden = false
        let start = contentView.frame.minX + UICollectionViewListCell.accessoryMargin
        separator.frame = CGRect(x: start, y: bounds.height - grid.cellHeight, width: max(0, bounds.width - start), height: grid.cellHeight)
    }

    // MARK: Accessories

    /// The margin between the cell's edges and the outermost accessories.
    static let accessoryMargin: CGFloat = 16

    /// The width of a standard accessory: one glyph.
    private static var standardWidth: CGFloat { CellGrid.current.cellWidth }

    /// The accessories shown now at each edge, in order from the leading side: system ones
    /// in their places (the first of a kind only), then custom views at their positions.
    private func shownAccessories() -> (leading: [UICellAccessory], trailing: [UICellAccessory]) {
        var seen = Set<UICellAccessory.AccessoryType>()
        let shown = accessories.filter { $0.isDisplayed(editing: _isEditing) && ($0.systemRank == nil || seen.insert($0.accessoryType).inserted) }
        let system = shown.filter { $0.systemRank != nil }.sorted { $0.systemRank! < $1.systemRank! }
        var leading = system.filter(isLeading)
        var trailing = system.filter { !isLeading($0) }
        for accessory in shown where accessory.systemRank == nil {
            if isLeading(accessory) {
                leading.insert(accessory, at: min(max(0, accessory.position?(leading) ?? leading.count), leading.count))
            } else {
                trailing.insert(accessory, at: min(max(0, accessory.position?(trailing) ?? trailing.count), trailing.count))
            }
        }
        return (leading, trailing)
    }

    /// Whether an accessory sits at the leading edge; an automatic outline disclosure does on
    /// a cell whose content is not a header.
    private func isLeading(_ accessory: UICellAccessory) -> Bool {
        guard case .outlineDisclosure(let style, _) = accessory.kind else { return accessory.isLeading }
        switch style {
        case .cell: return true
        case .header: return false
        case .automatic: return !((contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false)
        }
    }

    /// Places the shown accessories and narrows the content view to the space between them:
    /// a margin at each edge with accessories, one column between two accessories.
    private func layoutAccessories() {
        if accessories.isEmpty && accessoryViews.isEmpty {
            let indentation = CGFloat(indentationLevel) * indentationWidth
            contentView.frame = CGRect(x: indentation, y: 0, width: max(0, bounds.width - indentation), height: bounds.height)
            return
        }
        let (leading, trailing) = shownAccessories()
        let indentation = CGFloat(indentationLevel) * indentationWidth
        var reusable = accessoryViews
        accessoryViews = []
        tapActions = [:]
        popUpMenuControl = nil
        let rowHeight = CellGrid.current.cellHeight
        let rowY = UITableViewCell.snappedToRow((bounds.height - rowHeight) / 2)
        let gap = Self.standardWidth

        var leadingX = (indentsAccessories ? indentation : 0) + (leading.isEmpty ? 0 : Self.accessoryMargin)
        for (index, accessory) in leading.enumerated() {
            let view = accessoryView(for: accessory, reusing: &reusable)
            let width = width(of: accessory, view: view)
            view.frame = frame(of: view, accessory: accessory, x: leadingX, width: width, rowY: rowY, rowHeight: rowHeight)
            leadingX += width + (index < leading.count - 1 ? gap : 0)
        }
        var trailingX = bounds.width - (trailing.isEmpty ? 0 : Self.accessoryMargin)
        for (index, accessory) in trailing.enumerated().reversed() {
            let view = accessoryView(for: accessory, reusing: &reusable)
            let width = width(of: accessory, view: view)
            trailingX -= width
            view.frame = frame(of: view, accessory: accessory, x: trailingX, width: width, rowY: rowY, rowHeight: rowHeight)
            if index > 0 { trailingX -= gap }
        }
        for unused in reusable { unused.removeFromSuperview() }

        let contentLeading = indentsAccessories ? leadingX : leadingX + indentation
        contentView.frame = CGRect(x: contentLeading, y: 0, width: max(0, trailingX - contentLeading), height: bounds.height)
    }

    private func frame(of view: UIView, accessory: UICellAccessory, x: CGFloat, width: CGFloat, rowY: CGFloat, rowHeight: CGFloat) -> CGRect {
        if case .customView = accessory.kind {
            let height = min(bounds.height, view.frame.height > 0 ? view.frame.height : rowHeight)
            return CGRect(x: x, y: ((bounds.height - height) / 2).rounded(.down), width: width, height: height)
        }
        return CGRect(x: x, y: rowY, width: width, height: rowHeight)
    }

    /// The width an accessory takes: its own, or the reserved width when that is wider.
    private func width(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        let actual: CGFloat =
            switch accessory.kind {
            case .label(let text, _): CGFloat(ShapedText(text).width) * CellGrid.current.cellWidth
            case .customView(let custom, let fixed): fixed || custom.frame.width > 0 ? custom.frame.width : custom.sizeThatFits(bounds.size).width
            default: Self.standardWidth
            }
        switch accessory.reservedLayoutWidth {
        case .actual: return actual
        case .custom(let width): return max(actual, width)
        case .standard: return max(actual, Self.standardWidth)
        }
    }

    /// The view that draws `accessory`, reused from `views` when one of its sort is there.
    private func accessoryView(for accessory: UICellAccessory, reusing views: inout [UIView]) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .customView(let custom, _):
            views.removeAll { $0 === custom }
            view = custom
        case .reorder:
            let grip = take(_ReorderGripControl.self, from: &views) ?? _ReorderGripControl()
            grip.color = accessory.tintColor ?? .systemGray
            view = grip
        case .label(let text, let font):
            let label = take(UILabel.self, from: &views) ?? UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            view = label
        default:
            let control = take(_CellGlyphControl.self, from: &views) ?? makeGlyphControl()
            control.segments = [glyph(for: accessory)]
            control.isUserInteractionEnabled = accessory.isTappable
            tapActions[ObjectIdentifier(control)] = accessory.kind
            if case .popUpMenu = accessory.kind { popUpMenuControl = control }
            view = control
        }
        view.isHidden = accessory.isHidden
        if view.superview !== self { addSubview(view) }
        accessoryViews.append(view)
        return view
    }

    private func makeGlyphControl() -> _CellGlyphControl {
        let control = _CellGlyphControl()
        control.addAction(UIAction { [weak self, unowned control] _ in self?.accessoryTapped(control) }, for: .touchUpInside)
        return control
    }

    private func take<View: UIView>(_ type: View.Type, from views: inout [UIView]) -> View? {
        guard let index = views.firstIndex(where: { Swift.type(of: $0) == type }) else { return nil }
        return views.remove(at: index) as? View
    }

    /// The character an accessory draws, in its colour (`nil` is the tint colour).
    private func glyph(for accessory: UICellAccessory) -> _CellGlyphControl.Segment {
        switch accessory.kind {
        case .disclosureIndicator: .init(text: "›", color: accessory.tintColor ?? .tertiaryLabel)
        case .checkmark: .init(text: "✓", color: accessory.tintColor)
        case .delete: .init(text: "⊖", color: accessory.tintColor ?? .systemRed)
        case .insert: .init(text: "⊕", color: accessory.tintColor ?? .systemGreen)
        case .reorder: .init(text: "≡", color: accessory.tintColor ?? .systemGray)
        case .multiselect: .init(text: isSelected ? "●" : "○", color: accessory.tintColor ?? (isSelected ? nil : .systemGray))
        case .outlineDisclosure: .init(text: _isExpanded ? "▾" : "▸", color: accessory.tintColor)
        case .detail: .init(text: "ⓘ", color: accessory.tintColor)
        case .popUpMenu: .init(text: "↕", color: accessory.tintColor)
        case .label, .customView: .init(text: "", color: nil)
        }
    }

    /// Runs a tapped accessory's action. Without one, an outline disclosure toggles its item
    /// and a delete control reveals the row's trailing swipe actions, as in UIKit.
    private func accessoryTapped(_ control: _CellGlyphControl) {
        switch tapActions[ObjectIdentifier(control)] {
        case .delete(let action?), .insert(let action?), .outlineDisclosure(_, let action?), .detail(let action?):
            action()
        case .popUpMenu:
            _presentPopUpMenu()
        case .outlineDisclosure(_, nil):
            guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
            (collectionView.dataSource as? _OutlineDataSource)?._toggleExpansion(ofItemAt: indexPath)
        case .delete(nil):
            guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
            collectionView.openSwipeActions(at: indexPath, leading: false, evenWhileEditing: true)
        default:
            break
        }
    }

    /// Presents the menu of the shown pop-up menu accessory, pointing at it, as a tap anywhere
    /// in the cell does. Returns `false` when the cell shows none (or cannot present).
    ///
    /// The menu's first action is switched on when none is; choosing one switches it on and
    /// the others off, runs its handler, then the accessory's `selectedElementDidChangeHandler`
    /// when the action that is on changed.
    @discardableResult
    func _presentPopUpMenu() -> Bool {
        let (_, trailing) = shownAccessories()
        guard let accessory = trailing.first(where: { $0.accessoryType == .popUpMenu }), !accessory.isHidden,
            case .popUpMenu(let menu, let didChange) = accessory.kind
        else { return false }
        let actions = _MenuController.actions(in: menu.children)
        if !actions.contains(where: { $0.state == .on }) { actions.first?.state = .on }
        let selected = actions.first { $0.state == .on }
        layoutIfNeeded()
        let anchor = popUpMenuControl?.frame ?? bounds
        let shown = _MenuController.show(
            menu, from: self, anchor: anchor, sender: self,
            didEnd: { chosen in
                guard let chosen, chosen !== selected else { return }
                didChange?(menu)
            }, selectsOneAction: true)
        return shown != nil
    }

    private var enclosingCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }
}

extension UICellAccessory {
    /// Whether tapping the accessory does something of its own rather than selecting the row.
    var isTappable: Bool {
        switch kind {
        case .insert(let action): action != nil
        case .delete, .outlineDisclosure, .detail, .popUpMenu: true
        default: false
        }
    }
}
