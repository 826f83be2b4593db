import Foundation
import Tessera

/// A photo in a scroll view, zoomed by pinching (Ctrl or Alt with the wheel in a terminal)
/// between half and four times its size, as CS193P's Scroll View lecture builds it.
///
/// The scroll view's delegate names the image view in `viewForZooming(in:)`, which is what
/// turns zooming on; past a limit the zoom bounces back. A double tap zooms in on the tapped
/// point with `zoom(to:animated:)`, and zoomed in, a double tap goes back to the full size.
public final class PhotoViewController: UIViewController, UIScrollViewDelegate {
    /// The scroll view (the book's `@IBOutlet weak var scrollView: UIScrollView!`).
    public let scrollView = UIScrollView()
    /// The image, the scroll view's only subview.
    public let imageView = UIImageView()

    /// The image shown; the scroll view's content size follows it.
    public var image: UIImage? {
        get { imageView.image }
        set {
            imageView.image = newValue
            imageView.frame = CGRect(origin: .zero, size: newValue?.size ?? .zero)
            scrollView.contentSize = imageView.frame.size
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.bouncesZoom = true
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        image = LandscapeImage.make()

        let doubleTap = UITapGestureRecognizer { [unowned self] recognizer in
            zoom(byReactingTo: recognizer as! UITapGestureRecognizer)
        }
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    /// Zooms in twice on the tapped point, or back to the full size when zoomed in.
    func zoom(byReactingTo tapRecognizer: UITapGestureRecognizer) {
        guard tapRecognizer.state == .ended else { return }
        if scrollView.zoomScale > 1 {
            scrollView.setZoomScale(1, animated: true)
            return
        }
        let point = tapRecognizer.location(in: imageView)
        // A rect half the scroll view's size, in the image's own coordinates, fills the scroll
        // view at twice the scale.
        let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                        animated: true)
    }
}
