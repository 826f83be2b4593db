import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    /// Records delegate calls; can move the target of a fling.
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var scrolls = 0
        var snapTarget: ((CGPoint) -> CGPoint)?
        var zoomView: UIView?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging(velocity.y > 0: \(velocity.y > 0))")
            if let snapTarget { targetContentOffset.pointee = snapTarget(targetContentOffset.pointee) }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    }

    /// A 20 × 10 window with a full-size scroll view holding 100 numbered rows.
    private func makeList() -> (HeadlessHost, UIScrollView, Recorder) {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 20, rows: 10)
        let scrollView = UIScrollView(frame: window.bounds)
        for row in 0..<100 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * 22, width: 200, height: 22))
            label.text = "Row \(row)"
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 220, height: 2200)
        let recorder = Recorder()
        scrollView.delegate = recorder
        window.addSubview(scrollView)
        return (host, scrollView, recorder)
    }

    @Test func theOffsetIsTheBoundsOriginAndEveryChangeIsReported() {
        let (_, scrollView, recorder) = makeList()
        scrollView.contentOffset = CGPoint(x: 0, y: 44)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 44))
        scrollView.bounds.origin.y = 66
        scrollView.contentOffset = CGPoint(x: 0, y: 66)
        #expect(recorder.scrolls == 2)
        // Programmatic offsets are taken as given, even outside the content.
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        #expect(scrollView.contentOffset.y == -50)
    }

    /// One row, and the largest offset of the 100-row list in a 10-row window.
    private let row: CGFloat = 22
    private let end: CGFloat = 2200 - 220

    @Test func keysAndTheWheelScrollWithinTheContent() {
        let (host, scrollView, recorder) = makeList()
        let window = host.window
        host.press(.downArrow)
        #expect(scrollView.contentOffset.y == 22)
        host.press(.pageDown)
        #expect(scrollView.contentOffset.y == row + 9 * row, "a page is the visible rows less one")
        host.press(.end)
        #expect(scrollView.contentOffset.y == end)
        host.press(.downArrow)
        #expect(scrollView.contentOffset.y == end, "the end of the content stops the keyboard")
        host.press(.home)
        #expect(scrollView.contentOffset.y == 0 && recorder.calls == ["didScrollToTop"])
        #expect(window.scrollWheel(at: CGPoint(x: 50, y: 50), rows: 3))
        #expect(scrollView.contentOffset.y == 66)
        let lines = host.text.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("Row 3 ") && lines[1] == "Row 4")
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointer() {
        let (host, scrollView, _) = makeList()
        // Turning the wheel down by one notch drags the content up three rows.
        host.scroll(at: CGPoint(x: 50, y: 50), by: CGPoint(x: 0, y: -3 * row))
        #expect(scrollView.contentOffset.y == 3 * row)
        host.scroll(at: CGPoint(x: 50, y: 50), by: CGPoint(x: 0, y: 30 * row))
        #expect(scrollView.contentOffset.y == 0, "the wheel stops at the top")
    }

    @Test func animatedOffsetsPlayOutOnTheWindowClock() {
        let (host, scrollView, recorder) = makeList()
        scrollView.setContentOffset(CGPoint(x: 0, y: 440), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        host.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        #expect(midway > 0 && midway < 440)
        host.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 440 && recorder.calls == ["didEndScrollingAnimation"])
        #expect(!host.window.animationClock.isAnimating)
    }

    @Test func aFlingDeceleratesWithUIKitsDelegateCalls() {
        let (host, scrollView, recorder) = makeList()
        let window = host.window
        // Drag upwards by 110 points over 50 ms: the content scrolls down, fast.
        let touch = UITouch(location: CGPoint(x: 50, y: 200), window: window, view: window.hitTest(CGPoint(x: 50, y: 200), with: nil), timestamp: 1.0)
        window.sendEvent(UITouchesEvent(touches: [touch]))
        for step in 1...5 {
            touch.update(location: CGPoint(x: 50, y: 200 - CGFloat(step) * 22), phase: .moved, timestamp: 1.0 + Double(step) * 0.01)
            window.sendEvent(UITouchesEvent(touches: [touch]))
        }
        #expect(scrollView.isDragging && scrollView.contentOffset.y == 110)
        // The delegate snaps the resting place to a whole row.
        var proposed = CGPoint.zero
        recorder.snapTarget = { target in
            proposed = target
            return CGPoint(x: 0, y: (target.y / 22).rounded() * 22)
        }
        touch.update(location: CGPoint(x: 50, y: 90), phase: .ended, timestamp: 1.06)
        window.sendEvent(UITouchesEvent(touches: [touch]))
        #expect(recorder.calls == ["willBeginDragging", "willEndDragging(velocity.y > 0: true)", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating && proposed.y > 110)
        host.settle()
        #expect(recorder.calls.last == "didEndDecelerating" && !scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == (proposed.y / 22).rounded() * 22)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let (_, scrollView, _) = makeList()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 440, width: 10, height: 22), animated: false)
        let bottomAligned: CGFloat = 440 + 22 - 220
        #expect(scrollView.contentOffset.y == bottomAligned)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 22), animated: false)
        #expect(scrollView.contentOffset.y == bottomAligned, "already visible: no move")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 22, width: 10, height: 22), animated: false)
        #expect(scrollView.contentOffset.y == 22)
    }

    @Test func theSafeAreaUnderABarAddsToTheInsets() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow()
        let host = HeadlessHost(window: window, columns: 20, rows: 10)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentSize = CGSize(width: 220, height: 1000)
        controller.view.addSubview(scrollView)
        #expect(scrollView.adjustedContentInset.top == 44)
        #expect(scrollView.offsetRange.min.y == -44)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == .zero)
        _ = host
    }

    @Test func indicatorsShowWhereTheContentIs() {
        let (host, scrollView, _) = makeList()
        let top = host.render()
        #expect(top.text(ofRow: 0).hasSuffix("┃") && !top.text(ofRow: 9).hasSuffix("┃"))
        scrollView.contentOffset.y = 2200 - 220
        let bottom = host.render()
        #expect(bottom.text(ofRow: 9).hasSuffix("┃") && !bottom.text(ofRow: 0).hasSuffix("┃"))
        scrollView.showsVerticalScrollIndicator = false
        #expect(!host.render().text.contains("┃"))
    }

    @Test func theIndicatorStyleColoursTheIndicators() {
        let (host, scrollView, _) = makeList()
        let column = host.render().columns - 1
        let grey = host.render()[column, 0].foreground
        scrollView.indicatorStyle = .white
        #expect(host.render()[column, 0].foreground == CellColor(red: 255, green: 255, blue: 255))
        scrollView.indicatorStyle = .black
        #expect(host.render()[column, 0].foreground == CellColor(red: 0, green: 0, blue: 0))
        scrollView.indicatorStyle = .default
        #expect(host.render()[column, 0].foreground == grey)
        #expect(grey != CellColor(red: 0, green: 0, blue: 0))
    }

    @Test func zoomingScalesTheViewAndTheContent() {
        let (_, scrollView, recorder) = makeList()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        recorder.zoomView = image
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.contentSize == CGSize(width: 200, height: 100))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 3 && recorder.calls.filter { $0 == "didZoom" }.count == 2)
    }
}
