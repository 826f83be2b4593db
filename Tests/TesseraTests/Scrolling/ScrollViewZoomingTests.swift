import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("Scroll view zooming")
struct ScrollViewZoomingTests {
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var zoomView: UIView?
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEndZooming(\(scale))")
        }
    }

    /// A 40 × 10 window (440 × 220 points) filled by a scroll view zooming a same-size image, 0.5× to 3×.
    private func makeZoomable() -> (HeadlessHost, UIScrollView, UIView, Recorder) {
        let host = makeHost()
        let scrollView = UIScrollView(frame: host.window.bounds)
        let image = UIView(frame: scrollView.bounds)
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        let recorder = Recorder()
        recorder.zoomView = image
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        host.window.addSubview(scrollView)
        return (host, scrollView, image, recorder)
    }

    private func rounded(_ point: CGPoint) -> [Double] {
        [Double(point.x), Double(point.y)].map { ($0 * 1000).rounded() / 1000 }
    }

    private func rounded(_ value: CGFloat) -> Double {
        (Double(value) * 1000).rounded() / 1000
    }

    @Test func thePinchRecognizerExistsOnlyWhileZoomingIsPossible() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil && scrollView.gestureRecognizers == nil)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil && scrollView.gestureRecognizers?.count == 1)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil && scrollView.gestureRecognizers == nil)
    }

    @Test func defaultsAreUIKits() {
        let scrollView = UIScrollView()
        #expect(scrollView.bouncesZoom && !scrollView.isDirectionalLockEnabled && scrollView.indicatorStyle == .default)
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
    }

    @Test func aPinchZoomsAboutItsCentreWithTheDelegateCallsInOrder() {
        let (host, scrollView, image, recorder) = makeZoomable()
        var zoomingDuringPinch: [Bool] = []
        scrollView.pinchGestureRecognizer?.addTarget { _ in zoomingDuringPinch.append(scrollView.isZooming) }
        host.pinch(at: CGPoint(x: 100, y: 50), scales: [1.25, 2])
        #expect(recorder.calls == ["willBeginZooming", "didZoom", "didZoom", "didEndZooming(2.0)"])
        #expect(zoomingDuringPinch == [true, true, false])
        #expect(scrollView.zoomScale == 2 && !scrollView.isZooming)
        #expect(scrollView.contentSize == CGSize(width: 880, height: 440))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 880, height: 440))
        // The content point that was under (100, 50) is there still: (100, 50) × 2 − offset.
        #expect(rounded(scrollView.contentOffset) == [100, 50])
    }

    @Test func aPinchPastTheMaximumOvershootsThenBouncesBackOnTheClock() {
        let (host, scrollView, _, recorder) = makeZoomable()
        host.pinch(at: CGPoint(x: 220, y: 110), scales: [2, 6])
        // 3 × √(6 / 3): the overshoot resists.
        #expect(rounded(scrollView.zoomScale) == rounded(3 * CGFloat(2).squareRoot()))
        #expect(scrollView.isZoomBouncing)
        #expect(!recorder.calls.contains { $0.hasPrefix("didEndZooming") })
        host.advance(by: 0.1)
        #expect(scrollView.zoomScale > 3 && scrollView.zoomScale < 4.24)
        host.settle()
        #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
        #expect(recorder.calls.last == "didEndZooming(3.0)")
        #expect(recorder.calls.filter { $0 == "willBeginZooming" }.count == 1)
        // Still about the centre: (220, 110) × 3 − (220, 110).
        #expect(rounded(scrollView.contentOffset) == [440, 220])
    }

    @Test func aPinchPastTheMinimumBouncesBackToIt() {
        let (host, scrollView, _, recorder) = makeZoomable()
        host.pinch(at: CGPoint(x: 220, y: 110), scales: [0.5, 0.2])
        #expect(scrollView.zoomScale < 0.5)
        host.settle()
        #expect(scrollView.zoomScale == 0.5)
        #expect(recorder.calls.last == "didEndZooming(0.5)")
        #expect(scrollView.contentSize == CGSize(width: 220, height: 110))
    }

    @Test func withoutBouncesZoomAPinchStopsAtTheLimit() {
        let (host, scrollView, _, recorder) = makeZoomable()
        scrollView.bouncesZoom = false
        host.pinch(at: CGPoint(x: 220, y: 110), scales: [6])
        #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
        #expect(recorder.calls == ["willBeginZooming", "didZoom", "didEndZooming(3.0)"])
    }

    @Test func aPinchWithoutAViewForZoomingDoesNothing() {
        let (host, scrollView, _, recorder) = makeZoomable()
        recorder.zoomView = nil
        host.pinch(at: CGPoint(x: 220, y: 110), scales: [2])
        #expect(scrollView.zoomScale == 1 && recorder.calls.isEmpty)
    }

    @Test func setZoomScaleAnimatedRunsOnTheWindowsClock() {
        let (host, scrollView, _, recorder) = makeZoomable()
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.zoomScale == 1 && recorder.calls == ["willBeginZooming"])
        host.advance(by: 0.1)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 2)
        host.settle()
        #expect(scrollView.zoomScale == 2 && scrollView.contentSize == CGSize(width: 880, height: 440))
        #expect(recorder.calls.first == "willBeginZooming" && recorder.calls.last == "didEndZooming(2.0)")
        scrollView.setZoomScale(10, animated: true)
        host.settle()
        #expect(scrollView.zoomScale == 3)
    }

    @Test func zoomToRectCentresTheRectAtTheLimitedScale() {
        let (host, scrollView, _, recorder) = makeZoomable()
        // A quarter-size rect wants 4×, limited to 3×, centred: (165, 82.5) × 3 − half the bounds.
        scrollView.zoom(to: CGRect(x: 110, y: 55, width: 110, height: 55), animated: true)
        host.settle()
        #expect(scrollView.zoomScale == 3)
        #expect(rounded(scrollView.contentOffset) == [275, 137.5])
        #expect(recorder.calls.last == "didEndZooming(3.0)")
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 440, height: 220), animated: false)
        #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero)
    }

    @Test func directionalLockKeepsADragOnItsFirstAxis() {
        let (host, scrollView, _, _) = makeZoomable()
        scrollView.contentSize = CGSize(width: 880, height: 440)
        scrollView.isDirectionalLockEnabled = true
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 150, y: 50))
        #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y == 100)
        host.settle()
        #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y > 100)
        scrollView.contentOffset = .zero
        scrollView.isDirectionalLockEnabled = false
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 150, y: 50))
        #expect(scrollView.contentOffset.x == 50 && scrollView.contentOffset.y == 100)
    }
}
