import Foundation

/// A cell of a collection view: a content view over optional background and selected
/// background views, with selection and highlight state and content and background
/// configurations, as in UIKit.
///
/// Setting `isSelected` or `isHighlighted` shows `selectedBackgroundView` and highlights the
/// labels and image views in the content view; unlike table cells, there is no default
/// selection colour. A content configuration replaces `contentView` with its own view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let plainContentView = UIView()
    private var storedContentView: UIView
    private var storedContentConfiguration: (any UIContentConfiguration)?
    private var configuredBackgroundView: UIView?
    /// The background configuration's custom view last shown, to remove when it changes.
    private var shownCustomBackgroundView: UIView?
    private var needsConfigurationUpdate = true

    public override init(frame: CGRect) {
        storedContentView = plainContentView
        super.init(frame: frame)
        addSubview(plainContentView)
    }

    public required init?(coder: NSCoder) {
        storedContentView = plainContentView
        super.init(coder: coder)
        addSubview(plainContentView)
    }

    // MARK: Content

    /// The view that holds the cell's content; add custom subviews here.
    open var contentView: UIView { storedContentView }

    /// The content configuration; setting one replaces `contentView` with its view (or
    /// updates it when it supports the configuration), and `nil` restores the plain one.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            applyContentConfiguration()
        }
    }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesContentConfiguration = true

    private func applyContentConfiguration() {
        if let configuration = storedContentConfiguration {
            let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
            if let current = storedContentView as? UIView & UIContentView, current.supports(shown) {
                current.configuration = shown
            } else {
                replaceContentView(with: shown.makeContentView())
            }
        } else if storedContentView !== plainContentView {
            replaceContentView(with: plainContentView)
        }
        setNeedsLayout()
    }

    private func replaceContentView(with view: UIView) {
        let index = subviews.firstIndex { $0 === storedContentView } ?? subviews.count
        storedContentView.removeFromSuperview()
        storedContentView = view
        insertSubview(view, at: index)
    }

    // MARK: Backgrounds

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// A view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// The background as a configuration; replaces the background views when set.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsLayout() }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    // MARK: State

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the cell is highlighted (a touch or click is down on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        Self.setHighlighted(isSelected || isHighlighted, inSubviewsOf: storedContentView)
        setNeedsUpdateConfiguration()
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

    /// The cell's current state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// A closure called with the new state after `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` whenever the configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout; state changes call it.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`; the default does nothing beyond the automatic
    /// updates that run first.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if storedContentConfiguration != nil, automaticallyUpdatesContentConfiguration { applyContentConfiguration() }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    // MARK: Reuse

    /// Clears selection and highlight, as UIKit does. Subclasses must call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    // MARK: Layout

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        var backgrounds: [UIView] = []
        if let configuration = backgroundConfiguration {
            let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
            let view = configuredBackgroundView ?? UIView()
            configuredBackgroundView = view
            view.isUserInteractionEnabled = false
            view.backgroundColor = shown.resolvedBackgroundColor(for: tintColor)
            backgrounds.append(view)
            if let custom = shown.customView { backgrounds.append(custom) }
        } else {
            if let backgroundView { backgrounds.append(backgroundView) }
            if isSelected || isHighlighted, let selectedBackgroundView { backgrounds.append(selectedBackgroundView) }
        }
        for view in [configuredBackgroundView, backgroundView, selectedBackgroundView, shownCustomBackgroundView].compactMap({ $0 })
        where view.superview === self && !backgrounds.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        shownCustomBackgroundView = backgroundConfiguration?.customView
        for (index, view) in backgrounds.enumerated() {
            if index >= subviews.count || subviews[index] !== view { insertSubview(view, at: index) }
            view.frame = bounds
        }
        storedContentView.frame = bounds
    }
}
