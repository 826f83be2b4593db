import Foundation

extension UIView {
    /// How a view lays out its content when its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill
        case scaleAspectFit
        case scaleAspectFill
        case redraw
        case center
        case top
        case bottom
        case left
        case right
        case topLeft
        case topRight
        case bottomLeft
        case bottomRight
    }
}

extension UIView.ContentMode {
    /// Where content of `size` goes within `bounds`: an image view's image, or a kept drawing
    /// made for other bounds (as a layer's `contentsGravity` places its contents).
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func placed(_ size: CGSize, x: CGFloat, y: CGFloat) -> CGRect {
            CGRect(
                x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
                width: size.width, height: size.height)
        }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let scaleX = bounds.width / size.width
            let scaleY = bounds.height / size.height
            let scale = self == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            return placed(CGSize(width: size.width * scale, height: size.height * scale), x: 0.5, y: 0.5)
        case .center: return placed(size, x: 0.5, y: 0.5)
        case .top: return placed(size, x: 0.5, y: 0)
        case .bottom: return placed(size, x: 0.5, y: 1)
        case .left: return placed(size, x: 0, y: 0.5)
        case .right: return placed(size, x: 1, y: 0.5)
        case .topLeft: return placed(size, x: 0, y: 0)
        case .topRight: return placed(size, x: 1, y: 0)
        case .bottomLeft: return placed(size, x: 0, y: 1)
        case .bottomRight: return placed(size, x: 1, y: 1)
        }
    }
}
