import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("View geometry")
struct ViewGeometryTests {
    @Test func frameBoundsAndCenterStayInSync() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 162.5, height: 44))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 162.5, height: 44))
        #expect(view.center == CGPoint(x: 91.25, y: 42))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 18.75, y: 78, width: 162.5, height: 44))
        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    }

    @Test func transformChangesTheFrameNotTheBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = CGAffineTransform(translationX: 10, y: 0)
        #expect(view.frame.origin == CGPoint(x: 10, y: 0))
    }

    @Test func convertsPointsAndRectsThroughTheHierarchy() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(container)
        container.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 61, y: 82))
        #expect(child.convert(CGPoint(x: 61, y: 82), from: nil) == CGPoint(x: 1, y: 2))
        #expect(child.convert(child.bounds, to: container) == child.frame)
        // A scrolled container (bounds origin moved) shifts its content.
        container.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 60, y: -20))
        // Between siblings.
        let sibling = UIView(frame: CGRect(x: 300, y: 300, width: 10, height: 10))
        window.addSubview(sibling)
        #expect(sibling.convert(CGPoint.zero, to: child) == CGPoint(x: 240, y: 320))
        // Through a transform.
        container.bounds.origin = .zero
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        let p = child.convert(CGPoint.zero, to: window)
        // (10, 20) is (−90, −80) from the container's bounds centre; doubled, then moved to its centre (150, 160).
        #expect(p == CGPoint(x: -30, y: 0))
        #expect(child.convert(p, from: window) == .zero)
    }

    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil, "a window starts hidden")
        window.isHidden = false
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 190, y: 10), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.001
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        // A subview outside its superview's bounds is not hit (point(inside:) fails first).
        let outside = UIView(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
        back.addSubview(outside)
        #expect(window.hitTest(CGPoint(x: 125, y: 5), with: nil) === window)
        #expect(back.point(inside: CGPoint(x: 99, y: 99), with: nil) && !back.point(inside: CGPoint(x: 100, y: 5), with: nil))
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 10, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(stretchy)
        parent.addSubview(pinnedRight)
        parent.addSubview(fixed)
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 180, y: 0, width: 10, height: 10))
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(stretchy.frame.width == 180)
    }

    @Test func autoresizingFollowsMasksSetAfterAddingAndSubviewsMovedBetweenParents() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        first.addSubview(child)
        child.autoresizingMask = [.flexibleWidth]
        first.frame.size.width = 150
        #expect(child.frame.width == 150)
        #expect(first.autoresizingSubviewCount == 1)

        child.autoresizingMask = []
        first.frame.size.width = 100
        #expect(child.frame.width == 150)
        #expect(first.autoresizingSubviewCount == 0)

        child.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        child.autoresizingMask = [.flexibleWidth]
        #expect(first.autoresizingSubviewCount == 1)
        second.addSubview(child)
        #expect(first.autoresizingSubviewCount == 0)
        #expect(second.autoresizingSubviewCount == 1)
        first.frame.size.width = 300
        #expect(child.frame.width == 150)
        second.frame.size.width = 130
        #expect(child.frame.width == 180)
        child.removeFromSuperview()
        #expect(second.autoresizingSubviewCount == 0)
    }

    @Test func layoutRunsTopDownOnlyWhereNeeded() {
        let log = EventLog()
        let root = log.view("root")
        let child = log.view("child")
        let other = log.view("other")
        root.addSubview(child)
        root.addSubview(other)
        root.layoutIfNeeded()
        #expect(log.events.filter { $0.hasSuffix("layoutSubviews") } == ["root.layoutSubviews", "child.layoutSubviews", "other.layoutSubviews"])
        log.reset()
        root.layoutIfNeeded()
        #expect(log.events.isEmpty)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.events == ["child.layoutSubviews"])
        log.reset()
        // A size change asks for layout; a move does not.
        other.frame.origin = CGPoint(x: 5, y: 5)
        root.layoutIfNeeded()
        #expect(log.events.isEmpty)
        other.frame.size = CGSize(width: 5, height: 5)
        root.layoutIfNeeded()
        #expect(log.events == ["other.layoutSubviews"])
        log.reset()
        // Moving the bounds origin (scrolling) lays the view out again, as in UIKit.
        other.bounds.origin = CGPoint(x: 0, y: 10)
        root.layoutIfNeeded()
        #expect(log.events == ["other.layoutSubviews"])
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 22) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 33, height: 22))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 5)).sizeThatFits(.zero) == CGSize(width: 4, height: 5))
    }

    @Test func layoutMarginsAndSafeArea() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // A controller's additional safe area reaches the views it overlaps.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let body = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        controller.view.addSubview(header)
        controller.view.addSubview(body)
        #expect(controller.view.safeAreaInsets.top == 44)
        #expect(header.safeAreaInsets.top == 44)
        #expect(body.safeAreaInsets == .zero)
    }

    @Test func offMainThreadCallsAreReportedLikeTheMainThreadChecker() async {
        let view = UIView()
        // Book-era code can reach a view from a background queue; strip the isolation as Swift 5 code would.
        let touch: @MainActor () -> Void = { view.setNeedsLayout() }
        let unchecked = unsafeBitCast(touch, to: (@Sendable () -> Void).self)
        let reports = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let raised = collectingExceptions { unchecked() }
                continuation.resume(returning: raised)
            }
        }
        #expect(reports.map(\.reason) == ["Main Thread Checker: UI API called on a background thread: -[UIView setNeedsLayout]"])
    }
}
