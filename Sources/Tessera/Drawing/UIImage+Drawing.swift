import Foundation

/// Drawing an image into the current graphics context, through the same rasteriser as paths:
/// smoothly resampled into a bitmap, or into a view's sub-cell pixels.
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point`, with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched over `rect`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image stretched over `rect`, with `blendMode` and `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        MainActor.assumeIsolated {
            UIGraphicsGetCurrentContext()?.rasterise(bitmap, in: rect, blendMode: blendMode, alpha: alpha)
        }
    }

    /// Tiles `rect` with the image at its size, starting at the context's origin.
    public func drawAsPattern(in rect: CGRect) {
        MainActor.assumeIsolated { UIGraphicsGetCurrentContext()?.tile(self, over: rect) }
    }
}

extension CGContext {
    /// Tiles `rect` (user space) with `image` at its size, from the origin.
    ///
    /// - Complexity: O(tiles) rasterisations.
    func tile(_ image: UIImage, over rect: CGRect) {
        let size = image.size
        guard size.width > 0, size.height > 0, !rect.isNull, !rect.isEmpty else { return }
        saveGState()
        clip(to: rect)
        let r = rect.standardized
        var y = (r.minY / size.height).rounded(.down) * size.height
        while y < r.maxY {
            var x = (r.minX / size.width).rounded(.down) * size.width
            while x < r.maxX {
                rasterise(image.bitmap, in: CGRect(x: x, y: y, width: size.width, height: size.height), blendMode: .normal, alpha: 1)
                x += size.width
            }
            y += size.height
        }
        restoreGState()
    }
}
