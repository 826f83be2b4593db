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

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let isDestructive: Bool

    /// A role that indicates a destructive button: its label is red.
    public static let destructive = ButtonRole(isDestructive: true)
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(isDestructive: false)
}

extension Button: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let control = node.platformView as? _ButtonControl ?? _ButtonControl()
        node.platformView = control
        control.action = action
        control.isEnabled = node.environment.isEnabled
        var environment = node.environment
        if environment._foregroundColor == nil {
            environment._foregroundColor = role?.isDestructive == true ? .red : .accentColor
        }
        if !environment.isEnabled { environment._foregroundColor = Color(uiColor: .tertiaryLabel) }
        node.childEnvironment = environment
        node.updateChild(key: .body, view: label)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let control = node.platformView else { return node.childElements() }
        let elements = node.childElements()
        let content = elements.count == 1 ? elements[0] : _ContainerElement(layout: HStackLayout(), subviews: elements)
        return [_ControlElement(control: control, content: content)]
    }
}

/// The control under a button's label: a title-less `UIButton`, so that it runs the button's
/// action on a tap and, focused from the keyboard, on Return or Space, as UIKit buttons do.
final class _ButtonControl: UIButton {
    var action: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A control placed behind its content, covering it.
final class _ControlElement: _LayoutElement {
    private let control: UIView
    private let content: any _LayoutElement

    init(control: UIView, content: any _LayoutElement) {
        self.control = control
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        placement.add(control, frame: bounds)
        content.place(in: bounds, proposal: proposal, placement)
    }

    var layoutPriority: Double { content.layoutPriority }
    var spacing: ViewSpacing { content.spacing }
}
