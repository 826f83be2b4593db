import Foundation

/// Draws a view tree into a canvas: background, `draw(_:)`, then subviews, each clipped to its
/// clipping ancestors, with group opacity.
///
/// Transforms are composed on the way down, so every view costs O(1) plus what it draws.
/// Subtrees of a clipping view that lies outside the visible cells are skipped.
@MainActor
package struct Compositor {
    private let context: CGContext

    package init(columns: Int, rows: Int, grid: CellGrid = .current) {
        context = CGContext(canvas: Canvas(columns: columns, rows: rows), grid: grid)
    }

    /// The canvas drawn so far.
    package var canvas: Canvas { context.canvas }

    /// Draws `view` (normally a window) with its bounds mapped by `transform` to the canvas.
    package mutating func draw(_ view: UIView, transform: CGAffineTransform = .identity) {
        visit(view, transform: transform, clip: context.canvas.bounds, opacity: 1)
    }

    private func visit(_ view: UIView, transform: CGAffineTransform, clip: CellRect, opacity: CGFloat) {
        guard !view.isHidden, view.alpha > 0.001 else { return }
        let opacity = opacity * view.alpha
        let cells = context.grid.cells(covering: view.bounds.applying(transform))
        let ownClip = clip.intersection(cells)
        if view.clipsToBounds && ownClip.isEmpty { return }

        if !ownClip.isEmpty {
            context.configure(transform: transform, clip: ownClip, opacity: opacity)
            if let background = view.backgroundColor {
                context.fill(view.bounds, color: background.components())
            }
            UIGraphicsPushContext(context)
            view.draw(view.bounds)
            UIGraphicsPopContext()
        }

        let childClip = view.clipsToBounds ? ownClip : clip
        for subview in view.subviews {
            visit(subview, transform: subview.transformToSuperview.concatenating(transform), clip: childClip, opacity: opacity)
        }
    }
}
