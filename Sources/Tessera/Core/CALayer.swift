import Foundation

/// The Core Animation layer behind every view (`view.layer`): Tessera draws views, not layers,
/// so a view's layer is another face of the view's drawing properties.
///
/// `backgroundColor`, `opacity`, `isHidden` and `masksToBounds` are the view's
/// `backgroundColor`, `alpha`, `isHidden` and `clipsToBounds`, as in UIKit. `cornerRadius`
/// rounds the background (and, with `masksToBounds`, the contents and subviews) at half-block
/// pixel resolution; a `borderWidth` above zero outlines the bounds in box-drawing characters
/// of `borderColor`, with round corners when `cornerRadius` is set. Shadows are kept but not
/// drawn: a terminal has no room for them.
///
/// A layer made on its own (`CALayer()`) keeps its values without drawing anything.
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer backs, if any.
    private(set) weak var view: UIView?

    private var ownBackgroundColor: CGColor?
    private var ownOpacity: Float = 1
    private var ownIsHidden = false
    private var ownMasksToBounds = false
    private var ownPosition = CGPoint.zero
    private var ownBounds = CGRect.zero
    private var ownTransform = CATransform3DIdentity

    /// A layer of its own, backing no view.
    public init() {}

    init(view: UIView) {
        self.view = view
    }

    /// A copy of `layer`'s values, backing no view (what ``presentation()`` and ``model()``
    /// return). Subclasses that add properties override it to copy them.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        ownBackgroundColor = other.backgroundColor
        ownOpacity = other.opacity
        ownIsHidden = other.isHidden
        ownMasksToBounds = other.masksToBounds
        ownPosition = other.position
        ownBounds = other.bounds
        ownTransform = other.transform
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowPath = other.shadowPath
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
    }

    // MARK: Geometry

    /// The position of the anchor point in the superlayer: the view's `center`.
    open var position: CGPoint {
        get { view?.center ?? ownPosition }
        set {
            if let view { view.center = newValue } else { ownPosition = newValue }
        }
    }

    /// The layer's own coordinate space: the view's `bounds`.
    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set {
            if let view { view.bounds = newValue } else { ownBounds = newValue }
        }
    }

    /// The frame in the superlayer: the view's `frame`.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let size = ownBounds.size
            return CGRect(
                x: ownPosition.x - size.width * anchorPoint.x, y: ownPosition.y - size.height * anchorPoint.y,
                width: size.width, height: size.height)
        }
        set {
            if let view {
                view.frame = newValue
            } else {
                ownBounds.size = newValue.size
                ownPosition = CGPoint(
                    x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
            }
        }
    }

    /// The point of the bounds that `position` places, in unit coordinates; (0.5, 0.5) by
    /// default. Views rotate and scale about their centre whatever it is.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The stacking position (kept; subviews draw in order).
    open var zPosition: CGFloat = 0

    /// The layer's transform: the view's `transform`, whose affine part it is.
    open var transform: CATransform3D {
        get { view.map { CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform }
        set {
            if let view { view.transform = CATransform3DGetAffineTransform(newValue) } else { ownTransform = newValue }
        }
    }

    /// The transform as an affine transform.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Animation

    /// A copy of the layer as it is on screen now: while its view animates, the values the
    /// animations show at this moment of the window's clock (the model values stay on the
    /// layer itself).
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        guard let view, !view.activeAnimations.isEmpty else { return copy }
        copy.ownPosition = view.presentedCenter
        copy.ownBounds = view.presentedBounds
        copy.ownTransform = CATransform3DMakeAffineTransform(view.presentedTransform)
        copy.ownOpacity = Float(view.presentedAlpha)
        copy.ownBackgroundColor = view.presentedBackgroundColor?.cgColor
        copy.cornerRadius = view.presentedVector(for: .cornerRadius).scalar
        copy.borderWidth = view.presentedVector(for: .borderWidth).scalar
        copy.borderColor = view.presentedVector(for: .borderColor).colorComponents.map { UIColor(components: $0).cgColor }
        return copy
    }

    /// The layer with its model values (for a presentation copy, a copy of the same values).
    open func model() -> Self {
        view == nil ? self : Self(layer: self)
    }

    /// The key paths of the running animations (`"position"`, `"bounds"`, `"transform"`,
    /// `"opacity"`, `"backgroundColor"`, `"cornerRadius"`, `"borderWidth"`, `"borderColor"`,
    /// and `"transition"`, Core Animation's `kCATransition`, while a view transition plays),
    /// or `nil` when nothing animates.
    open func animationKeys() -> [String]? {
        guard let view, !view.activeAnimations.isEmpty || view.activeTransition != nil else { return nil }
        var keys: [String] = []
        for animation in view.activeAnimations where !keys.contains(animation.property.keyPath) {
            keys.append(animation.property.keyPath)
        }
        if view.activeTransition != nil { keys.append("transition") }
        return keys
    }

    /// Removes every running animation: the layer shows its model values at once, and the
    /// blocks' completions learn they did not finish.
    open func removeAllAnimations() {
        guard let view else { return }
        for animation in view.activeAnimations { animation.timeline.interrupt(animation) }
        view.activeTransition?.interrupt()
    }

    /// Removes the animations of one key path (see ``animationKeys()``).
    open func removeAnimation(forKey key: String) {
        guard let view else { return }
        for animation in view.activeAnimations where animation.property.keyPath == key {
            animation.timeline.interrupt(animation)
        }
        if key == "transition" { view.activeTransition?.interrupt() }
    }

    /// The radius of the rounded corners of the background and border; with
    /// ``masksToBounds``, also of the contents and sublayers. Defaults to 0.
    open var cornerRadius: CGFloat = 0 {
        didSet {
            view?.recordAnimatedChange(.cornerRadius, from: _AnimationVector(oldValue), to: _AnimationVector(cornerRadius))
            view?.setNeedsDisplay()
        }
    }

    /// The width of the border drawn inside the bounds; a terminal draws any width above zero
    /// as one cell of box-drawing characters. Defaults to 0.
    open var borderWidth: CGFloat = 0 {
        didSet {
            view?.recordAnimatedChange(.borderWidth, from: _AnimationVector(oldValue), to: _AnimationVector(borderWidth))
            view?.setNeedsDisplay()
        }
    }

    /// The border's colour; opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = .black {
        didSet {
            view?.recordAnimatedChange(.borderColor, from: _AnimationVector(oldValue?.rgba), to: _AnimationVector(borderColor?.rgba))
            view?.setNeedsDisplay()
        }
    }

    /// The background colour: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { ownBackgroundColor = newValue }
        }
    }

    /// The opacity, 0 to 1: the view's `alpha`.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// Whether the layer is hidden: the view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? ownIsHidden }
        set {
            if let view { view.isHidden = newValue } else { ownIsHidden = newValue }
        }
    }

    /// Whether sublayers (and, with ``cornerRadius``, the contents) are clipped to the
    /// bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
        }
    }

    /// The shadow's colour. Opaque black by default.
    ///
    /// A shadow is drawn under a view with a background colour (or a `shadowPath`) whose
    /// layer does not mask to its bounds: its shape (rounded like the view) moved by
    /// `shadowOffset` and grown by half of `shadowRadius`, in `shadowColor` at `shadowOpacity`
    /// (half of it when blurred), at the grid's pixel resolution. Core Animation's default
    /// offset and radius are smaller than a pixel, so such shadows hide under their view.
    open var shadowColor: CGColor? = .black
    /// The shadow's opacity. 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// The shadow's offset. (0, −3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius. 3 by default.
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape, in the layer's coordinates; the layer's bounds when `nil`.
    open var shadowPath: CGPath?
}
