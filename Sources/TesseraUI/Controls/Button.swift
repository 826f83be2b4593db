/// A control that initiates an action.
///
/// The label is drawn in the accent colour (dimmed when disabled), over a control that
/// covers it: a tap on the label runs the action.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: Never { _primitiveBody() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let control = node.platformView as? _ButtonControl ?? _ButtonControl()
        node.platformView = control
        control.action = action
        control.isEnabled = node.environment.isEnabled
        control.applyVisibility(of: node.environment)
        var environment = node.environment
        if environment._foregroundColor == nil {
            environment._foregroundColor = role?.isDestructive == true ? .red : environment._tint ?? .accentColor
        }
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
