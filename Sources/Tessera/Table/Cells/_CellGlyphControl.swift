import Foundation

/// One of a cell's built-in controls drawn as text: the disclosure chevron "›", the checkmark
/// "✓", the detail button "ⓘ", the editing controls "⊖" and "⊕" and the reorder grip "≡".
///
/// It is a control so a tap or click on it reaches `onTap` (the accessory button, the editing
/// control); controls without an action ignore touches and let them reach the row.
@MainActor
final class _CellGlyphControl: UIControl {
    /// A run of characters in one colour; `nil` draws in the tint colour.
    struct Segment: Equatable {
        var text: String
        var color: UIColor?
    }

    /// The segments drawn, separated by one space, centred horizontally on the view's first row.
    var segments: [Segment] = [] {
        didSet { if segments != oldValue { setNeedsDisplay() } }
    }

    /// What a tap does; `nil` makes the control transparent to touches.
    var onTap: (() -> Void)? {
        didSet { isUserInteractionEnabled = onTap != nil }
    }

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addAction(UIAction { [unowned self] _ in onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The columns the segments take.
    var columns: Int {
        segments.reduce(max(0, segments.count - 1)) { $0 + ShapedText($1.text).width }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty else { return }
        let area = context.cells(for: bounds)
        var column = area.minColumn + max(0, (area.width - columns) / 2)
        for segment in segments {
            let text = ShapedText(segment.text)
            context.drawText(text, column: column, row: area.minRow, color: (segment.color ?? tintColor).components(), attributes: [])
            column += text.width + 1
        }
    }
}
