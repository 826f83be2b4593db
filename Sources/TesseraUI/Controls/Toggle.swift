/// A control that toggles between on and off states.
///
/// As on iOS, the label is on the leading side and the switch on the trailing side of the
/// width offered; a tap on the switch flips the bound value.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            _Switch(isOn: $isOn)
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch of a toggle: a `UISwitch` that writes through the binding.
struct _Switch: View, _LeafView {
    @Binding var isOn: Bool

    var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let control = platformView(node) { _SwitchControl() }
        control.isOn = isOn
        control.isEnabled = node.environment.isEnabled
        control.binding = $isOn
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        node.platformView?.sizeThatFits(.zero) ?? .zero
    }
}

/// A switch bound to a toggle's value.
final class _SwitchControl: UISwitch {
    var binding: Binding<Bool>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self.map { $0.binding?.wrappedValue = $0.isOn } }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
