import Foundation

/// A list cell's reorder accessory, "≡": dragging it moves the cell's item through the
/// collection view's interactive movement, which asks the data source (a diffable data
/// source's `reorderingHandlers`) whether and where it may go.
@MainActor
final class _ReorderGripControl: UIView {
    var color: UIColor = .systemGray {
        didSet { setNeedsDisplay() }
    }

    private static let grip = ShapedText("≡")

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        context.drawText(Self.grip, column: area.minColumn, row: area.minRow, color: color.components(), attributes: [])
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell = superview as? UICollectionViewCell, let collectionView = enclosingCollectionView,
            let indexPath = collectionView.indexPath(for: cell)
        else { return }
        _ = collectionView.beginInteractiveMovementForItem(at: indexPath)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let collectionView = enclosingCollectionView else { return }
        collectionView.updateInteractiveMovementTargetPosition(touch.location(in: collectionView))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        enclosingCollectionView?.endInteractiveMovement()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        enclosingCollectionView?.cancelInteractiveMovement()
    }

    /// The collection view the grip is in, even while its cell moves.
    private var enclosingCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }
}
