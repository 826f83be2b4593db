import Foundation

/// A bar with a search field, an optional Cancel button and an optional scope bar.
///
/// The terminal draws it one row tall: a magnifier, the field and, when shown, `Cancel`. A
/// ``prompt`` adds a row above; the scope bar (a segmented control of
/// ``scopeButtonTitles``) a row below:
///
///     ⌕ Search                    Cancel
///      │  All  │[Fruit]│  Veg  │
///
/// A click on the field (or the magnifier) starts editing; typing then goes to the field.
/// Escape while the bar edits does what Cancel does when Cancel shows (or the bar belongs to
/// an active ``UISearchController``), and otherwise ends editing. Return is the search
/// button. Tab moves the focus on to the scope bar, whose arrows pick a scope.
///
/// The field is ``searchTextField``; its delegate is the bar's own, which turns its calls into
/// ``UISearchBarDelegate`` calls, as in UIKit.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    private let field = UISearchTextField(frame: .zero)
    private let scopeBar = UISegmentedControl(frame: .zero)
    private lazy var fieldDelegate = FieldDelegate(bar: self)

    /// The delegate, held weakly.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search controller that owns the bar, told about edits, scopes and Cancel.
    weak var searchController: UISearchController?

    /// The search field.
    open var searchTextField: UISearchTextField { field }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    private func configure() {
        field.placeholder = "Search"
        field.delegate = fieldDelegate
        field.addTarget(self, action: UISearchBar.fieldTextChanged, for: .editingChanged)
        scopeBar.isHidden = true
        scopeBar.addTarget(self, action: UISearchBar.scopeBarChanged, for: .valueChanged)
        addSubview(field)
        addSubview(scopeBar)
    }

    // MARK: Text

    /// The text in the field; `""` when empty, as in UIKit. Setting it calls no delegate
    /// method and updates no results: only the person's edits do.
    open var text: String? {
        get { field.text }
        set { field.text = newValue }
    }

    /// The text the empty field shows; the field shows `Search` while it is `nil`.
    open var placeholder: String? {
        didSet { field.placeholder = placeholder ?? "Search" }
    }

    /// A line of text above the field.
    open var prompt: String? {
        didSet { heightDidChange() }
    }

    /// Whether the field can be edited.
    open var isEnabled: Bool {
        get { field.isEnabled }
        set { field.isEnabled = newValue }
    }

    /// Kept for compatibility: a terminal has one keyboard.
    open var keyboardType: UIKeyboardType {
        get { field.keyboardType }
        set { field.keyboardType = newValue }
    }

    /// Kept for compatibility.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType }
        set { field.autocapitalizationType = newValue }
    }

    /// Kept for compatibility.
    open var autocorrectionType: UITextAutocorrectionType {
        get { field.autocorrectionType }
        set { field.autocorrectionType = newValue }
    }

    /// Kept for compatibility.
    open var returnKeyType: UIReturnKeyType {
        get { field.returnKeyType }
        set { field.returnKeyType = newValue }
    }

    // MARK: Buttons

    private var cancelButtonShown = false

    /// Whether the Cancel button shows; `false` by default. A ``UISearchController`` shows it
    /// while active when its `automaticallyShowsCancelButton` is `true`.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button (at once: the terminal has nothing to fade).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Kept for compatibility: Tessera draws no bookmark button.
    open var showsBookmarkButton = false
    /// Kept for compatibility: Tessera draws no results list button.
    open var showsSearchResultsButton = false

    // MARK: Scope bar

    /// The titles of the scope buttons; the scope bar needs at least one to show.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            selectedScopeButtonIndex = min(selectedScopeButtonIndex, max(0, (scopeButtonTitles?.count ?? 0) - 1))
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            heightDidChange()
        }
    }

    /// The index of the selected scope button; `0` by default.
    open var selectedScopeButtonIndex = 0 {
        didSet {
            if scopeBar.selectedSegmentIndex != selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
        }
    }

    private var scopeBarShown = false

    /// Whether the scope bar shows; `false` by default. A ``UISearchController`` shows it while
    /// active when its `automaticallyShowsScopeBar` is `true`.
    open var showsScopeBar: Bool {
        get { scopeBarShown }
        set { setShowsScope(newValue, animated: false) }
    }

    /// Shows or hides the scope bar (at once).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != scopeBarShown else { return }
        scopeBarShown = show
        heightDidChange()
    }

    /// Whether the scope bar is on screen: asked for and with at least one title.
    private var scopeBarVisible: Bool {
        scopeBarShown && !(scopeButtonTitles ?? []).isEmpty
    }

    // MARK: Appearance

    /// How the background is drawn; `.default` (a filled bar) by default.
    open var searchBarStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// The bar's background colour (the system background by default).
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Kept for compatibility.
    open var isTranslucent = true

    // MARK: First responder (the field's)

    open override var isFirstResponder: Bool { field.isFirstResponder }

    /// Makes the field first responder: editing begins.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        field.becomeFirstResponder()
    }

    /// Ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        field.resignFirstResponder()
    }

    // MARK: Layout

    /// The points of one row of the bar.
    private var rowHeight: CGFloat { CellGrid.current.cellHeight }

    private var hasPrompt: Bool { !(prompt ?? "").isEmpty }

    /// The rows the bar takes: the prompt, the field, the scope bar.
    private var rowCount: Int { (hasPrompt ? 1 : 0) + 1 + (scopeBarVisible ? 1 : 0) }

    /// The Cancel button's frame, in the bar's coordinates (empty when hidden).
    private var cancelFrame: CGRect {
        guard cancelButtonShown else { return .zero }
        let grid = CellGrid.current
        let width = CGFloat(columnWidth(of: Self.cancelTitle)) * grid.cellWidth
        return CGRect(x: bounds.width - grid.cellWidth - width, y: fieldRowY, width: width, height: rowHeight)
    }

    private var fieldRowY: CGFloat { hasPrompt ? rowHeight : 0 }

    private static let cancelTitle = "Cancel"
    private static let magnifier = "⌕"

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: CGFloat(rowCount) * rowHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(rowCount) * rowHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cell = CellGrid.current.cellWidth
        let leading = cell * 3  // margin, magnifier, space
        let trailing = cancelButtonShown ? bounds.width - cancelFrame.minX + cell : cell
        field.frame = CGRect(x: leading, y: fieldRowY, width: max(0, bounds.width - leading - trailing), height: rowHeight)
        scopeBar.isHidden = !scopeBarVisible
        if scopeBarVisible {
            scopeBar.frame = CGRect(x: cell, y: fieldRowY + rowHeight, width: max(0, bounds.width - cell * 2), height: rowHeight)
        }
    }

    /// The rows changed: the bar takes their height (a table header grows with its scope bar)
    /// and it and whatever holds it lay out again.
    private func heightDidChange() {
        if frame.height > 0 { frame.size.height = CGFloat(rowCount) * rowHeight }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if searchBarStyle != .minimal {
            context.fill(bounds, color: (barTintColor ?? backgroundColor ?? .systemBackground).components())
        }
        let grid = CellGrid.current
        if hasPrompt, let prompt {
            let area = context.cells(for: CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight))
            let text = TextLayout(prompt, width: area.width, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines.first ?? ""
            context.drawText(text, column: area.minColumn + max(0, (area.width - columnWidth(of: text)) / 2), row: area.minRow, color: UIColor.secondaryLabel.components(), attributes: [])
        }
        let (column, row) = context.cell(at: CGPoint(x: grid.cellWidth, y: fieldRowY))
        context.drawText(Self.magnifier, column: column, row: row, color: UIColor.secondaryLabel.components(), attributes: [])
        if cancelButtonShown {
            let origin = context.cell(at: cancelFrame.origin)
            var tint = (tintColor ?? .systemBlue).components()
            if !isEnabled { tint.alpha *= 0.5 }
            context.drawText(Self.cancelTitle, column: origin.column, row: origin.row, color: tint, attributes: [])
        }
    }

    // MARK: Clicks and keys

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A click on Cancel cancels; one on the magnifier starts editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), isEnabled else { return }
        let slop = CellGrid.current.cellWidth / 2
        if cancelButtonShown, cancelFrame.insetBy(dx: -slop, dy: 0).contains(point) {
            cancelButtonClicked()
        } else if point.y >= fieldRowY, point.y < fieldRowY + rowHeight, point.x < field.frame.minX {
            field.becomeFirstResponder()
        }
    }

    /// Escape cancels while the bar edits (see the type's discussion).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.first?.key?.keyCode == .keyboardEscape, field.isEditing || searchController?.isActive == true else {
            super.pressesBegan(presses, with: event)
            return
        }
        if cancelButtonShown || searchController?.isActive == true {
            cancelButtonClicked()
        } else {
            field.resignFirstResponder()
        }
    }

    /// What Cancel does: tells the delegate, then the search controller, which deactivates.
    func cancelButtonClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    // MARK: Field and scope events

    private func fieldTextChanged() {
        delegate?.searchBar(self, textDidChange: field.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func scopeBarChanged() {
        guard scopeBar.selectedSegmentIndex != UISegmentedControl.noSegment else { return }
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarScopeDidChange()
    }

    /// The field's delegate: turns its calls into the bar delegate's (and the search
    /// controller's presentation when editing begins).
    @MainActor
    private final class FieldDelegate: UITextFieldDelegate {
        unowned let bar: UISearchBar

        init(bar: UISearchBar) {
            self.bar = bar
        }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            let presenting = bar.searchController?.beginPresentation() ?? false
            bar.delegate?.searchBarTextDidBeginEditing(bar)
            if presenting { bar.searchController?.finishPresentation() }
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarShouldEndEditing(bar) ?? true
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            bar.delegate?.searchBarTextDidEndEditing(bar)
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }

        /// Return is the search button. Under an active search controller it also ends editing,
        /// as the search button hides the keyboard there, so arrows reach the results.
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarSearchButtonClicked(bar)
            if bar.searchController?.isActive == true { textField.resignFirstResponder() }
            return false
        }
    }
}
