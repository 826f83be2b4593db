import Foundation
import Testing
@testable import Tessera

@Suite("Geometry")
struct GeometryTests {
    @Test func indexPathRowItemSection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.item = 7
        #expect(path == IndexPath(item: 7, section: 1))
        #expect(IndexPath(row: 0, section: 2) < IndexPath(row: 0, section: 3))
    }

    @Test func edgeInsetsShrinkRectangles() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(rect == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leftToRight == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func affineTransformsComposeAndInvert() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        // scaledBy applies the scale first.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        let back = CGPoint(x: 12, y: 23).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)).size.width.rounded() == 20)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    }

    @Test func gridMapsEdgesByOneRoundingRule() {
        let grid = CellGrid.standard
        #expect(grid.column(forX: 0) == 0)
        #expect(grid.column(forX: 5.4) == 0)
        #expect(grid.column(forX: 5.5) == 1)
        #expect(grid.column(forX: 162.5) == 15)
        #expect(grid.row(forY: 44) == 2)
        #expect(grid.row(forY: -11) == 0)
        #expect(grid.column(forX: .nan) < 0)
        #expect(grid.column(forX: .infinity) > 0)
        #expect(grid.size(columns: 80, rows: 24) == CGSize(width: 880, height: 528))
    }
}
