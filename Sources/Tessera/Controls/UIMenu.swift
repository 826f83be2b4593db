import Foundation

/// A titled group of actions and submenus, as attached to a button (`UIButton.menu`), a
/// bar button item or a context menu configuration.
///
/// Tessera shows it as a bordered box of rows above everything (see `_MenuController`).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// An identifier of a menu.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear inline in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is shown as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child action can be on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children appear as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the children are shown.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The elements of the menu and its submenus that are on, in order: what a pop-up menu
    /// (a cell's `.popUpMenu` accessory, a button that `changesSelectionAsPrimaryAction`) has
    /// selected.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            return (child as? UIMenu)?.selectedElements ?? []
        }
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The child action with `identifier`, searching submenus too.
    func action(identifiedBy identifier: UIAction.Identifier) -> UIAction? {
        for child in children {
            if let action = child as? UIAction, action.identifier == identifier { return action }
            if let menu = child as? UIMenu, let action = menu.action(identifiedBy: identifier) { return action }
        }
        return nil
    }
}
