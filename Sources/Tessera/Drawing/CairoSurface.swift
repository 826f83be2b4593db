import CCairo
import Foundation

/// Pixels that Cairo draws into: a premultiplied ARGB image surface and its drawing context.
///
/// `transform` maps the drawing's base space (points) to these pixels. The surface owns its
/// Cairo objects and releases them when it goes.
final class CairoSurface {
    let width: Int
    let height: Int
    /// Base space (points) to pixels.
    var transform: CGAffineTransform
    let surface: OpaquePointer
    let cr: OpaquePointer

    init(width: Int, height: Int, transform: CGAffineTransform) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.transform = transform
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Sets Cairo's matrix to `userToBase` followed by the surface's own transform.
    func setMatrix(_ userToBase: CGAffineTransform = .identity) {
        var matrix = cairo_matrix_t(userToBase.concatenating(transform))
        cairo_set_matrix(cr, &matrix)
    }

    /// Makes every pixel transparent.
    func clear() {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Premultiplied pixel rows: `body(bytes, bytesPerRow)`, bytes B, G, R, A on little-endian machines.
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, Int) -> R) -> R {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let result = data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { body($0, stride) }
        cairo_surface_mark_dirty(surface)
        return result
    }

    /// The pixels with straight alpha.
    var bitmap: Bitmap {
        withPixels { pixels, stride in
            var bitmap = Bitmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    bitmap[x, y] = Self.straight(pixels[y * stride + x])
                }
            }
            return bitmap
        }
    }

    /// A copy of `width × height` pixels showing these pixels mapped by `mapping` (these
    /// pixels to the copy's), smoothly resampled (area-averaged when shrinking; exact for
    /// whole-pixel moves), whose base space maps to its pixels by `transform`; only inside
    /// `clip` (in that base space), if given.
    func transformed(
        width newWidth: Int, height newHeight: Int, by mapping: CGAffineTransform, transform newTransform: CGAffineTransform,
        clip: RoundedRect? = nil
    ) -> CairoSurface {
        let target = CairoSurface(width: newWidth, height: newHeight, transform: newTransform)
        cairo_save(target.cr)
        if let clip {
            target.setMatrix()
            let shape = CGMutablePath()
            shape.addRoundedRect(in: clip.rect, cornerWidth: clip.radius, cornerHeight: clip.radius)
            shape.append(to: target.cr)
            cairo_clip(target.cr)
        }
        var matrix = cairo_matrix_t(mapping)
        cairo_set_matrix(target.cr, &matrix)
        cairo_set_source_surface(target.cr, surface, 0, 0)
        let exact = mapping.isTranslation && mapping.tx == mapping.tx.rounded() && mapping.ty == mapping.ty.rounded()
        cairo_pattern_set_filter(cairo_get_source(target.cr), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_paint(target.cr)
        cairo_restore(target.cr)
        return target
    }

    /// The pixels as bytes red, green, blue, alpha (straight), rows top to bottom.
    ///
    /// - Complexity: O(pixels).
    var straightRGBA: [UInt8] {
        withPixels { pixels, stride in
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            var index = 0
            for y in 0..<height {
                for x in 0..<width {
                    let p = Self.straight(pixels[y * stride + x])
                    bytes[index] = p.r
                    bytes[index + 1] = p.g
                    bytes[index + 2] = p.b
                    bytes[index + 3] = p.a
                    index += 4
                }
            }
            return bytes
        }
    }

    /// Draws `bitmap` stretched over `rect` (base space points) through `userToBase`, with
    /// smooth sampling, at `alpha`.
    func draw(_ bitmap: Bitmap, in rect: CGRect, userToBase: CGAffineTransform, alpha: CGFloat, operator op: cairo_operator_t) {
        guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0 else { return }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        defer { cairo_surface_destroy(image) }
        let data = cairo_image_surface_get_data(image)!
        let stride = Int(cairo_image_surface_get_stride(image)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * bitmap.height) { pixels in
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width { pixels[y * stride + x] = Self.premultiplied(bitmap[x, y]) }
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        setMatrix(
            CGAffineTransform(
                a: rect.width / CGFloat(bitmap.width), b: 0, c: 0, d: rect.height / CGFloat(bitmap.height), tx: rect.minX, ty: rect.minY
            ).concatenating(userToBase))
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, op)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    static func straight(_ argb: UInt32) -> RGBA8 {
        let a = UInt8(truncatingIfNeeded: argb >> 24)
        guard a > 0 else { return .clear }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = Int(UInt8(truncatingIfNeeded: argb >> shift))
            return UInt8(min(255, (c * 255 + Int(a) / 2) / Int(a)))
        }
        return RGBA8(r: channel(16), g: channel(8), b: channel(0), a: a)
    }

    static func premultiplied(_ p: RGBA8) -> UInt32 {
        let a = UInt32(p.a)
        func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | channel(p.r) << 16 | channel(p.g) << 8 | channel(p.b)
    }
}

extension CGAffineTransform {
    /// Whether the transform keeps an area (it can be inverted): not flattened to a line or
    /// a point, as by a scale of 0.
    var isInvertible: Bool {
        abs(a * d - b * c) > 1e-9
    }

    /// Whether the transform only moves (no scale, rotation or shear).
    var isTranslation: Bool {
        abs(a - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9
    }
}

extension cairo_matrix_t {
    init(_ t: CGAffineTransform) {
        self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}

/// A one-pixel Cairo context for path queries (hit tests and extents) that draw nothing.
final class CairoScratch: @unchecked Sendable {
    static let shared = CairoScratch()

    private let lock = NSLock()
    private let surface = CairoSurface(width: 1, height: 1, transform: .identity)

    /// Runs `body` with a context whose path is empty and whose matrix is the identity.
    func withContext<R>(_ body: (OpaquePointer) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        let cr = surface.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        defer {
            cairo_new_path(cr)
            cairo_restore(cr)
        }
        return body(cr)
    }
}
