import Foundation

/// Zooming: scaling the view for zooming and the content size, by pinch or in code.
///
/// A pinch zooms about its centre (the content under it stays under it), with
/// `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom(_:)` for each step and
/// `scrollViewDidEndZooming(_:with:atScale:)`. With `bouncesZoom` it may overshoot the limits,
/// resisting more the further it goes, and springs back to the limit over a quarter second
/// on the window's clock when it ends.
extension UIScrollView {
    /// How long animated zooms and the spring back to a limit take, in seconds.
    static let zoomAnimationDuration: TimeInterval = 0.25

    func zoomScaleWithinLimits(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// The scale a pinch reaches: past a limit, only the square root of the overshoot counts
    /// with `bouncesZoom`; none of it without.
    private func pinchedZoomScale(_ scale: CGFloat) -> CGFloat {
        let limit = zoomScaleWithinLimits(scale)
        guard bouncesZoom, limit > 0, scale != limit else { return limit }
        return limit * (scale / limit).squareRoot()
    }

    /// Scales `view` and the content to `scale`; with `anchor` (a point in the bounds, in
    /// content coordinates) the content under it stays under it.
    func applyZoomScale(_ scale: CGFloat, to view: UIView, anchor: CGPoint?) {
        let old = storedZoomScale
        let base = unzoomedContentSize ?? CGSize(width: contentSize.width / old, height: contentSize.height / old)
        unzoomedContentSize = base
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        // A transformed view's frame is undefined in UIKit: place it by its centre.
        view.center = CGPoint(x: view.bounds.width * scale / 2, y: view.bounds.height * scale / 2)
        contentSize = CGSize(width: base.width * scale, height: base.height * scale)
        if let anchor {
            contentOffset = clamped(offset(keeping: anchor, from: old, to: scale))
        }
        delegate?.scrollViewDidZoom(self)
    }

    /// The offset that keeps the content at `anchor` in place when the scale goes from `old` to `new`.
    private func offset(keeping anchor: CGPoint, from old: CGFloat, to new: CGFloat) -> CGPoint {
        let factor = new / old
        return CGPoint(x: anchor.x * factor - (anchor.x - contentOffset.x), y: anchor.y * factor - (anchor.y - contentOffset.y))
    }

    /// `offset` within the range the content will have at `scale`.
    private func clamped(_ offset: CGPoint, atScale scale: CGFloat) -> CGPoint {
        let base = unzoomedContentSize ?? CGSize(width: contentSize.width / storedZoomScale, height: contentSize.height / storedZoomScale)
        let range = offsetRange(for: CGSize(width: base.width * scale, height: base.height * scale))
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Zooms to `scale`, moving the offset to `offset` (clamped; unchanged when `nil`), then
    /// reports the end of the zoom. Animated zooms run on the window's clock.
    func animateZoom(of view: UIView, to scale: CGFloat, offset target: CGPoint?, animated: Bool) {
        window?.animationClock.cancel("zoom", for: self)
        let endOffset = target.map { clamped($0, atScale: scale) }
        guard animated, let clock = window?.animationClock else {
            applyZoomScale(scale, to: view, anchor: nil)
            if let endOffset { contentOffset = endOffset }
            endZoom(of: view, atScale: scale)
            return
        }
        let startScale = storedZoomScale
        let startOffset = contentOffset
        let startTime = clock.startTime()
        clock.run("zoom", for: self) { [weak self, weak view] now in
            guard let self, let view else { return false }
            let t = min(1, (now - startTime) / Self.zoomAnimationDuration)
            let eased = 1 - pow(1 - t, 3)
            self.applyZoomScale(t >= 1 ? scale : startScale + (scale - startScale) * eased, to: view, anchor: nil)
            if let endOffset {
                self.contentOffset = t >= 1 ? endOffset : CGPoint(
                    x: startOffset.x + (endOffset.x - startOffset.x) * eased, y: startOffset.y + (endOffset.y - startOffset.y) * eased)
            }
            if t >= 1 {
                self.endZoom(of: view, atScale: scale)
                return false
            }
            return true
        }
    }

    private func endZoom(of view: UIView, atScale scale: CGFloat) {
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }

    /// The action of `pinchGestureRecognizer`.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let anchor = pinch.location(in: self)
        switch pinch.state {
        case .began:
            stopMotion()
            window?.animationClock.cancel("zoom", for: self)
            isZoomBouncing = false
            pinchStartScale = storedZoomScale
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoomScale(pinchedZoomScale(pinchStartScale * pinch.scale), to: view, anchor: anchor)
        case .changed:
            applyZoomScale(pinchedZoomScale(pinchStartScale * pinch.scale), to: view, anchor: anchor)
        case .ended, .cancelled:
            isZooming = false
            let limit = zoomScaleWithinLimits(storedZoomScale)
            if limit == storedZoomScale {
                endZoom(of: view, atScale: limit)
            } else {
                isZoomBouncing = true
                animateZoom(of: view, to: limit, offset: offset(keeping: anchor, from: storedZoomScale, to: limit), animated: true)
            }
        case .possible, .failed:
            break
        }
    }
}
