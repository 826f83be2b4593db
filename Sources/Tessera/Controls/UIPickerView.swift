import Foundation

/// A view that shows one or more spinning wheels of rows, one row of each selected.
///
/// Its data source gives the components and their row counts, its delegate the rows' titles
/// and hears of the user's selections. The terminal draws each component as a column, the
/// selected row on the centre line between `›` and `‹`, its neighbours above and below
/// dimmed:
///
///       Chocolate
///     › Vanilla    ‹
///       Mint
///
/// The user turns a wheel by dragging it (a row per 22 points), by the mouse wheel (a row
/// per notch) or by tapping a row; with the focus (Tab), the up and down arrows move the
/// selection of the focused component and the left and right arrows focus another. Each
/// move tells the delegate `pickerView(_:didSelectRow:inComponent:)`, as UIKit does when
/// the wheel settles; `selectRow(_:inComponent:animated:)` does not.
///
/// The natural size is five rows tall and as wide as the components' widest titles (UIKit's
/// 216-point wheel would take ten terminal rows).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The source of the components and rows.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    /// The source of the titles, told of selections.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// Kept for compatibility: the terminal always marks the selection.
    open var showsSelectionIndicator = true

    /// The row counts per component, as the data source last gave them.
    private var rowCounts: [Int] = []
    /// The selected row per component (`-1` for an empty component).
    private var selectedRows: [Int] = []
    /// The component the arrow keys move.
    private var focusedComponent = 0
    /// The selected row of the component being dragged when the drag began.
    private var dragStart: (component: Int, row: Int)?
    /// The components' widths in columns, measured since the last reload.
    private var measuredColumns: [Int]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIPickerView.tapped))
        let pan = UIPanGestureRecognizer(target: self, action: UIPickerView.panned)
        pan.allowedScrollTypesMask = .discrete
        addGestureRecognizer(pan)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Components and rows

    /// The number of components, as the data source gave it.
    open var numberOfComponents: Int { rowCounts.count }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The size of a row in `component`: the component's width by one terminal row.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard rowCounts.indices.contains(component) else { return .zero }
        return CGSize(width: bounds.width / CGFloat(rowCounts.count), height: CellGrid.current.cellHeight)
    }

    /// Asks the data source again for every component; selections are kept within the new
    /// row counts.
    open func reloadAllComponents() {
        let count = dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
        rowCounts = (0..<count).map { _ in 0 }
        selectedRows = (0..<count).map { selectedRows.indices.contains($0) ? selectedRows[$0] : 0 }
        for component in 0..<count { reloadRows(of: component) }
        focusedComponent = min(focusedComponent, max(0, count - 1))
        measuredColumns = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Asks the data source again for the rows of `component`.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        reloadRows(of: component)
        measuredColumns = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func reloadRows(of component: Int) {
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        rowCounts[component] = rows
        selectedRows[component] = rows == 0 ? -1 : min(max(0, selectedRows[component]), rows - 1)
    }

    // MARK: Selection

    /// Turns `component` to `row` (clamped to its rows). The delegate is not told, as in UIKit;
    /// the terminal does not animate the turn.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        selectedRows[component] = min(max(0, row), rowCounts[component] - 1)
        setNeedsDisplay()
    }

    /// The selected row of `component`, or `-1` when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// Selects `row` as the user did, telling the delegate when the selection changed.
    private func userSelect(_ row: Int, inComponent component: Int) {
        let old = selectedRow(inComponent: component)
        selectRow(row, inComponent: component, animated: true)
        let new = selectedRow(inComponent: component)
        if new != old, new >= 0 { delegate?.pickerView(self, didSelectRow: new, inComponent: component) }
    }

    // MARK: Input

    /// The component under `x` (in the view's coordinates).
    private func component(atX x: CGFloat) -> Int? {
        guard !rowCounts.isEmpty, bounds.width > 0 else { return nil }
        let index = Int(((x - bounds.minX) / bounds.width * CGFloat(rowCounts.count)).rounded(.down))
        return min(max(0, index), rowCounts.count - 1)
    }

    /// The offset of the terminal row at `y` from the centre line.
    private func rowOffset(atY y: CGFloat) -> Int {
        let grid = CellGrid.current
        let centre = CGFloat(centreLine) * grid.cellHeight
        return Int(((y - bounds.minY - centre) / grid.cellHeight).rounded(.down))
    }

    /// The centre line's row within the view (rows from the top).
    private var centreLine: Int {
        max(0, (Int((bounds.height / CellGrid.current.cellHeight).rounded()) - 1) / 2)
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        guard let component = component(atX: point.x) else { return }
        focusedComponent = component
        let offset = rowOffset(atY: point.y)
        guard offset != 0 else { return }
        userSelect(selectedRow(inComponent: component) + offset, inComponent: component)
    }

    private func panned(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard let component = component(atX: pan.location(in: self).x) else { return }
            dragStart = (component, selectedRow(inComponent: component))
            focusedComponent = component
        case .changed:
            guard let start = dragStart else { return }
            let translation = pan.translation(in: self).y
            // A wheel notch (no touches) turns one row; a drag one row per terminal row moved.
            let rows = pan.numberOfTouches == 0
                ? (translation < 0 ? 1 : translation > 0 ? -1 : 0)
                : -Int((translation / CellGrid.current.cellHeight).rounded())
            selectRow(start.row + rows, inComponent: start.component, animated: false)
        case .ended:
            guard let start = dragStart else { return }
            dragStart = nil
            let row = selectedRow(inComponent: start.component)
            if row != start.row, row >= 0 { delegate?.pickerView(self, didSelectRow: row, inComponent: start.component) }
        default:
            if let start = dragStart { selectRow(start.row, inComponent: start.component, animated: false) }
            dragStart = nil
        }
    }

    open override var canBecomeFirstResponder: Bool { !rowCounts.isEmpty }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { setNeedsDisplay() }
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { setNeedsDisplay() }
        return resigned
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard let key = press.key, key.modifierFlags.subtracting([.alphaShift, .numericPad]).isEmpty, handleKey(key) else {
                unhandled.insert(press)
                continue
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private func handleKey(_ key: UIKey) -> Bool {
        guard rowCounts.indices.contains(focusedComponent) else { return false }
        let row = selectedRow(inComponent: focusedComponent)
        switch key.charactersIgnoringModifiers {
        case UIKey.inputUpArrow: userSelect(row - 1, inComponent: focusedComponent)
        case UIKey.inputDownArrow: userSelect(row + 1, inComponent: focusedComponent)
        case UIKey.inputLeftArrow: focusedComponent = max(0, focusedComponent - 1)
        case UIKey.inputRightArrow: focusedComponent = min(rowCounts.count - 1, focusedComponent + 1)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    // MARK: Size and drawing

    private func title(forRow row: Int, inComponent component: Int) -> String {
        delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }

    /// Columns of each component: its widest title and a space on either side. Measured once
    /// per reload (it asks for every title).
    private var componentColumns: [Int] {
        if let measuredColumns { return measuredColumns }
        let columns = rowCounts.enumerated().map { component, rows in
            (0..<rows).map { columnWidth(of: title(forRow: $0, inComponent: component)) }.max().map { $0 + 2 } ?? 2
        }
        measuredColumns = columns
        return columns
    }

    open override var intrinsicContentSize: CGSize {
        let grid = CellGrid.current
        let columns = componentColumns.reduce(0, +) + 2
        return CGSize(width: CGFloat(columns) * grid.cellWidth, height: 5 * grid.cellHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 2, area.height > 0, !rowCounts.isEmpty else { return }
        let centre = area.minRow + centreLine
        let text = UIColor.label.components(for: traitCollection)
        var dimmed = text
        dimmed.alpha *= 0.4
        let tint = (tintColor ?? .systemBlue).components(for: traitCollection)
        context.drawText("›", column: area.minColumn, row: centre, color: tint, attributes: [])
        context.drawText("‹", column: area.maxColumn - 1, row: centre, color: tint, attributes: [])
        let inner = area.width - 2
        var start = area.minColumn + 1
        for component in rowCounts.indices {
            let width = inner / rowCounts.count + (component < inner % rowCounts.count ? 1 : 0)
            let selected = selectedRows[component]
            for line in area.minRow..<(area.minRow + area.height) {
                let row = selected + (line - centre)
                guard selected >= 0, row >= 0, row < rowCounts[component] else { continue }
                var title = title(forRow: row, inComponent: component)
                while columnWidth(of: title) > max(0, width - 2), !title.isEmpty { title.removeLast() }
                let column = start + max(0, (width - columnWidth(of: title)) / 2)
                let isCentre = line == centre
                var attributes: CellAttributes = isCentre ? [.bold] : [.dim]
                if isCentre, isFirstResponder, component == focusedComponent { attributes.insert(.inverse) }
                context.drawText(title, column: column, row: line, color: isCentre ? text : dimmed, attributes: attributes)
            }
            start += width
        }
    }
}
