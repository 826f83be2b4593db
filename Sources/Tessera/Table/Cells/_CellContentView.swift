import Foundation

/// The plain content view of a cell: lays out the cell's built-in labels and image whenever
/// it lays out, so a new text or image (which asks the label's superview for layout) moves
/// them without the cell itself being laid out again.
@MainActor
final class _CellContentView: UIView {
    /// Lays out the built-in content in this view's bounds.
    var layoutBuiltInContent: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutBuiltInContent?()
    }
}
