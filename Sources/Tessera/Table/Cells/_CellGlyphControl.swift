import Foundation

/// One of a cell's built-in controls drawn as text: the disclosure chevron "›", the checkmark
/// "✓", the detail button "ⓘ", the editing controls "⊖" and "⊕" and the reorder grip "≡".
///
/// It is a control so a tap or click on it reaches its tap action (the detail button, the
/// editing control); controls without one ignore touches and let them reach the row.
@MainActor
final class _CellGlyphControl: UIControl {
    /// A run of characters in one colour; `nil` draws in the tint colour.
    struct Segment: Equatable {
        var text: String
        var color: UIColor?
    }

    /// The segments drawn, separated by one space, centred horizontally on the view's first row.
    var segments: [Segment] = [] {
        didSet {
            guard segments != oldValue else { return }
            shapedSegments = segments.map { ShapedText($0.text) }
            setNeedsDisplay()
        }
    }
    /// The segments' text shaped once, so drawing allocates nothing.
    private var shapedSegments: [ShapedText] = []

    /// Makes a control that calls `onTap` when tapped; without it, or while
    /// `isUserInteractionEnabled` is off, touches pass through to the row.
    init(onTap: (() -> Void)? = nil) {
        super.init(frame: .zero)
        isUserInteractionEnabled = onTap != nil
        if let onTap { addAction(UIAction { _ in onTap() }, for: .touchUpInside) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The columns the segments take.
    var columns: Int {
        shapedSegments.reduce(max(0, shapedSegments.count - 1)) { $0 + $1.width }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty else { return }
        let area = context.cells(for: bounds)
        var column = area.minColumn + max(0, (area.width - columns) / 2)
        for (segment, text) in zip(segments, shapedSegments) {
            context.drawText(text, column: column, row: area.minRow, color: (segment.color ?? tintColor).components(), attributes: [])
            column += text.width + 1
        }
    }
}
