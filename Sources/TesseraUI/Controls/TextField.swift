/// A control that displays an editable text interface.
///
/// It is a `UITextField` that writes each edit through its binding; its title is the
/// placeholder, as in iOS's default style. It takes the width it is offered and one row.
/// Return runs the actions set by `onSubmit(of:_:)`.
public struct TextField<Label: View>: View {
    @Binding var text: String
    let placeholder: String
    let isSecure: Bool
    let label: Label

    public var body: Never { _primitiveBody() }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// Creates a text field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let title = Text(titleKey)
        self.init(text: text, placeholder: (prompt ?? title)._plainText, isSecure: false, label: title)
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), isSecure: false, label: Text(title))
    }

    /// Creates a text field with a text label generated from a title string and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt?._plainText ?? String(title), isSecure: false, label: Text(title))
    }
}

extension TextField {
    /// Creates a text field with a prompt and a label (the label is not shown in the default
    /// style, as on iOS).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt?._plainText ?? "", isSecure: false, label: label())
    }
}

/// A control into which people securely enter private text: a text field that shows dots.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        field = TextField(text: text, placeholder: title._plainText, isSecure: true, label: title)
    }

    /// Creates a secure field with a prompt generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, placeholder: String(title), isSecure: true, label: Text(title))
    }
}

extension TextField: _LeafView {
    func _updatePlatformView(_ node: _ViewNode) {
        let field = platformView(node) { _TextFieldControl() }
        field.binding = $text
        field.onSubmit = node.environment._submitAction
        if field.text != text { field.text = text }
        if field.placeholder != placeholder { field.placeholder = placeholder }
        if field.isSecureTextEntry != isSecure { field.isSecureTextEntry = isSecure }
        field.isEnabled = node.environment.isEnabled
        field.focus = node.environment._focusBinding
        field.wantsFocus = field.focus?.isFocused() ?? false
        field.applyFocus()
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let natural = node.platformView?.intrinsicContentSize ?? .zero
        return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
}

/// A text field that writes its edits through a binding and submits on Return.
final class _TextFieldControl: UITextField {
    var binding: Binding<String>?
    var onSubmit: (() -> Void)?
    /// The focus state the field is bound to (`focused(_:equals:)`), if any.
    var focus: _FocusBinding?
    /// Whether the focus state says the field has focus.
    var wantsFocus = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self.map { $0.binding?.wrappedValue = $0.text ?? "" } }, for: .editingChanged)
        addAction(UIAction { [weak self] _ in self?.onSubmit?() }, for: .primaryActionTriggered)
        addAction(UIAction { [weak self] _ in self?.focus?.didFocus() }, for: .editingDidBegin)
        addAction(UIAction { [weak self] _ in self?.focus?.didUnfocus() }, for: .editingDidEnd)
    }

    /// Takes or gives up focus as the focus state says, once the field is in a window.
    func applyFocus() {
        guard focus != nil, window != nil else { return }
        if wantsFocus, !isFirstResponder {
            _ = becomeFirstResponder()
        } else if !wantsFocus, isFirstResponder {
            _ = resignFirstResponder()
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        applyFocus()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
