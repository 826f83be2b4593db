import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

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
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        host.advance(by: 0.5)
        let halfway = redStarts(host.render())
        #expect(halfway.count >= 4 && halfway == halfway.sorted() && halfway.last! - halfway.first! >= 4, "\(halfway)")
        host.advance(by: 0.5)
        #expect(redSpans(host.render()) == [2, 2, 2, 2])
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
}
