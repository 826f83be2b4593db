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
