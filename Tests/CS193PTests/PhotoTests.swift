import Foundation
import Testing
import Tessera
@testable import CS193PKit

/// The Photo tab: pinch zooms the image between its limits, bouncing back from beyond them;
/// a double tap zooms in on the tapped point and, zoomed in, back out.
@Suite("Photo", .serialized)
@MainActor
struct PhotoTests {
    private func makePhoto() -> (PhotoViewController, HeadlessHost) {
        let photo = PhotoViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: photo)
        let host = HeadlessHost(window: window, columns: 80, rows: 24)
        window.makeKeyAndVisible()
        _ = host.render()
        return (photo, host)
    }

    @Test func showsTheImageAtItsSize() {
        let (photo, host) = makePhoto()
        #expect(photo.scrollView.contentSize == LandscapeImage.size)
        #expect(photo.viewForZooming(in: photo.scrollView) === photo.imageView)
        let blocks = host.text.unicodeScalars.filter { (0x1FB00...0x1FB3B).contains($0.value) || (0x2580...0x259F).contains($0.value) }
        #expect(!blocks.isEmpty, "the image is drawn in block characters")
    }

    @Test func pinchingZoomsAndBouncesBackFromTheMaximum() {
        let (photo, host) = makePhoto()
        let scrollView = photo.scrollView
        let center = host.center(of: scrollView)
        host.pinch(at: center, scales: [2])
        host.settle()
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 1320, height: 880))

        host.transform(at: center, steps: [(4, 0)])
        let overshoot = scrollView.zoomScale
        #expect(overshoot > 4, "with bouncesZoom a pinch goes past the maximum while it lasts")
        host.settle()
        #expect(scrollView.zoomScale == 4, "and springs back to it")
    }

    @Test func pinchingOutStopsAtTheMinimum() {
        let (photo, host) = makePhoto()
        let scrollView = photo.scrollView
        host.pinch(at: host.center(of: scrollView), scales: [0.1])
        host.settle()
        #expect(scrollView.zoomScale == 0.5)
        scrollView.bouncesZoom = false
        host.pinch(at: host.center(of: scrollView), scales: [0.5])
        #expect(scrollView.zoomScale == 0.5, "without bouncing the scale never leaves the limits")
    }

    @Test func doubleTappingZoomsInOnThePointAndBackOut() {
        let (photo, host) = makePhoto()
        let scrollView = photo.scrollView
        host.doubleTap(at: host.center(of: scrollView))
        host.settle()
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.y > 0, "the tapped point moves towards the middle")
        host.doubleTap(at: host.center(of: scrollView))
        host.settle()
        #expect(scrollView.zoomScale == 1)
    }
}
