import Foundation

/// A bar of tabs at the bottom of the screen; one tab is selected.
///
/// It is 44 points (two rows) tall: a hairline on the first row, the items on the second, each
/// item centred in an equal share of the width. The selected item is bold in the tint colour;
/// a badge follows its title. A click on an item selects it and tells the ``delegate``.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// One laid-out item.
    struct Slot: Equatable {
        var item: ObjectIdentifier
        var text: String
        var badge: String?
        var frame: CGRect
    }

    /// Told when a person selects an item.
    open weak var delegate: (any UITabBarDelegate)? {
        get { storedDelegate }
        set {
            if managingController != nil, newValue !== managingController {
                UIKitException.internalInconsistency(
                    "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.").raise()
                return
            }
            storedDelegate = newValue
        }
    }
    private weak var storedDelegate: (any UITabBarDelegate)?

    /// The tab bar controller that owns this bar, if any.
    weak var managingController: UITabBarController?

    /// The items, leading to trailing.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem]?

    /// The selected item; `nil` for none.
    open weak var selectedItem: UITabBarItem? {
        didSet { setNeedsDisplay() }
    }

    /// The bar's background colour (system background by default).
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The colour of unselected items (secondary label by default).
    open var unselectedItemTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Kept for compatibility (the terminal bar is always opaque).
    open var isTranslucent = true

    /// The items as laid out (tests read them).
    private(set) var slots: [Slot] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items (at once).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items
        for item in items ?? [] { item.bar = self }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.standardHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UINavigationBar.standardHeight)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = storedItems ?? []
        guard !items.isEmpty else {
            slots = []
            return
        }
        let grid = CellGrid.current
        let share = bounds.width / CGFloat(items.count)
        slots = items.enumerated().map { index, item in
            let text = item.title ?? ""
            let badge = item.badgeValue.map { " \($0)" }
            let width = CGFloat(columnWidth(of: text) + columnWidth(of: badge ?? "")) * grid.cellWidth
            // Centred in its share, snapped to a column so it is drawn where it is hit.
            let x = ((CGFloat(index) * share + max(0, share - width) / 2) / grid.cellWidth).rounded(.down) * grid.cellWidth
            return Slot(item: ObjectIdentifier(item), text: text, badge: badge, frame: CGRect(x: x, y: grid.cellHeight, width: width, height: grid.cellHeight))
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(bounds, color: (barTintColor ?? backgroundColor ?? .systemBackground).components())
        let line = context.cells(for: CGRect(x: 0, y: 0, width: bounds.width, height: CellGrid.current.cellHeight))
        if line.height > 0 {
            context.drawText(String(repeating: "─", count: line.width), column: line.minColumn, row: line.minRow, color: UIColor.opaqueSeparator.components(), attributes: [])
        }
        for (slot, item) in zip(slots, storedItems ?? []) {
            let (column, row) = context.cell(at: slot.frame.origin)
            let isSelected = item === selectedItem
            var color = isSelected ? tintColor.components() : (unselectedItemTintColor ?? .secondaryLabel).components()
            if !item.isEnabled { color = UIColor.tertiaryLabel.components() }
            let used = context.drawText(slot.text, column: column, row: row, color: color, attributes: isSelected ? .bold : [])
            if let badge = slot.badge {
                context.drawText(badge, column: column + used, row: row, color: (item.badgeColor ?? .systemRed).components(), attributes: .bold)
            }
        }
    }

    // MARK: Clicks

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let location = touches.first?.location(in: self), let item = item(at: location) else { return }
        select(item)
    }

    /// The item whose share of the bar holds `point` (bar coordinates), if any.
    func item(at point: CGPoint) -> UITabBarItem? {
        let items = storedItems ?? []
        guard !items.isEmpty, bounds.width > 0, point.x >= 0, point.x < bounds.width else { return nil }
        return items[Int(point.x / (bounds.width / CGFloat(items.count)))]
    }

    /// Selects `item` as a person does: enabled items only, then the delegate hears of it.
    func select(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let managingController {
            managingController.userSelected(item)
            return
        }
        selectedItem = item
        storedDelegate?.tabBar(self, didSelect: item)
    }
}

/// Told when a person selects an item of a ``UITabBar``.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// A person selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
