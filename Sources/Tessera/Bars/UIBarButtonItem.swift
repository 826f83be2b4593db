import Foundation

/// A button in a navigation bar or toolbar.
///
/// System items (`.edit`, `.done`, `.add`, `.cancel`, …) carry UIKit's titles and styles.
/// Swift on Linux has no `#selector`, so the target-action form takes a method reference
/// instead: `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ContactsViewController.addContact)`
/// in place of `action: #selector(addContact)`. The target is held weakly, as in UIKit.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// How the item is drawn: `.done` is bold.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// UIKit's system items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// The text a terminal shows for the item.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .compose: "✎"
            case .reply: "↩"
            case .action: "⇪"
            case .organize: "▤"
            case .bookmarks: "☰"
            case .search: "⌕"
            case .refresh: "↻"
            case .stop, .close: "✕"
            case .camera: "◉"
            case .trash: "🗑"
            case .play: "▶"
            case .pause: "⏸"
            case .rewind: "⏪"
            case .fastForward: "⏩"
            case .undo: "Undo"
            case .redo: "Redo"
            case .flexibleSpace, .fixedSpace: ""
            }
        }
    }

    /// The title shown.
    open var title: String? {
        didSet { changed() }
    }

    /// The image shown when there is no title.
    open var image: UIImage? {
        didSet { changed() }
    }

    open var style: Style = .plain {
        didSet { changed() }
    }

    open var isEnabled = true {
        didSet { changed() }
    }

    /// The colour of the item; the bar's tint when `nil`.
    open var tintColor: UIColor? {
        didSet { changed() }
    }

    open var tag = 0

    /// A view shown instead of the title.
    open var customView: UIView?

    /// The width of a fixed space, in points (other items size to their title).
    open var width: CGFloat = 0 {
        didSet { changed() }
    }

    /// A space that shares a toolbar's leftover width with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The system item the button was made as.
    public let systemItem: SystemItem?

    /// What a tap does.
    var handler: (@MainActor (UIBarButtonItem) -> Void)?

    /// The bar showing the item, told when it changes.
    weak var bar: UIView?

    public override init() {
        systemItem = nil
        super.init()
    }

    public init(barButtonSystemItem systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    public convenience init(image: UIImage?, style: Style) {
        self.init()
        self.image = image
        self.style = style
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    // MARK: Actions

    /// The action a tap performs (iOS 14's form, no target needed).
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction else { return }
            if title == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
            if image == nil { image = primaryAction.image }
            handler = { [primaryAction] item in primaryAction.perform(sender: item) }
        }
    }

    /// A system item that performs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.menu = menu
        setPrimaryAction(primaryAction)
    }

    /// An item showing a title or image that performs `primaryAction`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        setPrimaryAction(primaryAction)
    }

    /// The item's menu: a tap shows it when the item has no primary action or target.
    open var menu: UIMenu?

    private func setPrimaryAction(_ action: UIAction?) {
        primaryAction = action
    }

    // MARK: Target-action with method references

    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// Sets the action to a method of `target`, held weakly.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        handler = { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// Sets the action to a method of `target` taking the item, held weakly.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        handler = { [weak target] item in
            if let target { action(target)(item) }
        }
    }

    /// Performs the item's action, as a tap on `bar` at `frame` (bar coordinates) does;
    /// nothing when disabled. An item with a menu and no action shows the menu there.
    func perform(from bar: UIView? = nil, frame: CGRect = .zero) {
        guard isEnabled else { return }
        if handler == nil, let menu, let bar {
            _MenuController.show(menu, from: bar, anchor: frame, sender: self)
            return
        }
        handler?(self)
    }

    /// The text a bar draws for the item.
    var displayTitle: String {
        if let title, !title.isEmpty { return title }
        if let image, let glyph = image.symbol?.glyph { return String(glyph) }
        return image == nil ? "" : "▣"
    }

    /// Edit ⇄ Done, for `editButtonItem`.
    func updateForEditing(_ editing: Bool) {
        title = editing ? SystemItem.done.title : SystemItem.edit.title
        style = editing ? .done : .plain
    }

    private func changed() {
        bar?.setNeedsLayout()
        bar?.setNeedsDisplay()
    }
}
