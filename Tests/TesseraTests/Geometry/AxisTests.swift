import Foundation
import Testing
@testable import Tessera

/// `_Axis` and its accessors: along is y for a vertical layout and x for a horizontal one,
/// each accessor gives exactly what the written-out x or y code gives (standardising
/// included), and setters touch only their own coordinate.
@Suite("Axis")
struct AxisTests {
    static let axes: [_Axis] = [.vertical, .horizontal]

    @Test func scrollDirectionsMapToAxesAndAxesCross() {
        #expect(_Axis(UICollectionView.ScrollDirection.vertical) == .vertical)
        #expect(_Axis(UICollectionView.ScrollDirection.horizontal) == .horizontal)
        #expect(_Axis.vertical.perpendicular == .horizontal)
        #expect(_Axis.horizontal.perpendicular == .vertical)
    }

    @Test func pointsReadAndWriteAlongAndAcross() {
        let point = CGPoint(x: 3, y: 7)
        #expect(point[along: .vertical] == 7 && point[across: .vertical] == 3)
        #expect(point[along: .horizontal] == 3 && point[across: .horizontal] == 7)
        #expect(CGPoint(.vertical, along: 7, across: 3) == point)
        #expect(CGPoint(.horizontal, along: 3, across: 7) == point)

        var moved = point
        moved[along: .vertical] = 10
        #expect(moved == CGPoint(x: 3, y: 10))
        moved[across: .vertical] = 11
        #expect(moved == CGPoint(x: 11, y: 10))
        moved[along: .horizontal] += 1
        #expect(moved == CGPoint(x: 12, y: 10))
        moved[across: .horizontal] -= 4
        #expect(moved == CGPoint(x: 12, y: 6))
    }

    @Test func sizesReadAndWriteAlongAndAcross() {
        let size = CGSize(width: 40, height: 20)
        #expect(size[along: .vertical] == 20 && size[across: .vertical] == 40)
        #expect(size[along: .horizontal] == 40 && size[across: .horizontal] == 20)
        #expect(CGSize(.vertical, along: 20, across: 40) == size)
        #expect(CGSize(.horizontal, along: 40, across: 20) == size)

        var grown = size
        grown[along: .vertical] += 5
        #expect(grown == CGSize(width: 40, height: 25))
        grown[across: .vertical] = 1
        #expect(grown == CGSize(width: 1, height: 25))
        grown[along: .horizontal] = 2
        #expect(grown == CGSize(width: 2, height: 25))
        grown[across: .horizontal] = 3
        #expect(grown == CGSize(width: 2, height: 3))
    }

    @Test func rectanglesAreBuiltFromPositionsAndLengthsAlongAndAcross() {
        #expect(
            CGRect(.vertical, along: 100, across: 8, lengthAlong: 44, lengthAcross: 320)
                == CGRect(x: 8, y: 100, width: 320, height: 44))
        #expect(
            CGRect(.horizontal, along: 100, across: 8, lengthAlong: 44, lengthAcross: 320)
                == CGRect(x: 100, y: 8, width: 44, height: 320))
    }

    /// Edges and lengths are UIKit's standardised ones, for rectangles of negative size too.
    @Test(arguments: [
        CGRect(x: 10, y: 20, width: 30, height: 40),
        CGRect(x: 10, y: 20, width: -30, height: -40),
        CGRect(x: -5.5, y: 162.5, width: 0, height: 0.25),
    ])
    func rectanglesReadEdgesAndLengthsAsTheWrittenOutCode(rect: CGRect) {
        #expect(rect.start(along: .vertical) == rect.minY && rect.end(along: .vertical) == rect.maxY)
        #expect(rect.start(across: .vertical) == rect.minX && rect.end(across: .vertical) == rect.maxX)
        #expect(rect.start(along: .horizontal) == rect.minX && rect.end(along: .horizontal) == rect.maxX)
        #expect(rect.start(across: .horizontal) == rect.minY && rect.end(across: .horizontal) == rect.maxY)
        #expect(rect.length(along: .vertical) == rect.height && rect.length(across: .vertical) == rect.width)
        #expect(rect.length(along: .horizontal) == rect.width && rect.length(across: .horizontal) == rect.height)
    }

    @Test(arguments: [
        CGRect(x: 10, y: 20, width: 30, height: 40),
        CGRect(x: 10, y: 20, width: -30, height: -40),
    ])
    func rectanglesMoveAlongAndAcrossAsOffsetByDoes(rect: CGRect) {
        #expect(rect.offsetBy(.vertical, along: 7) == rect.offsetBy(dx: 0, dy: 7))
        #expect(rect.offsetBy(.horizontal, along: 7) == rect.offsetBy(dx: 7, dy: 0))
        #expect(rect.offsetBy(.vertical, along: 7, across: -2) == rect.offsetBy(dx: -2, dy: 7))
        #expect(rect.offsetBy(.horizontal, along: 7, across: -2) == rect.offsetBy(dx: 7, dy: -2))
        #expect(CGRect.null.offsetBy(.vertical, along: 7).isNull)
    }

    @Test func rectangleOriginsMoveAlongOnly() {
        for axis in Self.axes {
            var frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            frame.origin[along: axis] = 50
            #expect(frame.start(along: axis) == 50)
            #expect(frame.start(across: axis) == (axis == .vertical ? 1 : 2))
            #expect(frame.size == CGSize(width: 3, height: 4))
        }
    }

    @Test func edgeInsetsSplitAlongAndAcross() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.along(.vertical) == (start: 1, end: 3))
        #expect(insets.across(.vertical) == (start: 2, end: 4))
        #expect(insets.along(.horizontal) == (start: 2, end: 4))
        #expect(insets.across(.horizontal) == (start: 1, end: 3))

        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.along(.vertical) == (start: 1, end: 3))
        #expect(directional.across(.vertical) == (start: 2, end: 4))
        #expect(directional.along(.horizontal) == (start: 2, end: 4))
        #expect(directional.across(.horizontal) == (start: 1, end: 3))
    }

    /// A rectangle laid out in one axis's terms is the same rectangle turned a quarter in the
    /// other's: the accessors of one axis are those of the other, crossed.
    @Test func theTwoAxesAreEachOthersTranspose() {
        let frame = CGRect(.vertical, along: 5, across: 6, lengthAlong: 7, lengthAcross: 8)
        let turned = CGRect(.horizontal, along: 5, across: 6, lengthAlong: 7, lengthAcross: 8)
        #expect(turned == CGRect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width))
        for axis in Self.axes {
            #expect(frame.start(along: axis) == frame.start(across: axis.perpendicular))
            #expect(frame.length(along: axis) == frame.length(across: axis.perpendicular))
            #expect(frame.size[along: axis] == frame.size[across: axis.perpendicular])
            #expect(frame.origin[along: axis] == frame.origin[across: axis.perpendicular])
        }
    }
}
