import Foundation

/// A reusable section header or footer of a table view: a content view with a title label, or
/// a content configuration, over an optional background.
///
/// The table styles it for its own style, as UIKit does: in a plain table a header is one
/// terminal row (22 points) of bold text on a grey bar; in a grouped table a header is a blank
/// row then the title in small upper-case secondary text (UIKit upper-cases the title of
/// grouped headers, and so does `textLabel.text` here), and a footer is the text then a blank
/// row. `tableView(_:titleForHeaderInSection:)` titles use the same view (`_titleView`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses this view by.
    public let reuseIdentifier: String?

    private let plainContentView = UIView()
    private var storedContentView: UIView
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedContentConfiguration: (any UIContentConfiguration)?
    private var defaultBackgroundView: UIView?
    private var configuredBackgroundView: UIView?
    /// The background configuration's custom view last shown, to remove when it changes.
    private var shownCustomBackgroundView: UIView?
    /// Whether a configuration update waits for the next layout (see ``_ConfigurationDriven``).
    var _needsConfigurationUpdate = true

    // MARK: Initialisers

    /// Creates a header or footer view; the table calls it for registered classes.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        storedContentView = plainContentView
        super.init(frame: .zero)
        addSubview(plainContentView)
    }

    /// Creates a view from an archive, without a reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        storedContentView = plainContentView
        super.init(coder: coder)
        addSubview(plainContentView)
    }

    /// Creates a view without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: Content

    /// The view that holds the content; with a content configuration, its content view.
    open var contentView: UIView { storedContentView }

    /// The title label, created on first use and styled for the table.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        plainContentView.addSubview(label)
        applyTextStyle()
        return label
    }

    /// A second label below the title.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        storedDetailTextLabel = label
        plainContentView.addSubview(label)
        applyTextStyle()
        return label
    }

    /// A view behind the content. `nil` draws the table style's default background.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// The content configuration; setting one replaces `contentView` with its view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            _applyContentConfiguration()
        }
    }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// The list configuration for a header or footer of the table's style: `plainHeader()`,
    /// `plainFooter()`, `groupedHeader()` or `groupedFooter()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (_tableContext, _isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// The background as a configuration; replaces `backgroundView` when set.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsLayout() }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)`. `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    func _applyContentConfiguration() {
        _showContentConfiguration()
        setNeedsLayout()
    }

    func _replaceContentView(with view: UIView) {
        let index = subviews.firstIndex { $0 === storedContentView } ?? subviews.count
        storedContentView.removeFromSuperview()
        storedContentView = view
        insertSubview(view, at: index)
    }

    // MARK: Configuration state

    /// The view's current state for configurations.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        _setNeedsConfigurationUpdate()
    }

    /// Updates the configurations for `state`; the default does nothing beyond the automatic updates.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    // UIKit's header and footer view has no `configurationUpdateHandler`.
    func _callConfigurationUpdateHandler(with state: UIViewConfigurationState) {}

    // The background configuration is drawn from `_shownBackgroundConfiguration` at each
    // layout (`layoutBackground()`), so an update has nothing to re-apply.
    func _applyBackgroundConfiguration() {}

    // MARK: Reuse

    /// Called before the table hands the view out again. Subclasses must call `super`.
    open func prepareForReuse() {}

    // MARK: Table hooks

    /// The style of the table the view is shown in; restyles the title.
    var _tableContext: _TableCellContext = .plain {
        didSet {
            guard _tableContext != oldValue else { return }
            applyTextStyle()
            setNeedsLayout()
        }
    }

    /// Whether the view is a footer (the table sets it); restyles the title.
    var _isFooter = false {
        didSet {
            guard _isFooter != oldValue else { return }
            applyTextStyle()
            setNeedsLayout()
        }
    }

    /// A view showing `title`, as the table uses for `tableView(_:titleForHeaderInSection:)` and
    /// `tableView(_:titleForFooterInSection:)`.
    static func _titleView(
        _ title: String, isFooter: Bool, context: _TableCellContext
    ) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view._isFooter = isFooter
        view._tableContext = context
        view.textLabel?.text = title
        return view
    }

    /// The height for `UITableView.automaticDimension` at `width`: a content configuration's
    /// fitting height, the Auto Layout fitting height of a constrained content view, or the
    /// title's lines plus the style's margins (22 points for a one-line plain header, 44 for a
    /// grouped one); otherwise `sizeThatFits(_:)`.
    func _preferredHeight(fittingWidth width: CGFloat) -> CGFloat {
        _runConfigurationUpdateIfNeeded()
        if storedContentView !== plainContentView {
            return storedContentView.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if !plainContentView.constraints.isEmpty {
            return plainContentView.layoutHeight(fittingWidth: width)
        }
        if hasTitle {
            return titleLayout.height(fittingWidth: width)
        }
        return sizeThatFits(CGSize(width: width, height: 0)).height
    }

    // MARK: Layout

    private var hasTitle: Bool {
        !(storedTextLabel?.text ?? "").isEmpty || !(storedDetailTextLabel?.text ?? "").isEmpty
    }

    /// Styles the labels from the default configuration of the table's style.
    private func applyTextStyle() {
        let configuration = defaultContentConfiguration()
        if let storedTextLabel {
            storedTextLabel.font = configuration.textProperties.font
            storedTextLabel.textColor = configuration.textProperties.color
        }
        if let storedDetailTextLabel {
            storedDetailTextLabel.font = configuration.secondaryTextProperties.font
            storedDetailTextLabel.textColor = configuration.secondaryTextProperties.color
        }
    }

    private var titleLayout: _ListContentLayout {
        let text = storedTextLabel.flatMap { ($0.text ?? "").isEmpty ? nil : $0 }
        let detail = storedDetailTextLabel.flatMap { ($0.text ?? "").isEmpty ? nil : $0 }
        return _ListContentLayout(
            margins: defaultContentConfiguration().directionalLayoutMargins, imageSize: nil, imageToTextPadding: 0,
            sideBySide: false, horizontalPadding: 0, verticalPadding: 0,
            text: text.map { label in { label.sizeThatFits(CGSize(width: $0, height: 0)) } },
            secondaryText: detail.map { label in { label.sizeThatFits(CGSize(width: $0, height: 0)) } })
    }

    open override func layoutSubviews() {
        _runConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        layoutBackground()
        storedContentView.frame = bounds
        guard storedContentView === plainContentView else { return }
        if !_isFooter, _tableContext != .plain, let storedTextLabel, let text = storedTextLabel.text {
            // UIKit shows grouped header titles upper-cased by changing the label's text.
            let uppercased = defaultContentConfiguration().textProperties.transformed(text)
            if uppercased != text { storedTextLabel.text = uppercased }
        }
        let frames = titleLayout.frames(in: plainContentView.bounds)
        storedTextLabel?.frame = frames.text
        storedDetailTextLabel?.frame = frames.secondaryText
    }

    /// The background: the configured one, `backgroundView`, or the style's default (a grey
    /// bar in plain tables, nothing in grouped ones).
    private func layoutBackground() {
        var backgrounds: [UIView] = []
        if let shown = _shownBackgroundConfiguration {
            let view = configuredBackgroundView ?? UIView()
            configuredBackgroundView = view
            view.backgroundColor = shown.resolvedBackgroundColor(for: tintColor)
            backgrounds.append(view)
            if let custom = shown.customView { backgrounds.append(custom) }
        } else if let backgroundView {
            backgrounds.append(backgroundView)
        } else if _tableContext == .plain {
            let view = defaultBackgroundView ?? UIView()
            defaultBackgroundView = view
            view.backgroundColor = UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor
            backgrounds.append(view)
        }
        for view in [configuredBackgroundView, backgroundView, defaultBackgroundView, shownCustomBackgroundView].compactMap({ $0 })
        where view.superview === self && !backgrounds.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        shownCustomBackgroundView = backgroundConfiguration?.customView
        for (index, view) in backgrounds.enumerated() {
            view.isUserInteractionEnabled = false
            if index >= subviews.count || subviews[index] !== view { insertSubview(view, at: index) }
            view.frame = bounds
        }
    }
}

extension UITableViewHeaderFooterView: _ConfigurationDriven {
    var _storedContentConfiguration: (any UIContentConfiguration)? { storedContentConfiguration }
    var _shownContentView: UIView { storedContentView }
    var _plainContentView: UIView { plainContentView }
}
