import Foundation

/// The view `snapshotView(afterScreenUpdates:)` returns: it draws cells captured from another
/// view, stretched to its own cells (the cap insets keeping their size), and nothing else.
/// The captured view can change or go away; the snapshot keeps showing what it showed.
@MainActor
final class _SnapshotView: UIView {
    private let picture: Canvas
    private let capInsets: _CellInsets

    init(picture: Canvas, size: CGSize, capInsets: _CellInsets = .zero) {
        self.picture = picture
        self.capInsets = capInsets
        super.init(frame: CGRect(origin: .zero, size: size))
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("_SnapshotView is created by snapshotView(afterScreenUpdates:) only")
    }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.drawPicture(picture, in: bounds, capInsets: capInsets)
    }
}
