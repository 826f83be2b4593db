@testable import Tessera
import Foundation
import Testing

@Suite struct ScrollAnchorTests {
    @Test func growthBeforeTheAnchorMovesTheOffsetAlongTheAxis() {
        let vertical = _ScrollAnchor(at: 100, along: .vertical)
        #expect(vertical.adjustment(afterGrowth: 22, from: 99.5) == CGPoint(x: 0, y: 22))
        #expect(vertical.adjustment(afterGrowth: -11, from: 0) == CGPoint(x: 0, y: -11))
        let horizontal = _ScrollAnchor(at: 100, along: .horizontal)
        #expect(horizontal.adjustment(afterGrowth: 22, from: 50) == CGPoint(x: 22, y: 0))
    }

    @Test func growthAtOrAfterTheAnchorMovesNothing() {
        let anchor = _ScrollAnchor(at: 100, along: .vertical)
        #expect(anchor.adjustment(afterGrowth: 22, from: 100) == .zero)
        #expect(anchor.adjustment(afterGrowth: 22, from: 300) == .zero)
    }

    @Test func followingTheAnchorMovesByItsDisplacement() {
        #expect(_ScrollAnchor(at: 44, along: .vertical).adjustment(movedTo: 66.5) == CGPoint(x: 0, y: 22.5))
        #expect(_ScrollAnchor(at: 44, along: .horizontal).adjustment(movedTo: 33) == CGPoint(x: -11, y: 0))
    }

    @MainActor @Test func theVisibleStartIncludesTheInsetAndTheAdjustmentIsNotClamped() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 110, height: 88))
        scrollView.contentSize = CGSize(width: 110, height: 440)
        scrollView.contentInset = UIEdgeInsets(top: 11, left: 5, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 44)
        #expect(scrollView._visibleStartAnchor(along: .vertical).position == 55)
        #expect(scrollView._visibleStartAnchor(along: .horizontal).position == 5)
        scrollView._adjustContentOffset(by: CGPoint(x: 0, y: 1000))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1044))
    }
}
