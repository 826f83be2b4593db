/// A view that shows the progress toward completion of a task.
///
/// A determinate progress view is a bar as wide as it is offered and one row tall, filled in
/// the tint colour in proportion to its value; its label, if any, sits above it. An
/// indeterminate one (no value) is a spinner, a `UIActivityIndicatorView`: one cell turning
/// on the window's animation clock while it is on screen, redrawing only itself (no body is
/// evaluated again); tinted by `.tint`.
public struct ProgressView<Label: View>: View {
    let label: Label?
    let fraction: Double?

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let label { label }
            _ProgressBar(fraction: fraction)
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// Creates a progress view for showing indeterminate progress.
    public init() {
        self.init(label: nil, fraction: nil)
    }

    /// Creates a progress view for showing determinate progress (an indeterminate one when
    /// `value` is `nil`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, fraction: value.map { Self.fraction($0, of: total) })
    }
}

extension ProgressView where Label == Text {
    /// Creates a progress view for showing determinate progress that generates its label
    /// from a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), fraction: value.map { Self.fraction($0, of: total) })
    }

    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a localized string.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), fraction: nil)
    }
}

extension ProgressView {
    /// The completed fraction, clamped to 0…1 (a non-positive total counts as none done).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, of total: V) -> Double {
        guard total > 0 else { return 0 }
        return min(1, max(0, Double(value / total)))
    }
}

/// The bar of a determinate progress view, or the spinner of an indeterminate one.
struct _ProgressBar: View, _LeafView {
    let fraction: Double?

    var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        guard let fraction else {
            let spinner = platformView(node) { _ProgressSpinner(style: .medium) }
            spinner.color = node.environment._tint?.uiColor
            return
        }
        let bar = platformView(node) { _ProgressBarView() }
        bar.fraction = fraction
        bar.tint = (node.environment._tint ?? .accentColor).uiColor
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let grid = CellGrid.current
        guard fraction != nil else { return CGSize(width: grid.cellWidth, height: grid.cellHeight) }
        return CGSize(width: proposal.width ?? grid.cellWidth * 10, height: grid.cellHeight)
    }
}

/// An indeterminate progress view's spinner: always turning, shown while it is placed.
final class _ProgressSpinner: UIActivityIndicatorView {
    override init(style: Style) {
        super.init(style: style)
        hidesWhenStopped = false
        startAnimating()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Draws a progress bar: a track and a fill view.
final class _ProgressBarView: UIView {
    private let fill = UIView()

    var fraction: Double = 0 {
        didSet { setNeedsLayout() }
    }

    var tint: UIColor = .systemBlue {
        didSet { fill.backgroundColor = tint }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .systemFill
        addSubview(fill)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height)
    }
}
