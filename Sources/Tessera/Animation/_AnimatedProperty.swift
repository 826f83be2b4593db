import Foundation

/// The view and layer properties UIKit animates, each read and written as a vector of up to
/// eight numbers, so one interpolation serves points, rectangles, transforms and colours.
enum _AnimatedProperty: Int, CaseIterable, Sendable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius, borderWidth, borderColor

    /// Geometry animations add up (UIKit's additive animations since iOS 8): a second animation
    /// of a moving view's centre starts from where the first one was heading and both play,
    /// so the motion never jumps. The others replace the running animation.
    var isAdditive: Bool {
        switch self {
        case .center, .bounds, .transform: true
        default: false
        }
    }

    /// The layer key path Core Animation names the property by.
    var keyPath: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "opacity"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        }
    }
}

/// The numbers an animated value interpolates.
typealias _AnimationVector = SIMD8<Double>

extension _AnimationVector {
    init(_ point: CGPoint) {
        self.init(Double(point.x), Double(point.y), 0, 0, 0, 0, 0, 0)
    }

    init(_ rect: CGRect) {
        self.init(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height), 0, 0, 0, 0)
    }

    init(_ scalar: CGFloat) {
        self.init(Double(scalar), 0, 0, 0, 0, 0, 0, 0)
    }

    /// A transform as translation, scale, rotation and shear, so a rotation interpolates
    /// through its angles instead of collapsing through a zero scale.
    init(_ t: CGAffineTransform) {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let scaleX = (a * a + b * b).squareRoot()
        let angle = atan2(b, a)
        let cosine = cos(angle), sine = sin(angle)
        let shear = c * cosine + d * sine
        let scaleY = -c * sine + d * cosine
        self.init(Double(t.tx), Double(t.ty), scaleX, scaleY, angle, shear, 0, 0)
    }

    /// A colour as premultiplied RGBA, so a fade from no colour (`nil`, all zeros) keeps the hue.
    init(_ color: UIColor.Components?) {
        guard let c = color else {
            self = .zero
            return
        }
        let alpha = Double(c.alpha)
        self.init(Double(c.red) * alpha, Double(c.green) * alpha, Double(c.blue) * alpha, alpha, 0, 0, 0, 0)
    }

    var point: CGPoint { CGPoint(x: self[0], y: self[1]) }
    var rect: CGRect { CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) }
    var scalar: CGFloat { CGFloat(self[0]) }

    var affineTransform: CGAffineTransform {
        let scaleX = self[2], scaleY = self[3], angle = self[4], shear = self[5]
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: CGFloat(scaleX * cosine), b: CGFloat(scaleX * sine),
            c: CGFloat(shear * cosine - scaleY * sine), d: CGFloat(shear * sine + scaleY * cosine),
            tx: CGFloat(self[0]), ty: CGFloat(self[1]))
    }

    /// The colour, or `nil` when fully transparent.
    var colorComponents: UIColor.Components? {
        let alpha = self[3]
        guard alpha > 0.0005 else { return nil }
        func channel(_ value: Double) -> CGFloat { CGFloat(Swift.min(1, Swift.max(0, value / alpha))) }
        return UIColor.Components(red: channel(self[0]), green: channel(self[1]), blue: channel(self[2]), alpha: CGFloat(Swift.min(1, alpha)))
    }

    /// The value `progress` of the way from `self` to `end` (beyond 1 for a spring's overshoot).
    func interpolated(to end: _AnimationVector, _ progress: Double) -> _AnimationVector {
        self + (end - self) * progress
    }
}
