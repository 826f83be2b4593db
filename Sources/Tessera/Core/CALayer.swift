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

    /// A layer of its own, backing no view.
    public init() {}

    init(view: UIView) {
        self.view = view
    }

    /// The radius of the rounded corners of the background and border; with
    /// ``masksToBounds``, also of the contents and sublayers. Defaults to 0.
    open var cornerRadius: CGFloat = 0 {
        didSet { view?.setNeedsDisplay() }
    }

    /// The width of the border drawn inside the bounds; a terminal draws any width above zero
    /// as one cell of box-drawing characters. Defaults to 0.
    open var borderWidth: CGFloat = 0 {
        didSet { view?.setNeedsDisplay() }
    }

    /// The border's colour; opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = .black {
        didSet { view?.setNeedsDisplay() }
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

    /// The shadow's colour (kept, not drawn). Opaque black by default.
    open var shadowColor: CGColor? = .black
    /// The shadow's opacity (kept, not drawn). 0 by default.
    open var shadowOpacity: Float = 0
    /// The shadow's offset (kept, not drawn). (0, −3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (kept, not drawn). 3 by default.
    open var shadowRadius: CGFloat = 3
}
