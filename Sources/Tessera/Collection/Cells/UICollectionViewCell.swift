import Foundation

/// An item of a collection view: a content view in front of optional background and selection
/// views, with selection and highlight state.
///
/// Subclass it as in UIKit, overriding `init(frame:)` to build the content in `contentView`,
/// or give it a `contentConfiguration`. The collection view makes registered classes with
/// `init(frame:)`. Unlike a table cell it draws nothing of its own: no separator, no
/// accessories, no default selection look unless `selectedBackgroundView` or a
/// `backgroundConfiguration` is set.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let plainContentView = UIView()
    private var storedContentView: UIView
    /// Whether a configuration update waits for the next layout (see ``_ConfigurationDriven``).
    var _needsConfigurationUpdate = true

    public override init(frame: CGRect) {
        storedContentView = plainContentView
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        storedContentView = plainContentView
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    // MARK: Content

    /// The view to add custom content to; it fills the cell, in front of the backgrounds.
    open var contentView: UIView { storedContentView }

    /// The content as a configuration: its content view replaces `contentView` and is updated
    /// for the cell's state when `automaticallyUpdatesContentConfiguration` is on.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { _applyContentConfiguration() }
    }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesContentConfiguration = true

    func _applyContentConfiguration() {
        _showContentConfiguration()
    }

    func _replaceContentView(with view: UIView) {
        storedContentView.removeFromSuperview()
        storedContentView = view
        installContentView()
    }

    // MARK: Backgrounds

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet { backgroundsDidChange(removing: oldValue) }
    }

    /// A view in front of `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { backgroundsDidChange(removing: oldValue) }
    }

    /// The background as a configuration, updated for the state when
    /// `automaticallyUpdatesBackgroundConfiguration` is on; it replaces `backgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { _applyBackgroundConfiguration() }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    func _applyBackgroundConfiguration() {
        backgroundColor = _shownBackgroundConfiguration.map { $0.resolvedBackgroundColor(for: tintColor) }
    }

    private func backgroundsDidChange(removing old: UIView?) {
        if let old, old !== backgroundView, old !== selectedBackgroundView { old.removeFromSuperview() }
        layoutBackgrounds()
    }

    /// Puts the backgrounds behind the content, the selected one only while selected or highlighted.
    private func layoutBackgrounds() {
        var index = 0
        for view in [backgroundView, selectedBackgroundView] {
            guard let view else { continue }
            let shown = view !== selectedBackgroundView || isSelected || isHighlighted
            if !shown {
                view.removeFromSuperview()
                continue
            }
            view.frame = bounds
            if view.superview !== self || subviews.firstIndex(where: { $0 === view }) != index {
                insertSubview(view, at: index)
            }
            index += 1
        }
    }

    // MARK: State

    /// Whether the cell is selected. The collection view sets it; override with `didSet` to
    /// restyle, as in UIKit.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the cell is highlighted (a touch or click is down on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the collection view is editing; the collection view sets it (iOS 14's
    /// `configurationState.isEditing`).
    var _isEditing = false {
        didSet { if _isEditing != oldValue { stateDidChange() } }
    }

    /// Whether the cell's item is expanded in its section snapshot; the collection view sets it.
    var _isExpanded = false {
        didSet { if _isExpanded != oldValue { stateDidChange() } }
    }

    /// Whether the item's swipe actions are revealed; the collection view sets it
    /// (`configurationState.isSwiped`).
    var _isSwiped = false {
        didSet { if _isSwiped != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        layoutBackgrounds()
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }

    /// The cell's current state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = _isEditing
        state.isExpanded = _isExpanded
        state.isSwiped = _isSwiped
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// A closure called with the new state after `updateConfiguration(using:)`.
    @preconcurrency public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` whenever the configuration is updated.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout; state changes call it.
    open func setNeedsUpdateConfiguration() {
        _setNeedsConfigurationUpdate()
    }

    /// Updates the configurations for `state`; the default does nothing beyond the automatic
    /// updates that run first.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    func _callConfigurationUpdateHandler(with state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    // MARK: Reuse and layout

    /// Clears selection, highlight and the swiped state; keeps content. Subclasses must call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        _isSwiped = false
    }

    /// With a content configuration, the size its content view fits in the dimensions the
    /// layout leaves to the cell (a list row: 44 points for one line, more for more), the
    /// layout's size in the others; otherwise Auto Layout fitting of the content, as the
    /// superclass does.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard contentConfiguration != nil, !_selfSizingAxes.isEmpty else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let proposed = layoutAttributes.size
        let free = _selfSizingAxes
        let fitted = contentView.sizeThatFits(CGSize(
            width: free.contains(.width) ? 0 : proposed.width, height: free.contains(.height) ? 0 : proposed.height))
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = CGSize(
            width: free.contains(.width) && fitted.width > 0 ? fitted.width : proposed.width,
            height: free.contains(.height) && fitted.height > 0 ? fitted.height : proposed.height)
        return attributes
    }

    open override func layoutSubviews() {
        _runConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        storedContentView.frame = bounds
        layoutBackgrounds()
    }
}

extension UICollectionViewCell: _ConfigurationDriven {
    var _storedContentConfiguration: (any UIContentConfiguration)? { contentConfiguration }
    var _shownContentView: UIView { storedContentView }
    var _plainContentView: UIView { plainContentView }
}
