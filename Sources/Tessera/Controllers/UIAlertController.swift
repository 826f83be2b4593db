import Foundation

/// An alert or action sheet: a title, a message and actions, shown over the current screen.
///
/// The person chooses an action with the arrow keys or Tab and Return (Return picks the
/// highlighted action, which starts at `preferredAction`), Escape for the cancel action, or a
/// click. The alert fades out first, then the action's handler runs, as in UIKit.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Centred alert or bottom action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The message under the title.
    open var message: String? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Alert or action sheet.
    open private(set) var preferredStyle: Style = .alert

    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// The action Return chooses, drawn bold.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, let index = actions.firstIndex(where: { $0 === preferredAction }) { highlightedIndex = index }
            viewIfLoaded?.setNeedsDisplay()
        }
    }

    /// The text fields, in the order added (alerts only).
    open private(set) var textFields: [UITextField]?

    /// Adds a text field under the message; Return in a field chooses the preferred action.
    @preconcurrency open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        viewIfLoaded?.setNeedsLayout()
    }

    /// Return in a text field: the preferred action, else the only non-cancel action.
    private func returnPressed() {
        let candidates = actions.filter { $0.style != .cancel && $0.isEnabled }
        if let action = preferredAction ?? (candidates.count == 1 ? candidates[0] : nil) { choose(action) }
    }

    /// The first text field takes the keyboard as the alert comes in (UIKit raises the keyboard
    /// alongside the presentation), so typing during the fade reaches it.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// The action the keyboard points at.
    private(set) var highlightedIndex: Int?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        if highlightedIndex == nil, action.style != .cancel, action.isEnabled { highlightedIndex = actions.count - 1 }
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// Alerts and action sheets fade in and out (UIKit also scales an alert slightly).
    override func defaultTransitionAnimator(isPresenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        _ModalTransitionAnimator(motion: .fade, isPresenting: isPresenting, duration: _ModalTransitionAnimator.alertDuration)
    }

    /// The actions in display order: UIKit puts a cancel action last in sheets and in alerts
    /// with more than two actions, and first (left) in a two-action alert.
    var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// Chooses an action: dismisses the alert, then calls the handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    // MARK: Keyboard

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        let ordered = orderedActions
        let current = highlightedIndex.flatMap { index in ordered.firstIndex { $0 === actions[index] } }
        func move(by step: Int) {
            guard !ordered.isEmpty else { return }
            var position = current ?? (step > 0 ? -1 : ordered.count)
            for _ in ordered.indices {
                position = (position + step + ordered.count) % ordered.count
                if ordered[position].isEnabled { break }
            }
            highlightedIndex = actions.firstIndex { $0 === ordered[position] }
            view.setNeedsDisplay()
        }
        switch key.keyCode {
        case .keyboardDownArrow, .keyboardRightArrow:
            move(by: 1)
        case .keyboardUpArrow, .keyboardLeftArrow:
            move(by: -1)
        case .keyboardTab:
            move(by: key.modifierFlags.contains(.shift) ? -1 : 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let index = highlightedIndex { choose(actions[index]) }
        case .keyboardEscape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        default:
            break
        }
    }
}

/// Draws an alert (a centred box) or an action sheet (a box at the bottom) and hit-tests its buttons.
@MainActor
private final class AlertView: UIView {
    private weak var controller: UIAlertController?

    /// The box and the buttons' rows or column ranges, in cells relative to the view.
    private struct Layout {
        var box = CellRect(columns: 0, rows: 0)
        var headerLines: [(text: String, isTitle: Bool)] = []
        var buttons: [(action: UIAlertAction, rect: CellRect)] = []
        var separatorRows: [Int] = []
        var verticalSeparators: [(column: Int, row: Int)] = []
        var fieldRows: [Int] = []
    }

    private var layout = Layout()

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.2)
    }

    required init?(coder: NSCoder) {
        fatalError("AlertView is created in code only")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout = makeLayout()
        // Text fields sit inside the box, one row each.
        let grid = CellGrid.current
        for (field, row) in zip(controller?.textFields ?? [], layout.fieldRows) {
            if field.superview !== self { addSubview(field) }
            field.frame = CGRect(
                x: CGFloat(layout.box.minColumn + 2) * grid.cellWidth, y: CGFloat(row) * grid.cellHeight,
                width: CGFloat(max(0, layout.box.width - 4)) * grid.cellWidth, height: grid.cellHeight)
        }
    }

    private func makeLayout() -> Layout {
        guard let controller else { return Layout() }
        let grid = CellGrid.current
        let columns = Int(bounds.width / grid.cellWidth)
        let rows = Int(bounds.height / grid.cellHeight)
        let isSheet = controller.preferredStyle == .actionSheet
        let actions = controller.orderedActions
        let titles = actions.map { $0.title ?? "" }
        let widest = max(
            titles.map { columnWidth(of: $0) }.max() ?? 0,
            columnWidth(of: controller.title ?? ""), min(columnWidth(of: controller.message ?? ""), 30))
        let boxWidth = isSheet ? max(0, columns - 2) : min(max(widest + 6, 28), max(0, columns - 2))
        let inner = max(1, boxWidth - 2)
        var result = Layout()
        for line in TextLayout(controller.title ?? "", width: inner - 2, maximumLines: 0, lineBreakMode: .byWordWrapping).lines where !line.isEmpty {
            result.headerLines.append((line, true))
        }
        for line in TextLayout(controller.message ?? "", width: inner - 2, maximumLines: 0, lineBreakMode: .byWordWrapping).lines where !line.isEmpty {
            result.headerLines.append((line, false))
        }
        let fields = controller.textFields ?? []
        let sideBySide = !isSheet && actions.count == 2 && titles.allSatisfy { columnWidth(of: $0) <= inner / 2 - 1 }
        let buttonRows = sideBySide ? 1 : actions.count
        let separators = sideBySide ? 1 : actions.count
        let boxHeight = min(rows, 2 + result.headerLines.count + fields.count + separators + buttonRows)
        let left = (columns - boxWidth) / 2
        let top = isSheet ? max(0, rows - boxHeight - 1) : max(0, (rows - boxHeight) / 2)
        result.box = CellRect(minColumn: left, minRow: top, maxColumn: left + boxWidth, maxRow: top + boxHeight)
        var row = top + 1 + result.headerLines.count
        result.fieldRows = fields.indices.map { row + $0 }
        row += fields.count
        if sideBySide {
            result.separatorRows.append(row)
            row += 1
            let half = inner / 2
            result.buttons.append((actions[0], CellRect(minColumn: left + 1, minRow: row, maxColumn: left + 1 + half, maxRow: row + 1)))
            result.buttons.append((actions[1], CellRect(minColumn: left + 2 + half, minRow: row, maxColumn: left + 1 + inner, maxRow: row + 1)))
            result.verticalSeparators.append((left + 1 + half, row))
        } else {
            for action in actions {
                result.separatorRows.append(row)
                row += 1
                result.buttons.append((action, CellRect(minColumn: left + 1, minRow: row, maxColumn: left + 1 + inner, maxRow: row + 1)))
                row += 1
            }
        }
        return result
    }

    override func draw(_ rect: CGRect) {
        guard let controller, let context = UIGraphicsGetCurrentContext() else { return }
        let origin = context.cell(at: .zero)
        let box = layout.box
        guard box.width >= 2, box.height >= 2 else { return }
        func shift(_ r: CellRect) -> CellRect {
            CellRect(minColumn: r.minColumn + origin.column, minRow: r.minRow + origin.row, maxColumn: r.maxColumn + origin.column, maxRow: r.maxRow + origin.row)
        }
        let frame = shift(box)
        let border = UIColor.opaqueSeparator.components()
        let background = UIColor.secondarySystemBackground.components()
        context.canvas.fill(frame, color: background, clip: context.clipCells)
        let horizontal = String(repeating: "─", count: frame.width - 2)
        func text(_ string: String, _ column: Int, _ row: Int, _ color: UIColor.Components, _ attributes: CellAttributes = []) {
            context.drawText(string, column: column, row: row, color: color, attributes: attributes)
        }
        text("╭" + horizontal + "╮", frame.minColumn, frame.minRow, border)
        text("╰" + horizontal + "╯", frame.minColumn, frame.maxRow - 1, border)
        for row in (frame.minRow + 1)..<(frame.maxRow - 1) {
            text("│", frame.minColumn, row, border)
            text("│", frame.maxColumn - 1, row, border)
        }
        for (index, line) in layout.headerLines.enumerated() {
            let column = frame.minColumn + (frame.width - columnWidth(of: line.text)) / 2
            text(line.text, column, frame.minRow + 1 + index, line.isTitle ? UIColor.label.components() : UIColor.secondaryLabel.components(), line.isTitle ? .bold : [])
        }
        for row in layout.separatorRows {
            text("├" + horizontal + "┤", frame.minColumn, row + origin.row, border)
        }
        for separator in layout.verticalSeparators {
            text("┬", separator.column + origin.column, separator.row - 1 + origin.row, border)
            text("│", separator.column + origin.column, separator.row + origin.row, border)
        }
        let highlighted = controller.highlightedIndex.map { controller.actions[$0] }
        for button in layout.buttons {
            let r = shift(button.rect)
            let title = button.action.title ?? ""
            var color = (button.action.style == .destructive ? UIColor.systemRed : tintColor!).components()
            if !button.action.isEnabled { color = UIColor.tertiaryLabel.components() }
            var attributes: CellAttributes = []
            if button.action.style == .cancel || button.action === controller.preferredAction { attributes.insert(.bold) }
            if button.action === highlighted { attributes.insert(.inverse) }
            let column = r.minColumn + (r.width - columnWidth(of: title)) / 2
            text(title, column, r.minRow, color, attributes)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let controller, let point = touches.first?.location(in: self) else { return }
        let grid = CellGrid.current
        let column = Int((point.x / grid.cellWidth).rounded(.down))
        let row = Int((point.y / grid.cellHeight).rounded(.down))
        if let button = layout.buttons.first(where: { $0.rect.contains(column: column, row: row) }) {
            controller.choose(button.action)
        }
    }
}
