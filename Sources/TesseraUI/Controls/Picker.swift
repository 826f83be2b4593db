/// A control for selecting from a set of mutually exclusive values.
///
///     Picker("Flavor", selection: $flavor) {
///         Text("Chocolate").tag(Flavor.chocolate)
///         Text("Vanilla").tag(Flavor.vanilla)
///     }
///
/// The options are the content's views, each selecting its tag (or, in a `ForEach`, its
/// identifier when that is of the selection's type); an option's title is the first text it
/// shows. The options' views are descriptions: only the control is drawn (see
/// ``PickerStyle``).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker with a label view (iOS 13's form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChildren([(.body, content), (.secondary(0), label)])
        let options = node.children[0].contentViewNodes().map { option in
            _PickerOption(
                title: option.node.firstText() ?? "",
                tag: option.node.tag(as: SelectionValue.self) ?? option.element?.base as? SelectionValue)
        }
        let selection = selection
        var inlineRows: _InlinePickerRows?
        node.track {
            let selected = options.firstIndex { $0.tag == selection.wrappedValue }
            let select: (Int) -> Void = { index in
                if let tag = options[index].tag { selection.wrappedValue = tag }
            }
            switch node.environment._pickerStyle {
            case .segmented:
                let control = node.platformView as? _SegmentedPicker ?? _SegmentedPicker()
                node.platformView = control
                control.configure(titles: options.map(\.title), selected: selected, select: select)
            case .menu:
                let control = node.platformView as? _MenuPicker ?? _MenuPicker()
                node.platformView = control
                control.configure(titles: options.map(\.title), selected: selected, select: select)
            case .inline:
                node.platformView = nil
                inlineRows = _InlinePickerRows(titles: options.map(\.title), selected: selected, select: select)
            case .wheel:
                let control = node.platformView as? _WheelPicker ?? _WheelPicker()
                node.platformView = control
                control.configure(titles: options.map(\.title), selected: selected, select: select)
            }
            node.platformView?.applyVisibility(of: node.environment)
            (node.platformView as? UIControl)?.isEnabled = node.environment.isEnabled
        }
        // An inline picker's rows are views: updated outside the picker's own tracking, so
        // what their bodies read invalidates only them.
        if let inlineRows {
            node.updateChildren([(.body, content), (.secondary(0), label), (.secondary(1), inlineRows)])
        } else if node.children.count > 2 {
            node.updateChildren([(.body, content), (.secondary(0), label)])
        }
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        if node.children.count > 2 { return node.children[2].layoutElements() }
        guard let control = node.platformView else { return [] }
        return [_PickerElement(control: control, fillsWidth: control is _SegmentedPicker || control is _WheelPicker)]
    }
}

/// One option of a picker: its title and the value it selects.
struct _PickerOption<SelectionValue: Hashable> {
    let title: String
    let tag: SelectionValue?
}

/// A segmented picker's control.
final class _SegmentedPicker: UISegmentedControl {
    private var select: (Int) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self.map { $0.select($0.selectedSegmentIndex) } }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(titles: [String], selected: Int?, select: @escaping (Int) -> Void) {
        self.select = select
        if (0..<numberOfSegments).map({ titleForSegment(at: $0) ?? "" }) != titles {
            removeAllSegments()
            for (index, title) in titles.enumerated() { insertSegment(withTitle: title, at: index, animated: false) }
        }
        let index = selected ?? UISegmentedControl.noSegment
        if selectedSegmentIndex != index { selectedSegmentIndex = index }
    }
}

/// A menu picker's control: a button showing the selection, whose menu (shown on a tap)
/// lists the options with a check mark on the selected one.
final class _MenuPicker: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        showsMenuAsPrimaryAction = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(titles: [String], selected: Int?, select: @escaping (Int) -> Void) {
        setTitle(selected.map { titles[$0] } ?? "", for: .normal)
        menu = UIMenu(
            children: titles.enumerated().map { index, title in
                UIAction(title: title, state: index == selected ? .on : .off) { _ in select(index) }
            })
    }
}

/// A picker's element: its control at its natural size (a segmented or wheel control as wide
/// as it is offered).
final class _PickerElement: _LayoutElement {
    private let control: UIView
    private let fillsWidth: Bool

    init(control: UIView, fillsWidth: Bool) {
        self.control = control
        self.fillsWidth = fillsWidth
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural = control.sizeThatFits(.zero)
        guard fillsWidth, let width = proposal.width, width.isFinite else { return natural }
        return CGSize(width: max(width, 0), height: natural.height)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        placement.add(control, frame: bounds)
    }
}
