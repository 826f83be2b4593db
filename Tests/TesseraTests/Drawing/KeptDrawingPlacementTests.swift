import Foundation
import Testing
import TesseraTestSupport

@_spi(TerminalHost) @testable import Tessera

/// A kept drawing moves, stretches and turns with its view, as a layer's contents do: the
/// view's `transform` (rotation included) and `contentMode` apply to what it drew.
@MainActor @Suite struct KeptDrawingPlacementTests {
    /// Draws a red bar 22 points tall across the middle of its bounds, counting its draws.
    private final class Bar: UIView {
        var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: bounds.midY - 11, width: bounds.width, height: 22)).fill()
        }
    }

    private func scene() -> (HeadlessHost, Bar) {
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .black
        let host = HeadlessHost(window: window, columns: 12, rows: 8)
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 88, height: 66))
        bar.center = CGPoint(x: 66, y: 88)
        bar.isOpaque = false
        bar.backgroundColor = nil
        window.addSubview(bar)
        return (host, bar)
    }

    /// For each row showing red (as a block's ink or a cell's background), how many columns
    /// its red cells span.
    private func redSpans(_ canvas: Canvas) -> [Int] {
        func isRed(_ color: CellColor) -> Bool { !color.isDefault && color.red > 128 && color.green < 100 }
        return (0..<canvas.rows).compactMap { row in
            let red = (0..<canvas.columns).filter { column in
                let cell = canvas[column, row]
                return isRed(cell.background) || (cell.glyph != .space && isRed(cell.foreground))
            }
            return red.isEmpty ? nil : red.last! - red.first! + 1
        }
    }

    @Test func aQuarterTurnStandsTheBarUp() {
        let (host, bar) = scene()
        let flat = redSpans(host.render())
        #expect(flat.count <= 2 && flat.allSatisfy { $0 >= 7 }, "flat: a wide bar over at most two rows, \(flat)")
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = redSpans(host.render())
        // 88 points long, standing: four rows of 22 points, each one or two columns wide.
        #expect(turned.count == 4 && turned.allSatisfy { $0 <= 2 }, "turned: a narrow bar down four rows, \(turned)")
    }

    /// The first column showing red in each row that shows any.
    private func redStarts(_ canvas: Canvas) -> [Int] {
        (0..<canvas.rows).compactMap { row in
            (0..<canvas.columns).first { column in
                let cell = canvas[column, row]
                return cell.background.red > 128 || (cell.glyph != .space && cell.foreground.red > 128)
            }
        }
    }

    @Test func anEighthTurnSlantsTheBar() {
        let (host, bar) = scene()
        _ = host.render()
        bar.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let starts = redStarts(host.render())
        // Clockwise on screen: the bar runs down to the right, one or two columns a row.
        #expect(starts.count >= 4 && starts == starts.sorted() && starts.last! - starts.first! >= 4, "\(starts)")
    }

    @Test func anAnimatedTurnShowsThePresentedAngle() {
        let (host, bar) = scene()
        _ = host.render()
        let shown = frames(of: host) { bar.transform = CGAffineTransform(rotationAngle: .pi / 2) }
        let halfway = redStarts(shown.halfway)
        #expect(halfway.count >= 4 && halfway == halfway.sorted() && halfway.last! - halfway.first! >= 4, "\(halfway)")
        #expect(redSpans(shown.end) == [2, 2, 2, 2])
    }

    @Test func scalingAndMovingKeepTheDrawingWithoutDrawingAgain() {
        let (host, bar) = scene()
        _ = host.render()
        bar.transform = CGAffineTransform(scaleX: 0.5, y: 1)
        _ = host.render()
        bar.center.x += 22
        _ = host.render()
        #expect(bar.draws == 1)
    }

    @Test func aResizeWithCenterModeKeepsTheDrawingsSizeInTheMiddle() {
        let (host, bar) = scene()
        bar.contentMode = .center
        _ = host.render()
        bar.bounds.size.width = 176
        let spans = redSpans(host.render())
        // Still 88 points (8 columns) wide, not stretched to 16 columns, and drawn once.
        #expect(!spans.isEmpty && spans.allSatisfy { $0 == 8 }, "\(spans)")
        #expect(bar.draws == 1)
    }

    // MARK: Drawn for the model bounds, unscaled

    /// Animates `changes` over a second, linearly: the frames halfway and at the end.
    private func frames(of host: HeadlessHost, animating changes: @escaping () -> Void) -> (halfway: Canvas, end: Canvas) {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: changes)
        host.advance(by: 0.5)
        let halfway = host.render()
        host.advance(by: 0.5)
        return (halfway, host.render())
    }

    /// Strokes a red ring inside its bounds, counting its draws: a drawing a stretch or a
    /// blow-up from a small copy changes (its line would thicken or blur).
    private final class Ring: UIView {
        var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setStroke()
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
            ring.lineWidth = 3
            ring.stroke()
        }
    }

    private func ringScene(bounds: CGRect = CGRect(x: 0, y: 0, width: 88, height: 66)) -> (HeadlessHost, Ring) {
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .black
        let host = HeadlessHost(window: window, columns: 16, rows: 8)
        let ring = Ring(frame: .zero)
        ring.bounds = bounds
        ring.center = CGPoint(x: 88, y: 88)
        ring.isOpaque = false
        ring.backgroundColor = nil
        window.addSubview(ring)
        return (host, ring)
    }

    @Test func aViewThatGrowsFromASmallScaleEndsAsSharpAsOneShownThere() {
        let (host, ring) = ringScene()
        ring.transform = CGAffineTransform(scaleX: 0.05, y: 0.05)
        _ = host.render()
        let (halfway, end) = frames(of: host) { ring.transform = .identity }
        let (reference, _) = ringScene()
        #expect(end == reference.render(), "blown up from the first, tiny display")
        #expect(halfway != end)
        #expect(ring.draws == 1)
    }

    @Test func aRedrawViewWhoseBoundsAnimateEndsAsDrawnForItsNewSize() {
        let (host, ring) = ringScene()
        ring.contentMode = .redraw
        _ = host.render()
        let end = frames(of: host) { ring.bounds = CGRect(x: 0, y: 0, width: 176, height: 66) }.end
        let (reference, _) = ringScene(bounds: CGRect(x: 0, y: 0, width: 176, height: 66))
        #expect(end == reference.render(), "stretched from a drawing for an earlier size")
        // Once for the first size, once for the new model size; never per frame.
        #expect(ring.draws == 2)
    }

    @Test func aCentredDrawingKeepsItsSizeWhileItsBoundsAnimate() {
        let (host, bar) = scene()
        bar.contentMode = .center
        _ = host.render()
        let (halfway, end) = frames(of: host) { bar.bounds = CGRect(x: 0, y: 0, width: 176, height: 66) }
        // Not placed for the model width and squeezed into the presented one (6 columns).
        #expect(!redSpans(halfway).isEmpty && redSpans(halfway).allSatisfy { $0 == 8 }, "\(redSpans(halfway))")
        #expect(redSpans(end).allSatisfy { $0 == 8 }, "\(redSpans(end))")
        #expect(bar.draws == 1)
    }

    @Test func aNewContentModePlacesTheDrawingAgainWithoutDrawing() {
        let (host, bar) = scene()
        bar.contentMode = .center
        _ = host.render()
        bar.bounds.size.width = 132
        let centred = redSpans(host.render())
        bar.contentMode = .scaleToFill
        let stretched = redSpans(host.render())
        #expect(!centred.isEmpty && centred.allSatisfy { $0 == 8 }, "\(centred)")
        #expect(!stretched.isEmpty && stretched.allSatisfy { $0 == 12 }, "\(stretched)")
        #expect(bar.draws == 1)
    }

    @Test func aBoundsOriginChangesNothingAViewShowsWhenScaledOrTurned() {
        for transform in [CGAffineTransform(scaleX: 0.5, y: 1.5), CGAffineTransform(rotationAngle: .pi / 4)] {
            let (host, ring) = ringScene(bounds: CGRect(x: 30, y: -50, width: 88, height: 66))
            ring.transform = transform
            let (reference, referenceRing) = ringScene()
            referenceRing.transform = transform
            #expect(host.render() == reference.render(), "\(transform)")
        }
    }

    @Test func aMirroredViewShowsItsTextAndPixelsReversed() {
        /// "AB" on its first row, a red block under the "A".
        final class Letters: UIView {
            override func draw(_ rect: CGRect) {
                NSAttributedString(string: "AB", attributes: [.foregroundColor: UIColor.white]).draw(at: .zero)
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 22, width: 11, height: 22)).fill()
            }
        }
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .black
        let host = HeadlessHost(window: window, columns: 4, rows: 2)
        let letters = Letters(frame: CGRect(x: 11, y: 0, width: 22, height: 44))
        letters.isOpaque = false
        letters.backgroundColor = nil
        window.addSubview(letters)
        func isRed(_ cell: Canvas.Cell) -> Bool { cell.background.red > 128 || (cell.glyph != .space && cell.foreground.red > 128) }
        let plain = host.render()
        #expect(plain.text(ofRow: 0) == " AB" && isRed(plain[1, 1]) && !isRed(plain[2, 1]))
        letters.transform = CGAffineTransform(scaleX: -1, y: 1)
        let mirrored = host.render()
        #expect(mirrored.text(ofRow: 0) == " BA" && !isRed(mirrored[1, 1]) && isRed(mirrored[2, 1]))
    }

    @Test func aPlacedDrawingKeepsItsImageAndIsSentAgainOnlyWhenResampled() throws {
        let (host, bar) = scene()
        host.imageCellSize = CellPixelSize(width: 4, height: 8)
        let drawn = try #require(host.render().images.first)
        bar.center.x += 22
        let moved = try #require(host.render().images.first)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let turned = try #require(host.render().images.first)
        bar.transform = .identity
        let back = try #require(host.render().images.first)
        #expect(moved.id == drawn.id && moved.version == drawn.version, "a whole-cell move sends no new pixels")
        #expect(moved.frame.minColumn == drawn.frame.minColumn + 2)
        #expect(turned.id == drawn.id && turned.version != drawn.version)
        #expect(back.id == drawn.id && back.version == drawn.version, "where it was drawn, the drawing itself")
        #expect(bar.draws == 1)
    }

    /// Fills its bounds red as pixels, as a photo does.
    private final class PixelSlab: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    /// A square slab of `size` points at the origin, masked to a corner radius of 22, on a
    /// terminal that shows real pixels.
    private func maskedImageScene(size: CGFloat) -> (HeadlessHost, PixelSlab) {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 12, rows: 6)
        host.imageCellSize = CellPixelSize(width: 4, height: 8)
        let slab = PixelSlab(frame: CGRect(x: 0, y: 0, width: size, height: size))
        slab.isOpaque = false
        slab.backgroundColor = nil
        slab.layer.cornerRadius = 22
        slab.layer.masksToBounds = true
        window.addSubview(slab)
        return (host, slab)
    }

    @Test func aRoundedMaskClipsAScaledDrawingsCorners() throws {
        let (host, slab) = maskedImageScene(size: 88)
        slab.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        slab.center = CGPoint(x: 66, y: 66)
        let image = try #require(host.render().images.first)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.rgba[(y * image.width + x) * 4 + 3] }
        #expect(alpha(0, 0) == 0 && alpha(image.width - 1, image.height - 1) == 0, "corners masked")
        #expect(alpha(image.width / 2, image.height / 2) == 255)
    }

    @Test func textInAScaledUpDrawingIsSpacedOutNotRepeated() {
        /// Draws "Hello" at its origin.
        final class Greeting: UIView {
            override func draw(_ rect: CGRect) {
                NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.white]).draw(at: .zero)
            }
        }
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 16, rows: 4)
        let zoom = UIView(frame: CGRect(x: 0, y: 0, width: 66, height: 22))
        let greeting = Greeting(frame: CGRect(x: 0, y: 0, width: 55, height: 22))
        greeting.isOpaque = false
        greeting.backgroundColor = nil
        zoom.addSubview(greeting)
        window.addSubview(zoom)
        zoom.transform = CGAffineTransform(scaleX: 2, y: 2)
        zoom.center = CGPoint(x: 66, y: 22)
        let text = host.render().text
        #expect(text.contains("H e l l o") && !text.contains("HH") && text.filter { $0 == "H" }.count == 1, "\(text)")
    }

    // MARK: Rounded masks apply where the drawing shows

    /// Fills its bounds red as cells (`UIRectFill`), counting its draws.
    private final class CellSlab: UIView {
        var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    private func maskedScene(size: CGFloat) -> (HeadlessHost, CellSlab) {
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .black
        let host = HeadlessHost(window: window, columns: 16, rows: 8)
        let slab = CellSlab(frame: CGRect(x: 0, y: 0, width: size, height: size))
        slab.isOpaque = false
        slab.backgroundColor = nil
        slab.layer.cornerRadius = 22
        slab.layer.masksToBounds = true
        window.addSubview(slab)
        return (host, slab)
    }

    private func isRed(_ cell: Canvas.Cell) -> Bool {
        cell.background.red > 128 && cell.background.green < 100 && cell.glyph == .space
    }

    @Test func aRoundedMaskClipsTheCellsOfAScaledDrawing() {
        let (host, slab) = maskedScene(size: 88)
        slab.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        slab.center = CGPoint(x: 66, y: 66)
        let scaled = host.render()
        let (reference, _) = maskedScene(size: 132)
        let unscaled = reference.render()
        #expect(!isRed(unscaled[0, 0]) && isRed(unscaled[1, 1]))
        #expect(!isRed(scaled[0, 0]) && !isRed(scaled[11, 5]), "square corners")
        #expect(isRed(scaled[1, 1]) && isRed(scaled[6, 3]))
    }

    @Test func movingWithinAnAncestorsRoundedMaskNeverDrawsAgain() {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 16, rows: 8)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 176, height: 176))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 22
        card.clipsToBounds = true
        window.addSubview(card)
        let slab = CellSlab(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        slab.isOpaque = false
        slab.backgroundColor = nil
        card.addSubview(slab)
        _ = host.render()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { slab.center.x += 88 }
        for _ in 0..<10 {
            host.advance(by: 0.1)
            _ = host.render()
        }
        #expect(slab.draws == 1)
    }

    @Test func aMaskedViewPoppingInDrawsOnce() {
        let (host, slab) = maskedScene(size: 88)
        slab.center = CGPoint(x: 88, y: 88)
        slab.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        _ = host.render()
        let end = frames(of: host) { slab.transform = .identity }.end
        let (reference, referenceSlab) = maskedScene(size: 88)
        referenceSlab.center = CGPoint(x: 88, y: 88)
        #expect(end == reference.render())
        #expect(slab.draws == 1)
    }

    @Test func aMaskedDrawingMovedByWholeCellsKeepsItsClippedImage() throws {
        let (host, photo) = maskedImageScene(size: 44)
        let first = try #require(host.render().images.first)
        photo.center.y += 22
        let scrolled = try #require(host.render().images.first)
        #expect(first.rgba[3] == 0 && first.rgba[first.rgba.count / 2 + first.width * 2 + 3] == 255, "a disc, its corners clear")
        #expect(scrolled.id == first.id && scrolled.version == first.version && scrolled.frame.minRow == first.frame.minRow + 1)
    }
}
