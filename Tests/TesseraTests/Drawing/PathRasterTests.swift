import Foundation
import Testing

@testable import Tessera

/// Paths rasterised with anti-aliasing, compared with reviewed 32 × 32 pictures.
@MainActor @Suite struct PathRasterTests {
    @Test func ovalsRoundedRectsArcsAndCurves() {
        let image = drawing { _ in
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 14, height: 14)).fill()
            UIColor.systemBlue.setStroke()
            let rounded = UIBezierPath(roundedRect: CGRect(x: 17, y: 2, width: 13, height: 14), cornerRadius: 4)
            rounded.lineWidth = 2
            rounded.stroke()
            // A pie slice: a quarter turn clockwise on screen from 3 o'clock to 6 o'clock.
            let pie = UIBezierPath(arcCenter: CGPoint(x: 9, y: 24), radius: 7, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            pie.addLine(to: CGPoint(x: 9, y: 24))
            pie.close()
            UIColor.systemGreen.setFill()
            pie.fill()
            let curve = UIBezierPath()
            curve.move(to: CGPoint(x: 17, y: 30))
            curve.addQuadCurve(to: CGPoint(x: 30, y: 30), controlPoint: CGPoint(x: 23, y: 16))
            curve.addCurve(to: CGPoint(x: 17, y: 20), controlPoint1: CGPoint(x: 30, y: 20), controlPoint2: CGPoint(x: 20, y: 26))
            UIColor.black.setStroke()
            curve.stroke()
        }
        expectBitmap(image, named: "shapes")
    }

    @Test func fillRulesDecideWhetherTheStarsCentreIsInside() {
        func star(evenOdd: Bool) -> UIImage {
            drawing { _ in
                let path = Self.star(centre: CGPoint(x: 16, y: 16), radius: 14)
                path.usesEvenOddFillRule = evenOdd
                UIColor.systemPurple.setFill()
                path.fill()
            }
        }
        expectBitmap(star(evenOdd: false), named: "star-winding")
        expectBitmap(star(evenOdd: true), named: "star-evenodd")
        let path = Self.star(centre: CGPoint(x: 16, y: 16), radius: 14)
        #expect(path.contains(CGPoint(x: 16, y: 16)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 16, y: 16)))
        #expect(path.contains(CGPoint(x: 16, y: 4)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func lineJoinsCapsAndDashes() {
        let image = drawing { context in
            UIColor.black.setStroke()
            for (row, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                let path = UIBezierPath()
                let y = 4 + CGFloat(row) * 8
                path.move(to: CGPoint(x: 3, y: y + 5))
                path.addLine(to: CGPoint(x: 8, y: y))
                path.addLine(to: CGPoint(x: 13, y: y + 5))
                path.lineWidth = 3
                path.lineJoinStyle = join
                path.lineCapStyle = [CGLineCap.butt, .round, .square][row]
                path.stroke()
            }
            let dashed = UIBezierPath()
            dashed.move(to: CGPoint(x: 18, y: 4))
            dashed.addLine(to: CGPoint(x: 18, y: 29))
            dashed.lineWidth = 2
            let pattern: [CGFloat] = [4, 2]
            dashed.setLineDash(pattern, count: 2, phase: 0)
            UIColor.systemRed.setStroke()
            dashed.stroke()
            // The context's own dash and cap API.
            context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.setLineWidth(2)
            context.setLineDash(phase: 1, lengths: [1, 3])
            context.setLineCap(.round)
            context.move(to: CGPoint(x: 25, y: 4))
            context.addLine(to: CGPoint(x: 25, y: 29))
            context.strokePath()
        }
        expectBitmap(image, named: "joins-caps-dashes")
    }

    @Test func clippingToARoundedRectAndSavedStates() {
        let image = drawing { context in
            context.saveGState()
            UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 24, height: 24), cornerRadius: 8).addClip()
            UIColor.systemOrange.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 32, height: 16))
            UIColor.systemTeal.setFill()
            UIRectFill(CGRect(x: 0, y: 16, width: 32, height: 16))
            context.restoreGState()
            // After restoreGState the clip is gone.
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        expectBitmap(image, named: "clip")
    }

    @Test func linearAndRadialGradients() {
        let image = drawing { context in
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0, 1])!
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 32, height: 16))
            context.drawLinearGradient(gradient, start: CGPoint(x: 4, y: 0), end: CGPoint(x: 28, y: 0), options: [
                .drawsBeforeStartLocation, .drawsAfterEndLocation,
            ])
            context.restoreGState()
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 16, y: 24), startRadius: 0, endCenter: CGPoint(x: 16, y: 24), endRadius: 7,
                options: [])
        }
        expectBitmap(image, named: "gradients")
    }

    @Test func transformsRotateScaleAndTranslateWhatFollows() {
        let image = drawing { context in
            context.translateBy(x: 16, y: 16)
            context.rotate(by: .pi / 4)
            context.scaleBy(x: 1, y: 0.5)
            UIColor.systemIndigo.setFill()
            UIBezierPath(rect: CGRect(x: -10, y: -10, width: 20, height: 20)).fill()
            context.setAlpha(0.5)
            UIColor.systemYellow.setFill()
            context.fillEllipse(in: CGRect(x: -6, y: -6, width: 12, height: 12))
        }
        expectBitmap(image, named: "transform")
    }

    @Test func blendModesCombineWithWhatIsBelow() {
        let image = drawing { _ in
            UIColor.systemYellow.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 32, height: 32))
            UIColor.systemBlue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20)).fill(with: .multiply, alpha: 1)
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill(with: .normal, alpha: 0.5)
        }
        expectBitmap(image, named: "blend")
    }

    // MARK: Geometry

    @Test func pathGeometry() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addCurve(to: CGPoint(x: 5, y: 8), controlPoint1: CGPoint(x: 9, y: 2), controlPoint2: CGPoint(x: 9, y: 8))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 5, y: 8))
        // Bounds include control points, as UIKit's do; the path's own box does not.
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 8, height: 6))
        #expect(path.cgPath.boundingBoxOfPath.maxX < 8.1)
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(path.currentPoint == CGPoint(x: 15, y: 8))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 11, y: 2))
        var kinds: [Int32] = []
        reversed.cgPath.applyWithBlock { kinds.append($0.pointee.type.rawValue) }
        #expect(kinds == [0, 3, 1])
        let appended = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        appended.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 4, height: 4)))
        #expect(appended.bounds == CGRect(x: 0, y: 0, width: 14, height: 14))
        #expect(appended.contains(CGPoint(x: 12, y: 12)))
        #expect(!appended.contains(CGPoint(x: 6, y: 6)))
    }

    @Test func arcsTurnAsUIKitAndCoreGraphicsSay() {
        // UIKit: clockwise on screen (y down) goes from 3 o'clock down to 6 o'clock.
        let uikit = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(uikit.bounds.minY > -0.01 && uikit.bounds.maxY > 9.99)
        // Core Graphics' clockwise is for y up: the same call goes the long way round.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.boundingBox.minY < -9.99)
        #expect(abs(path.currentPoint.y - 10) < 1e-9)
    }

    @Test func imageContextFunctionsMakeImages() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 2))
        #expect(image?.scale == 2)
        let bitmap = image!.bitmap
        #expect(bitmap.width == 8 && bitmap.height == 4)
        #expect(bitmap[0, 0] == RGBA8(r: 255, g: 0, b: 0))
        #expect(bitmap[7, 0].a == 0)
        let png = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        #expect(UIImage(data: png)?.bitmap[1, 1] == RGBA8(r: 0, g: 255, b: 0))
    }

    static func star(centre: CGPoint, radius: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }
}
