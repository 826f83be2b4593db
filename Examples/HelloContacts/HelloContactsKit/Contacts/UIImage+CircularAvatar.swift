import Foundation
import Tessera

extension UIImage {
    /// The image cut to a circle: the centred square of its shorter side, transparent outside
    /// the circle, its edge smoothed.
    ///
    /// A UIKit app rounds an avatar with `imageView.layer.cornerRadius` and `clipsToBounds`;
    /// Tessera's views have no layer yet, so `Contact` cuts the photo itself, once, when it
    /// decodes it off the main thread. Pixels are reached through the package's `Bitmap`.
    ///
    /// - Complexity: O(*side*²); only pixels on the edge take 4 × 4 samples.
    func circularAvatar() -> UIImage {
        let source = bitmap
        let side = min(source.width, source.height)
        guard side > 0 else { return self }
        let left = (source.width - side) / 2
        let top = (source.height - side) / 2
        let radius = Double(side) / 2
        var cut = Bitmap(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let coverage = Self.coverage(x: x, y: y, radius: radius)
                guard coverage > 0 else { continue }
                var pixel = source[left + x, top + y]
                pixel.a = UInt8(Int(pixel.a) * coverage / 16)
                cut[x, y] = pixel
            }
        }
        return UIImage(bitmap: cut, scale: scale)
    }

    /// How much of pixel (`x`, `y`) lies inside the circle of `radius` centred on the square, in
    /// sixteenths: 16 well inside, 0 well outside, sampled 4 × 4 within a pixel of the edge.
    private static func coverage(x: Int, y: Int, radius: Double) -> Int {
        let dx = Double(x) + 0.5 - radius
        let dy = Double(y) + 0.5 - radius
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance <= radius - 1 { return 16 }
        if distance >= radius + 1 { return 0 }
        var inside = 0
        for sy in 0..<4 {
            for sx in 0..<4 {
                let px = Double(x) + (Double(sx) + 0.5) / 4 - radius
                let py = Double(y) + (Double(sy) + 0.5) / 4 - radius
                if px * px + py * py <= radius * radius { inside += 1 }
            }
        }
        return inside
    }
}
