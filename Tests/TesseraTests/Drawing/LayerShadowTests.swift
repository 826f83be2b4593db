import Foundation
import Testing

@testable import Tessera

/// A layer's shadow, drawn under its view at the grid's resolution.
@MainActor @Suite struct LayerShadowTests {
    private static let red = CellColor(red: 255, green: 0, blue: 0)
    private static let white = CellColor(red: 255, green: 255, blue: 255)

    private func render(_ configure: (UIView) -> Void) -> Canvas {
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .black
        let host = HeadlessHost(window: window, columns: 8, rows: 4)
        let card = UIView(frame: CGRect(x: 11, y: 0, width: 44, height: 44))
        card.backgroundColor = .white
        card.layer.shadowColor = UIColor.red.cgColor
        configure(card)
        window.addSubview(card)
        return host.render()
    }

    @Test func aHardShadowShowsItsOffsetShapeUnderTheView() {
        let canvas = render { card in
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 11, height: 22)
        }
        // The card covers columns 1…4 of rows 0 and 1; its shadow shows right of it and below.
        #expect(canvas[1, 0].background == Self.white)
        #expect(canvas[5, 1].background == Self.red)
        #expect(canvas[2, 2].background == Self.red)
        #expect(canvas[1, 2].background != Self.red, "the shadow starts one column in")
        #expect(canvas[5, 0].background != Self.red, "and one row down")
        #expect(canvas[6, 1].background != Self.red)
    }

    @Test func noShadowWithoutOpacityOrWhenTheLayerMasksToBounds() {
        let none = render { card in card.layer.shadowOffset = CGSize(width: 11, height: 22) }
        #expect(none[5, 1].background != Self.red)
        let masked = render { card in
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = CGSize(width: 11, height: 22)
            card.layer.masksToBounds = true
        }
        #expect(masked[5, 1].background != Self.red)
        // Core Animation's default offset and radius stay under the view.
        let standard = render { card in card.layer.shadowOpacity = 1 }
        #expect(standard[5, 1].background != Self.red && standard[1, 2].background != Self.red)
    }

    @Test func aBlurredShadowIsHalfAsStrong() {
        let canvas = render { card in
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 11, height: 22)
        }
        let shadow = canvas[2, 2].background
        #expect(shadow != Self.red && shadow != CellColor(red: 0, green: 0, blue: 0))
    }
}
