import Foundation

/// A view that displays an image, drawn as half-block pixels.
///
/// Each character cell shows two pixels stacked vertically, 11 × 11 points each at the default
/// grid, so a 44-point avatar is 4 × 4 pixels. `contentMode` places the image as in UIKit:
/// `.scaleToFill` stretches it, `.scaleAspectFit` fits it inside, `.scaleAspectFill` covers the
/// bounds (drawing is clipped to the view), `.center` and the edge modes place it unscaled.
/// Template and symbol images draw in the tint colour.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Places the image again: an image view draws it where its content mode says.
    open override var contentMode: UIView.ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether `highlightedImage` is shown.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    open override func draw(_ rect: CGRect) {
        guard let image = (isHighlighted ? highlightedImage ?? image : image), let context = UIGraphicsGetCurrentContext() else {
            return
        }
        context.drawImage(image, in: contentMode.rect(for: image.size, in: bounds), tint: tintColor.components())
    }
}
