import Foundation

/// Snapshots: what a view shows, captured as cells.
///
/// A snapshot holds the cells the view and its subviews cover where the view is on screen now
/// (its presented position while it animates), drawn from the view alone: cells it leaves
/// blank stay transparent, so what is behind the snapshot view shows through. It keeps
/// showing them however the view changes afterwards. Transitions capture a view's old
/// appearance the same way.
extension UIView {
    /// Returns a view that shows what this view shows now, sized like its bounds.
    ///
    /// As in UIKit, a view that is in no window has not been rendered, so its snapshot shows
    /// nothing.
    ///
    /// - Parameter afterUpdates: `true` lays out pending changes before capturing; `false`
    ///   captures the views as they stand.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// Returns a view that shows what `rect` of this view (in its bounds coordinates) shows
    /// now, sized like `rect`. When the snapshot view is resized, the cells within
    /// `capInsets` of its edges keep their size and the middle stretches.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let picture = window == nil ? Canvas(columns: 0, rows: 0) : picture(of: rect, afterScreenUpdates: afterUpdates)
        return _SnapshotView(picture: picture, size: rect.size, capInsets: _CellInsets(capInsets, grid: .current))
    }

    /// Draws what this view and its subviews show into `rect` of the current graphics context
    /// (inside `draw(_:)`), stretched to it; returns `false` when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        context.drawPicture(picture(afterScreenUpdates: afterUpdates), in: rect)
        return true
    }

    /// The cells `rect` (in bounds coordinates; the bounds on screen by default) covers where
    /// the view is on screen now, drawn from this view and its subviews alone.
    ///
    /// - Complexity: O(the cells covered) plus what the views draw.
    func picture(of rect: CGRect? = nil, afterScreenUpdates: Bool) -> Canvas {
        // The transform from the bounds to the root's coordinates, which the root draws in.
        var transform = CGAffineTransform.identity
        var root = self
        while let superview = root.superview {
            transform = transform.concatenating(root.presentedTransformToSuperview)
            root = superview
        }
        if afterScreenUpdates && (root.needsLayout || root.descendantNeedsLayout) {
            root.layoutIfNeeded()
            return picture(of: rect, afterScreenUpdates: false)
        }
        let area = rect ?? (activeAnimations.isEmpty ? bounds : presentedBounds)
        return Compositor.picture(of: self, covering: area, transform: transform)
    }
}
