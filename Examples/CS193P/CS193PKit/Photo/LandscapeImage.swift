import Foundation
import Tessera

/// The photo the Photo tab shows: a landscape drawn with `UIGraphicsImageRenderer` (the repo
/// carries no photograph), with enough detail — a sun, two ranges of mountains, a lake and
/// its reflections — that zooming in shows more.
enum LandscapeImage {
    /// The picture's size, in points: 60 × 20 terminal cells at scale 1.
    static let size = CGSize(width: 660, height: 440)

    /// Draws the landscape.
    @MainActor static func make() -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let width = size.width, height = size.height
            let horizon = height * 0.62
            // The sky, dusk at the top to light at the horizon.
            let sky = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor(red: 0.15, green: 0.2, blue: 0.45, alpha: 1).cgColor,
                         UIColor(red: 0.98, green: 0.7, blue: 0.45, alpha: 1).cgColor],
                locations: [0, 1])!
            cg.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: horizon), options: [])
            // The sun.
            UIColor(red: 1, green: 0.85, blue: 0.35, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: width * 0.62, y: horizon * 0.45, width: 88, height: 88)).fill()
            // Far mountains, then near ones.
            mountains(peaks: [0.1, 0.28, 0.45, 0.7, 0.9], heights: [0.45, 0.3, 0.5, 0.35, 0.42], base: horizon,
                      color: UIColor(red: 0.35, green: 0.3, blue: 0.5, alpha: 1))
            mountains(peaks: [0.0, 0.2, 0.55, 0.8, 1.0], heights: [0.25, 0.38, 0.22, 0.3, 0.2], base: horizon,
                      color: UIColor(red: 0.18, green: 0.3, blue: 0.25, alpha: 1))
            // The lake, with the sun's reflection in stripes.
            UIColor(red: 0.2, green: 0.35, blue: 0.55, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: horizon, width: width, height: height - horizon)).fill()
            UIColor(red: 1, green: 0.8, blue: 0.4, alpha: 0.8).setFill()
            for stripe in 0..<5 {
                let inset = CGFloat(stripe) * 8
                UIBezierPath(rect: CGRect(x: width * 0.62 + inset, y: horizon + 22 + CGFloat(stripe) * 30, width: 88 - 2 * inset, height: 11)).fill()
            }
        }
    }

    /// A range of triangular mountains standing on `base`.
    @MainActor private static func mountains(peaks: [CGFloat], heights: [CGFloat], base: CGFloat, color: UIColor) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: base))
        for (peak, height) in zip(peaks, heights) {
            path.addLine(to: CGPoint(x: peak * size.width, y: base - height * size.height))
            path.addLine(to: CGPoint(x: min(size.width, peak * size.width + 66), y: base - height * size.height * 0.4))
        }
        path.addLine(to: CGPoint(x: size.width, y: base))
        path.close()
        color.setFill()
        path.fill()
    }
}
