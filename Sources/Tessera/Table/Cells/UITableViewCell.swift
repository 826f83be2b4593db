import Foundation

/// A row of a table view: a content view with built-in labels and image, an accessory, editing
/// and reorder controls, selection backgrounds and a separator.
///
/// Subclass it as in UIKit, overriding the designated initialiser:
///
///     final class ContactCell: UITableViewCell {
///         let badge = UILabel()
///         override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///             super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
///             contentView.addSubview(badge)
///         }
///         required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     }
///
/// A table creates registered classes through `init(style:reuseIdentifier:)` with the
/// `.default` style, calling the subclass's override (see `DynamicInitializer`).
///
/// In the terminal a standard 44-point row is two character rows: the text on the first, the
/// separator ("─") on the second. Accessories draw as "›" (disclosure), "✓" (checkmark) and
/// "ⓘ" (detail button) one column in from the trailing edge; editing shows a red "⊖" or green
/// "⊕" at the leading edge and a grey "≡" reorder grip at the trailing edge. Unlike UIKit, the
/// cell paints no background of its own by default, so the table's background shows through.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // MARK: Identity

    /// The identifier the table reuses this cell by.
    public let reuseIdentifier: String?
    /// The built-in layout of the labels and image.
    let _cellStyle: CellStyle

    // MARK: Content storage

    /// The content view made at initialisation: it holds the built-in labels and image, and
    /// is `contentView` while no content configuration is set.
    let plainContentView: _CellContentView
    /// `contentView`: the plain one or a configuration's.
    var storedContentView: UIView
    /// The built-in views, made on first access.
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    private var storedContentConfiguration: (any UIContentConfiguration)?

    // MARK: Chrome storage

    /// The background views in the subviews now, bottom first.
    var shownBackgroundViews: [UIView] = []
    /// The `systemGray4` view shown for selection when `selectedBackgroundView` is `nil`.
    var defaultSelectedBackgroundView: UIView?
    /// The view that draws `backgroundConfiguration`.
    var configuredBackgroundView: UIView?
    /// `backgroundConfiguration` as updated for the current state.
    var shownBackgroundConfiguration: UIBackgroundConfiguration?
    /// The drawn controls, made the first time they show.
    var accessoryControl: _CellGlyphControl?
    var editingControl: _CellGlyphControl?
    var reorderControl: _CellGlyphControl?
    var deleteButton: _DeleteConfirmationButton?
    /// Always the topmost subview, so the line draws over content that reaches the last row.
    let separatorView = _CellSeparatorView()
    private var customSeparatorInset: UIEdgeInsets?
    /// Whether a configuration update waits for the next layout (see ``_ConfigurationDriven``).
    var _needsConfigurationUpdate = true

    // MARK: Initialisers

    /// Creates a cell with a built-in style and a reuse identifier.
    ///
    /// The table calls it (with `.default`) for classes registered with
    /// `register(_:forCellReuseIdentifier:)`; subclasses override it to build their content.
    public init(style: CellStyle, reuseIdentifier: String?) {
        _cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        plainContentView = Self.makePlainContentView()
        storedContentView = plainContentView
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installChrome()
    }

    /// Creates a cell from an archive: with the style and reuse identifier a ``UINib`` archived
    /// (a storyboard prototype's), or a `.default` cell without a reuse identifier.
    public required init?(coder: NSCoder) {
        _cellStyle = coder._archived(.tableViewCellStyle, as: Int.self).flatMap(CellStyle.init(rawValue:)) ?? .default
        reuseIdentifier = coder._archived(.reuseIdentifier, as: String.self)
        plainContentView = Self.makePlainContentView()
        storedContentView = plainContentView
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        installChrome()
    }

    /// Creates a `.default` cell without a reuse identifier, as UIKit does for `init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private static func makePlainContentView() -> _CellContentView {
        let view = _CellContentView()
        // UIKit's cell content margins on a phone are 11 above and below and 16 at the sides,
        // so a label pinned to them makes a 44-point row. On the grid a line 11 points down
        // would land on the row the separator takes, so the 22 vertical points all go below:
        // the line takes the row's first terminal row, the separator its second.
        view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 22, right: 16)
        return view
    }

    private func installChrome() {
        plainContentView.layoutBuiltInContent = { [unowned self] in layoutBuiltInContent() }
        addSubview(storedContentView)
        addSubview(separatorView)
    }

    // MARK: Content

    /// The view that holds the cell's content; add custom subviews here, not to the cell.
    ///
    /// With a `contentConfiguration`, it is the configuration's content view.
    open var contentView: UIView { storedContentView }

    /// The primary label, created on first use. Not shown when a content configuration is set.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = _cellStyle == .value2 ? .boldSystemFont(ofSize: 15) : .preferredFont(forTextStyle: .body)
        if _cellStyle == .value2 {
            label.textColor = .tintColor
            label.textAlignment = .right
        }
        label.isHighlighted = highlightsContent
        storedTextLabel = label
        plainContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label: `nil` for the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard _cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch _cellStyle {
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .subheadline)
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        label.isHighlighted = highlightsContent
        storedDetailTextLabel = label
        plainContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge, created on first use; it takes space only when it has an
    /// image (and never in the `.value2` style).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        view.isHighlighted = highlightsContent
        storedImageView = view
        plainContentView.insertSubview(view, at: 0)
        setNeedsLayout()
        return view
    }

    /// The content configuration; setting one replaces `contentView` with the configuration's
    /// view (or updates it when it supports the new configuration), and `nil` restores a plain one.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            _applyContentConfiguration()
        }
    }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// The list configuration for this cell: `UIListContentConfiguration.cell()`, in any table style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    func _applyContentConfiguration() {
        if _showContentConfiguration() { setNeedsLayout() }
    }

    func _replaceContentView(with view: UIView) {
        let index = subviews.firstIndex { $0 === storedContentView } ?? 0
        storedContentView.removeFromSuperview()
        storedContentView = view
        insertSubview(view, at: index)
        setNeedsLayout()
    }

    // MARK: Background

    /// A view behind the content, for the unselected look.
    open var backgroundView: UIView? {
        didSet { backgroundViewDidChange(from: oldValue) }
    }

    /// A view behind the content while the cell is selected or highlighted; `nil` draws
    /// `systemGray4`, UIKit's default look.
    open var selectedBackgroundView: UIView? {
        didSet { backgroundViewDidChange(from: oldValue) }
    }

    /// The selected background used while editing with multiple selection.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { backgroundViewDidChange(from: oldValue) }
    }

    /// The background as a configuration; when set, it replaces `backgroundView` and the
    /// selection backgrounds and is updated for the state when
    /// `automaticallyUpdatesBackgroundConfiguration` is on.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { _applyBackgroundConfiguration() }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's default background configuration for its table's style.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        _displayContext.tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    func _applyBackgroundConfiguration() {
        shownBackgroundConfiguration = _shownBackgroundConfiguration
        setNeedsLayout()
    }

    private func backgroundViewDidChange(from old: UIView?) {
        if let old, let index = shownBackgroundViews.firstIndex(where: { $0 === old }) {
            old.removeFromSuperview()
            shownBackgroundViews.remove(at: index)
        }
        setNeedsLayout()
    }

    // MARK: Accessories

    /// The standard accessory shown outside editing mode. `.none` by default.
    open var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A custom accessory, shown instead of `accessoryType` outside editing mode.
    open var accessoryView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: accessoryView) }
    }
    /// The standard accessory shown in editing mode. `.none` by default.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A custom accessory, shown instead of `editingAccessoryType` in editing mode.
    open var editingAccessoryView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: editingAccessoryView) }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== accessoryView, old !== editingAccessoryView { old.removeFromSuperview() }
        if let new { insertSubview(new, belowSubview: separatorView) }
        setNeedsLayout()
    }

    // MARK: Selection and highlight

    /// How the cell looks when selected or highlighted. `.default` by default.
    open var selectionStyle: SelectionStyle = .default {
        didSet { stateDidChange() }
    }

    /// How the cell looks when it has the focus.
    open var focusStyle: FocusStyle = .default

    /// Whether the cell is selected; the same as `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedIsSelected = false

    /// Whether the cell is highlighted (a touch or click is down on it).
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedIsHighlighted = false

    /// Selects or deselects the cell: shows the selection background (unless `selectionStyle`
    /// is `.none`) and highlights the labels and image views in the content view, as UIKit does.
    /// Tessera does not animate.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedIsSelected else { return }
        let change = {
            self.storedIsSelected = selected
            self.stateDidChange()
        }
        guard animated, window != nil, UIView.areAnimationsEnabled else { return change() }
        // The old look fades into the new one (the usual `deselectRow(at:animated: true)`
        // after a tap); the row still takes touches meanwhile.
        UIView.transition(
            with: self, duration: UIView.systemAnimationDuration, options: [.transitionCrossDissolve, .allowUserInteraction],
            animations: {
                change()
                self.layoutIfNeeded()
            })
    }

    /// Highlights or unhighlights the cell, with the same look as selection.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedIsHighlighted else { return }
        storedIsHighlighted = highlighted
        stateDidChange()
    }

    /// Whether labels and image views in the content view show their highlighted look.
    private var highlightsContent: Bool {
        (storedIsSelected || storedIsHighlighted) && selectionStyle != .none
    }

    private func stateDidChange() {
        Self.setHighlighted(highlightsContent, inSubviewsOf: storedContentView)
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        setNeedsDisplay()
    }

    private static func setHighlighted(_ highlighted: Bool, inSubviewsOf view: UIView) {
        for subview in view.subviews {
            if let label = subview as? UILabel {
                label.isHighlighted = highlighted
            } else if let imageView = subview as? UIImageView {
                imageView.isHighlighted = highlighted
            }
            setHighlighted(highlighted, inSubviewsOf: subview)
        }
    }

    // MARK: Editing

    /// Whether the cell is in editing mode; the same as `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedIsEditing = false

    /// Enters or leaves editing mode: shows the editing control and the reorder control and
    /// swaps the accessory for the editing accessory. Leaving hides a delete confirmation.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedIsEditing else { return }
        var state = transitionState
        if editing { state.insert(.showingEditControl) } else { state = [] }
        willTransition(to: state)
        storedIsEditing = editing
        if !editing { storedShowsDeleteConfirmation = false }
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        if animated && window != nil && UIView.areAnimationsEnabled {
            // The controls slide in from the edges and the content makes way for them.
            UIView.animate(withDuration: UIView.systemAnimationDuration) { self.layoutIfNeeded() }
        }
        didTransition(to: state)
    }

    /// The editing state now, as `willTransition(to:)` reports it.
    private var transitionState: StateMask {
        var state: StateMask = []
        if storedIsEditing { state.insert(.showingEditControl) }
        if storedShowsDeleteConfirmation { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// Called before the cell enters or leaves editing mode or shows or hides the Delete
    /// button, with the new state. Subclasses that override it must call `super`.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell entered or left editing mode or showed or hid the Delete button.
    /// Subclasses that override it must call `super`.
    open func didTransition(to state: StateMask) {}

    /// The editing control the table asked for: `.delete` unless its delegate says otherwise.
    open var editingStyle: EditingStyle { _displayContext.editingStyle }

    /// Whether the reorder control shows in editing mode, when the data source can move the row.
    open var showsReorderControl = false {
        didSet { setNeedsLayout() }
    }

    /// Whether the content moves over for the editing control. `true` by default.
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// Whether the cell takes touches while the table is dragging. `false` by default.
    open var userInteractionEnabledWhileDragging = false

    // MARK: Indentation and separator

    /// The indentation level of the built-in content, in steps of `indentationWidth`. 0 by default.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The width of one indentation step: 10 points, as in UIKit.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// The separator's insets from the cell's edges (only `left` and `right` count): the
    /// table's `separatorInset` until set, else 16 points from the leading edge.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? _displayContext.separatorInset ?? Self.defaultSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    /// UIKit's separator inset on a phone: from the leading text margin to the trailing edge.
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    // MARK: Configuration state

    /// The cell's current state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = storedIsSelected
        state.isHighlighted = storedIsHighlighted
        state.isEditing = storedIsEditing
        state.isSwiped = _showsDeleteConfirmation || _isSwiped
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// A closure called with the new state after `updateConfiguration(using:)`.
    @preconcurrency public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` whenever the configuration is updated.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout; state changes call it.
    open func setNeedsUpdateConfiguration() {
        _setNeedsConfigurationUpdate()
    }

    /// Updates the content and background configurations for `state`. Override it to restyle
    /// the cell per state; the default does nothing beyond the automatic updates that run first.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    func _callConfigurationUpdateHandler(with state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    // MARK: Reuse

    /// Called before the table hands the cell out again from its reuse queue. The default
    /// clears selection, highlight and a delete confirmation, as UIKit does; it keeps content.
    /// Subclasses must call `super`.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        _showsDeleteConfirmation = false
        _isSwiped = false
    }

    // MARK: Table hooks

    /// What the table displaying the cell tells it: table style, editing style, reorder
    /// control, separator visibility, colour and inset. The table sets it once per display;
    /// the cell lays out again only when a field that moves something changed.
    var _displayContext = _TableCellDisplayContext() {
        didSet {
            if _displayContext.separatorColor !== oldValue.separatorColor {
                separatorView.color = _displayContext.separatorColor ?? .separator
            }
            if _displayContext.changesLayout(from: oldValue) { setNeedsLayout() }
        }
    }
    /// The table displaying the cell, which hears the taps on its controls.
    weak var _host: (any _TableCellHost)?

    /// The detail ("ⓘ") accessory was tapped.
    func _accessoryButtonTapped() { _host?._cellAccessoryButtonTapped(self) }
    /// The editing control ("⊖" or "⊕") was tapped.
    func _editingControlTapped() { _host?._cellEditingControlTapped(self) }
    /// The Delete confirmation button was tapped.
    func _deleteConfirmationTapped() { _host?._cellDeleteConfirmationTapped(self) }
    /// Whether the red Delete button shows at the trailing edge.
    var _showsDeleteConfirmation: Bool {
        get { storedShowsDeleteConfirmation }
        set {
            guard newValue != storedShowsDeleteConfirmation else { return }
            var state = transitionState
            if newValue { state.insert(.showingDeleteConfirmation) } else { state.remove(.showingDeleteConfirmation) }
            willTransition(to: state)
            storedShowsDeleteConfirmation = newValue
            setNeedsUpdateConfiguration()
            setNeedsLayout()
            didTransition(to: state)
        }
    }
    private var storedShowsDeleteConfirmation = false
    /// Whether the row's swipe actions are revealed; the table sets it
    /// (`configurationState.isSwiped`, as the Delete confirmation does).
    var _isSwiped = false {
        didSet { if _isSwiped != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The title of the Delete button.
    var _deleteConfirmationTitle = "Delete" {
        didSet { setNeedsLayout() }
    }
    /// Where the reorder control is, in the cell's coordinates (`.zero` when hidden), for the
    /// table to start a drag there.
    var _reorderControlFrame: CGRect {
        guard isEditing, _displayContext.showsReorderControl, !_showsDeleteConfirmation else { return .zero }
        return CGRect(x: bounds.width - Self.controlWidth, y: 0, width: Self.controlWidth, height: bounds.height)
    }

    // MARK: Layout

    /// The width of the editing control and the reorder control, as in UIKit.
    static let controlWidth: CGFloat = 38

    open override func layoutSubviews() {
        _runConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        layoutChrome()
    }

    /// Horizontal only, as in UIKit (`insetsContentViewsToSafeArea` insets content views
    /// sideways): the table keeps rows clear of its bars with its content inset, so a row
    /// under a bar — or a cell measured while still at its old place — keeps its margins and
    /// its self-sized height.
    open override var safeAreaInsets: UIEdgeInsets {
        let insets = super.safeAreaInsets
        return UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)
    }
}

extension UITableViewCell: _ConfigurationDriven {
    var _storedContentConfiguration: (any UIContentConfiguration)? { storedContentConfiguration }
    var _shownContentView: UIView { storedContentView }
    var _plainContentView: UIView { plainContentView }
}
