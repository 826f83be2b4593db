import Foundation

/// A bar at the top of a navigation controller: back button, left items, title, right items.
///
/// It is 44 points (two rows) tall: the items on the first row, a hairline on the second.
/// Items are laid out in points from the bar's edges; a tap on an item performs it, and a tap
/// on the back button pops the navigation controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// One laid-out element of the bar.
    struct Slot: Equatable {
        enum Kind: Equatable {
            case back
            case item(ObjectIdentifier)
            case title
        }

        var kind: Kind
        var text: String
        var frame: CGRect
        var isBold: Bool
        var isEnabled: Bool
        var color: UIColor.Components?
    }

    /// The standard height of a bar, in points.
    public static let standardHeight: CGFloat = 44

    /// The stack of items; the last is shown.
    open private(set) var items: [UINavigationItem]?

    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Kept for compatibility (the terminal bar has no large title row).
    open var prefersLargeTitles = false
    /// Kept for compatibility.
    open var isTranslucent = true
    /// The bar's background colour (system background by default).
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Called when the back button is tapped.
    var backAction: (() -> Void)?

    /// The elements as laid out (tests read them).
    private(set) var slots: [Slot] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, !items.isEmpty else { return nil }
        let popped = items.removeLast()
        setItems(items, animated: animated)
        return popped
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        for item in items ?? [] {
            item.bar = self
            for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { button.bar = self }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        slots = layoutSlots()
    }

    private func layoutSlots() -> [Slot] {
        guard let top = topItem else { return [] }
        let grid = CellGrid.current
        let rowHeight = grid.cellHeight
        let margin = grid.cellWidth
        let spacing = grid.cellWidth * 2
        func width(of text: String) -> CGFloat { CGFloat(columnWidth(of: text)) * grid.cellWidth }
        var result: [Slot] = []
        let tint = tintColor.components()

        var left = margin
        if let backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let title = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
            var text = "‹ " + title
            if columnWidth(of: title) > 12 { text = "‹ Back" }
            result.append(Slot(kind: .back, text: text, frame: CGRect(x: left, y: 0, width: width(of: text), height: rowHeight), isBold: false, isEnabled: true, color: tint))
            left += width(of: text) + spacing
        }
        for item in top.leftBarButtonItems ?? [] {
            item.bar = self
            let text = item.displayTitle
            result.append(Slot(kind: .item(ObjectIdentifier(item)), text: text, frame: CGRect(x: left, y: 0, width: width(of: text), height: rowHeight), isBold: item.style == .done, isEnabled: item.isEnabled, color: item.tintColor?.components() ?? tint))
            left += width(of: text) + spacing
        }
        var right = bounds.width - margin
        for item in top.rightBarButtonItems ?? [] {
            item.bar = self
            let text = item.displayTitle
            right -= width(of: text)
            result.append(Slot(kind: .item(ObjectIdentifier(item)), text: text, frame: CGRect(x: right, y: 0, width: width(of: text), height: rowHeight), isBold: item.style == .done, isEnabled: item.isEnabled, color: item.tintColor?.components() ?? tint))
            right -= spacing
        }
        var title = [top.prompt, top.title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        if !title.isEmpty {
            // Centred on the bar, kept clear of the items on either side, truncated if need be.
            let available = max(0, right - left)
            let columns = Int(available / grid.cellWidth)
            if columnWidth(of: title) > columns {
                title = TextLayout(title, width: columns, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines.first ?? ""
            }
            let titleWidth = width(of: title)
            let centred = (bounds.width - titleWidth) / 2
            let x = min(max(centred, left), right - titleWidth)
            result.append(Slot(kind: .title, text: title, frame: CGRect(x: x, y: 0, width: titleWidth, height: rowHeight), isBold: true, isEnabled: true, color: nil))
        }
        return result
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(bounds, color: (barTintColor ?? backgroundColor ?? .systemBackground).components())
        for slot in slots {
            let (column, row) = context.cell(at: slot.frame.origin)
            var color = slot.color ?? UIColor.label.components()
            if !slot.isEnabled { color = UIColor.tertiaryLabel.components() }
            context.drawText(slot.text, column: column, row: row, color: color, attributes: slot.isBold ? .bold : [])
        }
        // The hairline under the items.
        let line = context.cells(for: CGRect(x: 0, y: CellGrid.current.cellHeight, width: bounds.width, height: CellGrid.current.cellHeight))
        if line.height > 0 {
            context.drawText(String(repeating: "─", count: line.width), column: line.minColumn, row: line.minRow, color: UIColor.opaqueSeparator.components(), attributes: [])
        }
    }

    // MARK: Taps

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let location = touches.first?.location(in: self) else { return }
        performSlot(at: location)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Performs the element under `point` (bar coordinates); returns whether there was one.
    @discardableResult
    func performSlot(at point: CGPoint) -> Bool {
        let hitArea = { (slot: Slot) in slot.frame.insetBy(dx: -CellGrid.current.cellWidth / 2, dy: 0).contains(point) }
        guard let slot = slots.first(where: { $0.kind != .title && hitArea($0) }) else { return false }
        switch slot.kind {
        case .back:
            backAction?()
        case .item(let identifier):
            let all = (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])
            all.first { ObjectIdentifier($0) == identifier }?.perform(from: self, frame: slot.frame)
        case .title:
            return false
        }
        return true
    }
}
