import Foundation

/// A split view controller's view: lays out the columns and the separators between them,
/// and focuses the column a person clicks in.
@MainActor
final class _SplitContainerView: UIView {
    weak var controller: UISplitViewController?
    private var separators: [_SplitSeparatorView] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns(in: self)
    }

    /// Places one separator per frame, making or removing separators as needed.
    func setSeparators(_ frames: [CGRect]) {
        while separators.count > frames.count { separators.removeLast().removeFromSuperview() }
        while separators.count < frames.count {
            let separator = _SplitSeparatorView(frame: .zero)
            addSubview(separator)
            separators.append(separator)
        }
        for (separator, frame) in zip(separators, frames) where separator.frame != frame { separator.frame = frame }
    }

    func bringSeparatorsToFront() {
        for separator in separators { bringSubviewToFront(separator) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        // Tessera hit-tests once per touch-down (and wheel notch): the column under it takes focus.
        if hit != nil { controller?.focusColumn(at: point) }
        return hit
    }
}
