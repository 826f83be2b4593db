/// A control for presenting a menu of actions.
///
///     Menu("Actions") {
///         Button("Duplicate", action: duplicate)
///         Button("Rename", action: rename)
///         Divider()
///         Menu("Copy") {
///             Button("Copy", action: copy)
///             Button("Copy Formatted", action: copyFormatted)
///         }
///         Button("Delete", role: .destructive, action: delete)
///     }
///
/// A tap (or Return on the focused control) shows the menu under the label; with a
/// `primaryAction`, a tap performs it and a long press (or a right click) shows the menu.
/// The content is read as descriptions (see `_MenuElements`): buttons, dividers, nested
/// menus and toggles. Inside another menu, a `Menu` is a submenu titled with its label.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public var body: Never { _primitiveBody() }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a primary action that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let control = node.platformView as? _MenuControl ?? _MenuControl()
        node.platformView = control
        control.primaryActionHandler = primaryAction
        control.showsMenuAsPrimaryAction = primaryAction == nil
        control.menu = _MenuElements.menu(in: content)
        control.isEnabled = node.environment.isEnabled
        control.applyVisibility(of: node.environment)
        var environment = node.environment
        if environment._foregroundColor == nil { environment._foregroundColor = environment._tint ?? .accentColor }
        if !environment.isEnabled { environment._foregroundColor = Color(uiColor: .tertiaryLabel) }
        node.childEnvironment = environment
        node.updateChild(key: .body, view: label)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let control = node.platformView else { return node.childElements() }
        let elements = node.childElements()
        let content = elements.combined(by: HStackLayout())
        return [_ViewElement(control, .behind, content: content)]
    }
}

extension Menu: _MenuItemValue {
    /// Inside another menu: a submenu titled with the label.
    var _menuElement: UIMenuElement {
        UIMenu(title: _firstText(in: label) ?? "", image: _firstSymbol(in: label).flatMap { UIImage(systemName: $0) }, children: _MenuElements.elements(in: content))
    }
}

/// The control under a menu's label: a title-less button that shows the menu, or performs the
/// primary action when there is one.
final class _MenuControl: UIButton {
    var primaryActionHandler: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.primaryActionHandler?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
