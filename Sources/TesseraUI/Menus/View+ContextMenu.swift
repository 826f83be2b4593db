extension View {
    /// Adds a context menu to a view: a long press (or a right click in the terminal) shows
    /// the menu items (buttons, dividers, nested menus, toggles) at the press.
    ///
    /// On a `List` row, the list's table shows it, as UIKit's
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)` does.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a context menu with a custom preview. A terminal menu shows no preview: the
    /// preview is kept, and the menu shows as without one.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }
}

/// Puts its content in a view with a context menu interaction, and tells a list row it has
/// a context menu.
struct _ContextMenuModifier<MenuItems: View>: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let menuItems: MenuItems

    func _update(_ node: _ViewNode, content: any View) {
        let area = node.platformView as? _ContextMenuArea ?? _ContextMenuArea()
        node.platformView = area
        let items = menuItems
        area.makeMenu = { _MenuElements.menu(in: items) }
        area.isUserInteractionEnabled = node.environment.isEnabled
        area.applyVisibility(of: node.environment)
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let area = node.platformView as? _ContextMenuArea else { return node.childElements() }
        let elements = node.childElements()
        let content = elements.combined(by: VStackLayout())
        return [_ViewElement(area, .inside, content: content)]
    }

    func _apply(to traits: inout _ListRowTraits) {
        let items = menuItems
        traits.contextMenu = { _MenuElements.menu(in: items) }
    }
}

/// The view around content with a context menu: it holds the interaction, so a press on the
/// content or between its views shows the menu.
final class _ContextMenuArea: UIView, UIContextMenuInteractionDelegate {
    var makeMenu: () -> UIMenu = { UIMenu() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        // Inside a list row the table shows the row's menu.
        var ancestor = superview
        while let view = ancestor, !(view is UITableViewCell) { ancestor = view.superview }
        guard ancestor == nil else { return nil }
        let makeMenu = makeMenu
        return UIContextMenuConfiguration(actionProvider: { _ in makeMenu() })
    }
}
