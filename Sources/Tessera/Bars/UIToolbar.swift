import Foundation

/// A bar of buttons, usually at the bottom of a screen: a view of its own (as the book's
/// detail page adds one) or a navigation controller's ``UINavigationController/toolbar``.
///
/// It is 44 points (two rows) tall: a hairline on the first row, the items on the second,
/// laid out from the leading edge. Flexible spaces share the width left over equally and fixed
/// spaces take their ``UIBarButtonItem/width``, as in UIKit. A tap on an item performs it.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// One laid-out item.
    struct Slot: Equatable {
        var item: ObjectIdentifier
        var text: String
        var frame: CGRect
        var isBold: Bool
        var isEnabled: Bool
        var color: UIColor.Components?
    }

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?

    /// Kept for compatibility (the terminal bar is always opaque).
    open var isTranslucent = true
    /// The bar's background colour (system background by default).
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The items as laid out (tests read them).
    private(set) var slots: [Slot] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items (at once: the terminal bar does not cross-fade them).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        for item in items ?? [] { item.bar = self }
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
        slots = layoutSlots()
    }

    private func layoutSlots() -> [Slot] {
        let items = storedItems ?? []
        let grid = CellGrid.current
        let margin = grid.cellWidth * 2
        let spacing = grid.cellWidth * 2
        func width(of item: UIBarButtonItem) -> CGFloat {
            switch item.systemItem {
            case .flexibleSpace?: 0
            case .fixedSpace?: item.width
            default: CGFloat(columnWidth(of: item.displayTitle)) * grid.cellWidth
            }
        }
        func isSpace(_ item: UIBarButtonItem) -> Bool { item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace }
        // Two buttons side by side are `spacing` apart; a space between them replaces it.
        let adjacentPairs = zip(items, items.dropFirst()).filter { !isSpace($0) && !isSpace($1) }.count
        let used = items.map(width(of:)).reduce(0, +) + spacing * CGFloat(adjacentPairs)
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let leftover = max(0, bounds.width - 2 * margin - used)
        let flexibleWidth = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        let tint = tintColor.components()
        var x = margin
        var result: [Slot] = []
        for (index, item) in items.enumerated() {
            switch item.systemItem {
            case .flexibleSpace?: x += flexibleWidth
            case .fixedSpace?: x += item.width
            default:
                // Snap to a column so the title is drawn where it is hit.
                let column = (x / grid.cellWidth).rounded(.down)
                let frame = CGRect(x: column * grid.cellWidth, y: grid.cellHeight, width: width(of: item), height: grid.cellHeight)
                result.append(Slot(
                    item: ObjectIdentifier(item), text: item.displayTitle, frame: frame, isBold: item.style == .done,
                    isEnabled: item.isEnabled, color: item.tintColor?.components() ?? tint))
                x += frame.width
                if let next = items[(index + 1)...].first, !isSpace(next) { x += spacing }
            }
        }
        return result
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(bounds, color: (barTintColor ?? backgroundColor ?? .systemBackground).components())
        let line = context.cells(for: CGRect(x: 0, y: 0, width: bounds.width, height: CellGrid.current.cellHeight))
        if line.height > 0 {
            context.drawText(String(repeating: "─", count: line.width), column: line.minColumn, row: line.minRow, color: UIColor.opaqueSeparator.components(), attributes: [])
        }
        for slot in slots {
            let (column, row) = context.cell(at: slot.frame.origin)
            var color = slot.color ?? UIColor.label.components()
            if !slot.isEnabled { color = UIColor.tertiaryLabel.components() }
            context.drawText(slot.text, column: column, row: row, color: color, attributes: slot.isBold ? .bold : [])
        }
    }

    // MARK: Taps

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let location = touches.first?.location(in: self) else { return }
        performItem(at: location)
    }

    /// Performs the item under `point` (bar coordinates); returns whether there was one.
    @discardableResult
    func performItem(at point: CGPoint) -> Bool {
        guard let item = item(at: point) else { return false }
        item.perform(from: self, frame: CGRect(x: point.x, y: 0, width: 0, height: bounds.height))
        return true
    }

    /// The item under `point` (bar coordinates), if any.
    func item(at point: CGPoint) -> UIBarButtonItem? {
        let hitArea = { (slot: Slot) in slot.frame.insetBy(dx: -CellGrid.current.cellWidth / 2, dy: 0).contains(point) }
        guard let slot = slots.first(where: hitArea) else { return nil }
        return storedItems?.first { ObjectIdentifier($0) == slot.item }
    }
}
