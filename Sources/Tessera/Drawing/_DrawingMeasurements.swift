import CCairo
import Foundation

/// The same 1,000-segment anti-aliased stroke drawn through Tessera's `CGContext` and through
/// Cairo directly, for Benchmarks/DrawingBenchmarks (the library is not a product of its own).
@_spi(Benchmarks) @MainActor
public enum _DrawingMeasurements {
    /// A zigzag of `count` segments across a `size` square.
    public nonisolated static func zigzag(count: Int, size: CGFloat) -> [CGPoint] {
        (0...count).map { (i: Int) -> CGPoint in
            let x: CGFloat = CGFloat(i) / CGFloat(count) * size
            let low: CGFloat = size * 0.9 - CGFloat(i % 7)
            return CGPoint(x: x, y: i % 2 == 0 ? size * 0.1 : low)
        }
    }

    /// Strokes `points` as one path into a fresh `size` bitmap through `CGContext`.
    public static func strokeThroughTessera(_ points: [CGPoint], size: CGFloat) -> Int {
        let context = CGContext(bitmapSize: CGSize(width: size, height: size), scale: 1)
        context.setStrokeColor(CGColor.black)
        context.setLineWidth(1.5)
        context.addLines(between: points)
        context.strokePath()
        return context.pixels!.width
    }

    /// Strokes `points` as one path into a fresh `size` Cairo image surface.
    public nonisolated static func strokeWithCairo(_ points: [CGPoint], size: CGFloat) -> Int {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))
        let cr = cairo_create(surface)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, points[0].x, points[0].y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_stroke(cr)
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return width
    }
}
