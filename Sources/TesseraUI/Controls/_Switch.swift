/// The switch of a toggle: a `UISwitch` that writes through the binding.
struct _Switch: View, _LeafView {
    @Binding var isOn: Bool

    var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let control = platformView(node) { _SwitchControl() }
        control.isOn = isOn
        control.isEnabled = node.environment.isEnabled
        control.binding = $isOn
        control.onTintColor = node.environment._tint?.uiColor
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        node.platformView?.sizeThatFits(.zero) ?? .zero
    }
}
