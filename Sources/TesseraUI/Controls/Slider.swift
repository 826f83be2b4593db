/// A control for selecting a value from a bounded linear range of values.
///
///     Slider(value: $volume, in: 0...10, step: 1) { editing in isEditing = editing }
///
/// A `UISlider` as wide as it is offered, writing through its binding (rounded to `step` when
/// there is one); `onEditingChanged` hears `true` when a drag begins and `false` when it ends.
/// As on iOS, the label is for accessibility and is not drawn; the minimum and maximum value
/// labels are drawn at the ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            _SliderControlView(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void,
        minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label (for accessibility) to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a label (for accessibility) and a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    /// Creates a slider with labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with labels at its ends and a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }
}

/// The `UISlider` of a slider, writing through its binding.
struct _SliderControlView: View, _LeafView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let control = platformView(node) { _SliderControl() }
        control.minimumValue = Float(bounds.lowerBound)
        control.maximumValue = Float(bounds.upperBound)
        control.value = Float(value.wrappedValue)
        control.isEnabled = node.environment.isEnabled
        control.write = { [value, bounds, step] raw in
            var new = Double(raw)
            if let step, step > 0 { new = bounds.lowerBound + ((new - bounds.lowerBound) / step).rounded() * step }
            new = min(max(new, bounds.lowerBound), bounds.upperBound)
            if new != value.wrappedValue { value.wrappedValue = new }
        }
        control.editingChanged = onEditingChanged
    }

    /// As wide as offered: a slider is flexible along its stack; one row high.
    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let width = proposal.width.map { $0.isFinite ? $0 : 10 * CellGrid.current.cellWidth } ?? 10 * CellGrid.current.cellWidth
        return CGSize(width: width, height: CellGrid.current.cellHeight)
    }
}

/// A slider bound to a value, telling when a drag begins and ends.
final class _SliderControl: UISlider {
    var write: (Float) -> Void = { _ in }
    var editingChanged: (Bool) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self.map { $0.write($0.value) } }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        editingChanged(true)
        return super.beginTracking(touch, with: event)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        editingChanged(false)
    }
}
