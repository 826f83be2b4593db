import Foundation

/// A control that performs an action when tapped, or when focused and Space or Return is pressed.
///
/// Titles, title colours and images are kept per `UIControl.State`, falling back to `.normal`,
/// as in UIKit; a ``UIButton/Configuration`` (iOS 15) takes precedence when set. The button
/// draws its image glyph and title centred on one row: `.system` buttons in the tint colour,
/// configured ones with their style's background. A focused button draws inverted.
///
///     let save = UIButton(type: .system)
///     save.setTitle("Save", for: .normal)
///     save.addTarget(self, action: ViewController.save, for: .touchUpInside)
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Updates a button's configuration for its current state.
    @preconcurrency public typealias ConfigurationUpdateHandler = @MainActor (_ button: UIButton) -> Void

    /// The kind of button.
    open private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The configuration; when set, it decides the look instead of the per-state values.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called to update the configuration for the current state.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler?

    /// The action performed on `.primaryActionTriggered`; its title and image show when the
    /// button has none of its own.
    open var primaryAction: UIAction? {
        didSet { primaryActionDidChange(from: oldValue) }
    }

    /// Registers the new primary action in place of `old`. The initialisers call it too: Swift
    /// runs no `didSet` for a property set in an initialiser of its own class.
    private func primaryActionDidChange(from old: UIAction?) {
        if let old { removeAction(old, for: .primaryActionTriggered) }
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        invalidateContent()
    }

    /// The menu of the button, shown on a long press or a right click, or on a tap when
    /// ``showsMenuAsPrimaryAction`` is `true` (see `UIButton+Menu.swift`).
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    /// Whether a tap shows the menu instead of sending the primary action; `false` by default.
    open var showsMenuAsPrimaryAction = false

    /// Whether the button shows the menu's chosen action as its title, and choosing an action
    /// switches it on and the others off; `false` by default.
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }

    /// The interaction that shows ``menu``, while there is one.
    var menuInteraction: UIContextMenuInteraction?

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of the given type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .plain { configuration = .plain() }
    }

    /// Creates a button of the given type that performs `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        self.primaryAction = primaryAction
        primaryActionDidChange(from: nil)
    }

    /// Creates a system button with a frame that performs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        buttonType = .system
        self.primaryAction = primaryAction
        primaryActionDidChange(from: nil)
    }

    /// Creates a system button with a configuration that performs `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonType = .system
        self.configuration = configuration
        self.primaryAction = primaryAction
        primaryActionDidChange(from: nil)
        sizeToFit()
    }

    /// A system button that performs `primaryAction`.
    public static func systemButton(with image: UIImage, target: Any?, action: UIAction?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addAction(action, for: .primaryActionTriggered) }
        return button
    }

    // MARK: Per-state content

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateContent()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The title colour for `state`, falling back to the `.normal` colour.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        invalidateContent()
    }

    /// The image for `state`, falling back to the `.normal` image.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? {
        if changesSelectionAsPrimaryAction, let selected = selectedMenuAction { return selected.title }
        if let configuration { return configuration.title ?? primaryAction?.title }
        return title(for: state) ?? (primaryAction?.title).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The image shown now.
    open var currentImage: UIImage? {
        if let configuration { return configuration.image ?? primaryAction?.image }
        if let image = image(for: state) ?? primaryAction?.image { return image }
        switch buttonType {
        case .contactAdd: return UIImage(systemName: "plus.circle")
        case .detailDisclosure, .infoLight, .infoDark: return UIImage(systemName: "info.circle")
        case .close: return UIImage(systemName: "xmark")
        default: return nil
        }
    }

    /// The title colour shown now: the configuration's, else the one set for the state, else
    /// the tint for system buttons. A custom button's default is the label colour (UIKit's
    /// white would vanish on a light terminal).
    open var currentTitleColor: UIColor {
        if let color = configuration?.baseForegroundColor { return color }
        if configuration?.style == .filled { return .white }
        if let color = titleColor(for: state) { return color }
        return buttonType == .custom ? .label : tintColor
    }

    /// The label that describes the title: its text follows `currentTitle` and its font is
    /// used (a bold font draws bold). Tessera draws the title itself, so set titles and colours
    /// with `setTitle(_:for:)` and `setTitleColor(_:for:)`, as UIKit recommends.
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.text = currentTitle
        storedTitleLabel = label
        return label
    }

    /// The image view that shows the image.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(image: currentImage)
        storedImageView = view
        return view
    }

    func invalidateContent() {
        storedTitleLabel?.text = currentTitle
        storedImageView?.image = currentImage
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` before the next drawing.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs the `configurationUpdateHandler`. Subclasses override to adjust the configuration.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        invalidateContent()
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue, configurationUpdateHandler != nil { setNeedsUpdateConfiguration() } }
    }

    // MARK: Actions

    override var acceptsKeyboardFocus: Bool { true }

    override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
        if showsMenuAsPrimaryAction, showMenu() { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered], with: event)
    }

    override func activateFromKeyboard(_ key: UIKey) -> Bool {
        guard key.charactersIgnoringModifiers == " " || key.charactersIgnoringModifiers == "\r" else { return false }
        if showsMenuAsPrimaryAction, showMenu() { return true }
        sendActions(for: [.touchUpInside, .primaryActionTriggered], with: nil)
        return true
    }

    // MARK: Sizing

    /// The content in columns: image glyph, space, title.
    private var contentColumns: Int {
        var columns = columnWidth(of: currentTitle ?? "")
        if currentImage != nil { columns += columns > 0 ? 2 : 1 }
        return columns
    }

    private var horizontalPadding: (leading: CGFloat, trailing: CGFloat) {
        guard let configuration else { return (0, 0) }
        return (configuration.contentInsets.leading, configuration.contentInsets.trailing)
    }

    open override var intrinsicContentSize: CGSize {
        let grid = CellGrid.current
        let padding = horizontalPadding
        return CGSize(width: CGFloat(contentColumns) * grid.cellWidth + padding.leading + padding.trailing, height: grid.cellHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let tint = drawingTint
        if let configuration {
            var background: UIColor.Components?
            switch configuration.style {
            case .plain: background = nil
            case .tinted: background = (configuration.baseBackgroundColor ?? tintColor.withAlphaComponent(0.2)).components()
            case .gray: background = (configuration.baseBackgroundColor ?? .systemFill).components()
            case .filled: background = (configuration.baseBackgroundColor ?? tintColor).components()
            }
            if var background {
                if !isEnabled || isHighlighted { background.alpha *= 0.5 }
                context.fill(bounds, color: background)
            }
        }
        var foreground = currentTitleColor.components()
        if !isEnabled || isHighlighted { foreground.alpha *= 0.5 }
        var attributes: CellAttributes = []
        if isFocused { attributes.insert(.inverse) }
        if titleLabel?.font.isBold == true { attributes.insert(.bold) }
        let columns = contentColumns
        let row = area.minRow + (area.height - 1) / 2
        var column = area.minColumn + max(0, (area.width - columns) / 2)
        if let image = currentImage {
            // One cell is too small for pixels: a symbol draws as its glyph, other images as a box.
            if let glyph = image.symbol?.glyph {
                context.drawText(String(glyph), column: column, row: row, color: image.drawsAsTemplate ? tint : foreground, attributes: attributes)
            } else {
                context.drawText("▣", column: column, row: row, color: foreground, attributes: attributes)
            }
            column += 1
            if let title = currentTitle, !title.isEmpty {
                context.drawText(" ", column: column, row: row, color: foreground, attributes: attributes)
                column += 1
            }
        }
        if let title = currentTitle, !title.isEmpty {
            context.drawText(title, column: column, row: row, color: foreground, attributes: attributes)
        }
    }
}
