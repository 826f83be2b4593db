import Foundation

/// Draws a view tree into a canvas: background, `draw(_:)`, subviews, then the layer's border,
/// each clipped to its clipping ancestors, with group opacity. A layer's `cornerRadius` rounds
/// the background and, with `masksToBounds`, clips the contents and subviews (the innermost
/// rounded clip applies).
///
/// Transforms are composed on the way down, so every view costs O(1) plus what it draws.
/// Subtrees of a clipping view that lies outside the visible cells are skipped.
@MainActor
struct Compositor {
    private let context: CGContext

    init(columns: Int, rows: Int, grid: CellGrid = .current) {
        context = CGContext(canvas: Canvas(columns: columns, rows: rows), grid: grid)
    }

    /// The canvas drawn so far.
    var canvas: Canvas { context.canvas }

    /// Draws `view` (normally a window) with its bounds mapped by `transform` to the canvas.
    mutating func draw(_ view: UIView, transform: CGAffineTransform = .identity) {
        visit(view, transform: transform, clip: context.canvas.bounds, roundedClip: nil, opacity: 1)
    }

    private func visit(_ view: UIView, transform: CGAffineTransform, clip: CellRect, roundedClip: RoundedRect?, opacity: CGFloat) {
        guard !view.isHidden, view.alpha > 0.001 else { return }
        let opacity = opacity * view.alpha
        let frame = view.bounds.applying(transform)
        let cells = context.grid.cells(covering: frame)
        let ownClip = clip.intersection(cells)
        if view.clipsToBounds && ownClip.isEmpty { return }
        let layer = view.loadedLayer
        // Rounded on the pixels the view covers, so that both sides round alike.
        let corners = (layer?.cornerRadius ?? 0) > 0
            ? RoundedRect(rect: context.grid.pixelAligned(frame), radius: layer!.cornerRadius) : nil
        let contentClip = view.clipsToBounds ? corners ?? roundedClip : roundedClip

        if !ownClip.isEmpty {
            context.configure(transform: transform, clip: ownClip, roundedClip: roundedClip, opacity: opacity)
            if let background = view.backgroundColor {
                context.fill(view.bounds, color: background.components(), roundedTo: corners)
            }
            if let contentClip { context.clip(to: contentClip) }
            UIGraphicsPushContext(context)
            view.draw(view.bounds)
            UIGraphicsPopContext()
        }

        let childClip = view.clipsToBounds ? ownClip : clip
        for subview in view.subviews {
            visit(
                subview, transform: subview.transformToSuperview.concatenating(transform), clip: childClip,
                roundedClip: contentClip, opacity: opacity)
        }

        if let layer, layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0, !ownClip.isEmpty {
            context.configure(transform: transform, clip: ownClip, opacity: opacity)
            context.stroke(view.bounds, color: UIColor(cgColor: color).components(), roundedCorners: corners != nil)
        }
    }
}
