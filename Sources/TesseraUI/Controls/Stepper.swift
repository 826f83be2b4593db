/// A control that performs increment and decrement actions.
///
/// As on iOS, the label is on the leading side and the `UIStepper` on the trailing side of
/// the width offered.
public struct Stepper<Label: View>: View {
    let label: Label
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double

    public var body: some View {
        HStack {
            label
            Spacer()
            _StepperControlView(value: value, bounds: bounds, step: step)
        }
    }
}

extension Stepper {
    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(
            label: label(),
            value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue }),
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step))
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        // Unbounded: as far as a Double counts integers exactly.
        self.init(
            label: label(),
            value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue }),
            bounds: -9_007_199_254_740_992...9_007_199_254_740_992, step: Double(step))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, step: step) { Text(titleKey) }
    }
}

/// The `UIStepper` of a stepper, writing through its binding.
struct _StepperControlView: View, _LeafView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double

    var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let control = platformView(node) { _StepperControl() }
        // Bounds first, so that the value is not clamped to the old ones.
        control.minimumValue = bounds.lowerBound
        control.maximumValue = bounds.upperBound
        control.stepValue = step
        control.value = value.wrappedValue
        control.isEnabled = node.environment.isEnabled
        control.binding = value
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        node.platformView?.sizeThatFits(.zero) ?? .zero
    }
}

/// A stepper bound to a value.
final class _StepperControl: UIStepper {
    var binding: Binding<Double>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self.map { $0.binding?.wrappedValue = $0.value } }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
