import Foundation

/// An object that manages the content of a rectangular area on the screen.
///
/// Geometry follows UIKit exactly: `center`, `bounds` and `transform` are stored and `frame`
/// is derived from them; values stay exact in points (a frame of 162.5 stays 162.5) and only
/// the renderer maps them to character cells (see ``CellGrid``). A view draws its background,
/// then `draw(_:)`, then its subviews in order; `clipsToBounds` clips the subviews.
///
/// Hierarchy changes call, in UIKit's order, `willMove(toSuperview:)`, `willMove(toWindow:)`,
/// `didMoveToWindow()`, `didMoveToSuperview()` and then the superview's `didAddSubview(_:)`
/// (`willRemoveSubview(_:)` comes first on removal); the window calls reach every descendant.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Geometry storage

    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTransform: CGAffineTransform = .identity

    /// The property animations playing on this view (see `Animation/`); empty when nothing
    /// animates, so drawing reads the model values directly.
    var activeAnimations: [_PropertyAnimation] = []
    /// The transition playing on this view (`UIView.transition(with:…)`), which the compositor
    /// draws the view through; `nil` when none plays.
    var activeTransition: _ViewTransition?

    // MARK: Hierarchy storage

    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []
    /// How many subviews have a non-empty `autoresizingMask`, so a resize skips the walk over
    /// subviews when none of them autoresizes (views laid out by constraints).
    private(set) var autoresizingSubviewCount = 0
    /// The window this view is in, kept current on every move so `window` is O(1).
    private weak var storedWindow: UIWindow?
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?
    /// The gesture recognizers attached to this view (see `UIView+Gestures.swift`).
    // Events & gestures: the one stored property the gesture system needs on UIView.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions added to this view (see `UIView+Interactions.swift`).
    var attachedInteractions: [any UIInteraction] = []

    // MARK: Layout state

    /// `setNeedsLayout()` was called and `layoutSubviews()` has not run since.
    private(set) var needsLayout = true
    /// Some descendant needs layout.
    private(set) var descendantNeedsLayout = false
    /// Auto Layout state (constraints, guides, the engine of a layout root); `nil` until used.
    var _layoutStorage: _ViewLayoutStorage?

    // MARK: Initialisers

    /// Creates a view with the given frame rectangle.
    public init(frame: CGRect) {
        let frame = frame.standardized
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive. Tessera has no storyboards or nibs: the view starts
    /// with a zero frame, as if created in code.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
        super.init()
    }

    // MARK: Geometry

    /// The view's position and size in its superview's coordinates.
    ///
    /// Derived from `center`, `bounds.size` and `transform`; with a non-identity transform it is
    /// the bounding box of the transformed bounds, as in UIKit.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let untransformed = CGRect(
                x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                width: size.width, height: size.height)
            if storedTransform.isIdentity { return untransformed }
            let centered = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(storedTransform)
            return centered.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            MainThreadChecker.check("-[UIView setFrame:]")
            let frame = newValue.standardized
            let oldSize = storedBounds.size
            let center = CGPoint(x: frame.midX, y: frame.midY)
            // Setting the frame a view already has changes nothing (layout passes write every
            // solved frame): skip the invalidation.
            if center == storedCenter && frame.size == oldSize && storedTransform.isIdentity { return }
            let oldCenter = storedCenter, oldBounds = storedBounds
            storedCenter = center
            storedBounds.size = frame.size
            if !_AnimationContext.stack.isEmpty {
                recordAnimatedChange(.center, from: _AnimationVector(oldCenter), to: _AnimationVector(center))
                recordAnimatedChange(.bounds, from: _AnimationVector(oldBounds), to: _AnimationVector(storedBounds))
            }
            geometryDidChange(oldSize: oldSize)
        }
    }

    /// The view's own coordinate system: its origin is the point shown at the top-left corner
    /// (scroll views move it), its size the view's size.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            MainThreadChecker.check("-[UIView setBounds:]")
            let old = storedBounds
            storedBounds = newValue.standardized
            if !_AnimationContext.stack.isEmpty {
                recordAnimatedChange(.bounds, from: _AnimationVector(old), to: _AnimationVector(storedBounds))
            }
            // As in UIKit, moving the bounds origin (scrolling) lays the view out again.
            if old.origin != storedBounds.origin { setNeedsLayout() }
            geometryDidChange(oldSize: old.size)
        }
    }

    /// The centre of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            let old = storedCenter
            storedCenter = newValue
            if !_AnimationContext.stack.isEmpty {
                recordAnimatedChange(.center, from: _AnimationVector(old), to: _AnimationVector(newValue))
            }
            geometryDidChange(oldSize: storedBounds.size)
        }
    }

    /// The transform applied around the centre. The renderer honours translation and scale of
    /// the view's rectangle; text and images are not rotated (a character grid cannot).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let old = storedTransform
            storedTransform = newValue
            if !_AnimationContext.stack.isEmpty {
                recordAnimatedChange(.transform, from: _AnimationVector(old), to: _AnimationVector(newValue))
            }
            geometryDidChange(oldSize: storedBounds.size)
        }
    }

    private func geometryDidChange(oldSize: CGSize) {
        if oldSize != storedBounds.size {
            if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
            setNeedsLayout()
        }
        invalidateLayoutInSuperview()
        // As in UIKit, a resized view is redrawn only with `.redraw`; otherwise its drawing is reused.
        if contentMode == .redraw && oldSize != storedBounds.size { setNeedsDisplay() } else { requestFrame() }
    }

    // MARK: Appearance

    /// The background colour, drawn before `draw(_:)`; `nil` (the default) draws nothing.
    open var backgroundColor: UIColor? {
        didSet {
            if !_AnimationContext.stack.isEmpty {
                recordAnimatedChange(
                    .backgroundColor, from: _AnimationVector(oldValue?.components()), to: _AnimationVector(backgroundColor?.components()))
            }
            requestFrame()
        }
    }

    /// Hidden views and their subviews are neither drawn nor hit.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue {
                requestFrame()
                (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
            }
        }
    }

    /// Opacity from 0 to 1, applied to the view and its subviews as a group.
    open var alpha: CGFloat = 1 {
        didSet {
            if !_AnimationContext.stack.isEmpty {
                recordAnimatedChange(.alpha, from: _AnimationVector(oldValue), to: _AnimationVector(alpha))
            }
            requestFrame()
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false {
        didSet { requestFrame() }
    }

    /// The layer behind the view, made when first asked for (see ``CALayer``).
    public var layer: CALayer {
        if let loadedLayer { return loadedLayer }
        let layer = CALayer(view: self)
        loadedLayer = layer
        return layer
    }

    /// The layer, if anything asked for it: views that never did draw without one.
    private(set) var loadedLayer: CALayer?

    /// Whether the view is fully opaque (a hint; Tessera draws the same either way).
    open var isOpaque = true

    /// Whether the view's drawing is cleared before `draw(_:)` redraws it (a redraw of a
    /// dirty rect keeps the rest); `false` keeps what was drawn below the new drawing.
    open var clearsContextBeforeDrawing = true

    /// Pixels per point of the view's drawing; Tessera rasterises at the cell grid's
    /// resolution and keeps the value for code that reads it.
    open var contentScaleFactor: CGFloat = 1

    /// Whether `draw(_:)` must run before the view's drawing is shown again.
    var needsDisplay = true
    /// The part to redraw; `nil` with `needsDisplay` means all of it.
    var dirtyRect: CGRect?
    /// The view's last drawing, for views that keep one (see ``Compositor``).
    var drawingCache: DrawingCache?

    /// How the view's content fills its bounds: where its drawing is placed when the bounds
    /// change without a redraw, and how `UIImageView` places its image. A change places the
    /// drawing again without calling `draw(_:)`, as in UIKit.
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { requestFrame() } }
    }

    private var storedTintColor: UIColor?

    /// The tint colour: the view's own, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            propagateTintColorChange()
        }
    }

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    private func propagateTintColorChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil {
            subview.propagateTintColorChange()
        }
    }

    /// An integer that identifies the view, for `viewWithTag(_:)`.
    open var tag = 0

    /// Whether touches and clicks reach this view and its subviews.
    open var isUserInteractionEnabled = true

    /// The traits colours and layouts resolve against: the view controller's, for a controller's
    /// view, else the superview's (a window's come from its size); the current traits for a
    /// view outside a window.
    open var traitCollection: UITraitCollection {
        if let viewController { return viewController.traitCollection }
        return storedSuperview?.traitCollection ?? UITraitCollection.current
    }

    /// Called after the view's traits changed; see ``UITraitEnvironment``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The handlers `registerForTraitChanges(_:handler:)` added.
    var traitChangeHandlers: [_TraitChangeHandler] = []

    // MARK: Hierarchy

    /// The view containing this one, or `nil`.
    open var superview: UIView? { storedSuperview }

    /// The direct subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window this view is in, or `nil`.
    open var window: UIWindow? { storedWindow }

    open override var next: UIResponder? {
        viewController ?? superview
    }

    override var responderWindow: UIWindow? { window }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        MainThreadChecker.check("-[UIView insertSubview:atIndex:]")
        guard view !== self else {
            UIKitException.invalidArgument("Can't add self as subview").raise()
            return
        }
        if view.storedSuperview === self {
            // Reordering within the same superview: no move callbacks, as in UIKit.
            let from = storedSubviews.firstIndex { $0 === view }!
            storedSubviews.remove(at: from)
            storedSubviews.insert(view, at: min(max(0, index > from ? index - 1 : index), storedSubviews.count))
            autoLayoutSubviewsDidChange(moving: view)
            requestFrame()
            return
        }
        view.removeFromSuperview()
        let newWindow = window
        let windowChanges = view.storedWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
        view.storedSuperview = self
        if !view.autoresizingMask.isEmpty { autoresizingSubviewCount += 1 }
        if windowChanges { view.propagateDidMove(toWindow: newWindow) }
        view.didMoveToSuperview()
        autoLayoutSubviewsDidChange(moving: view)
        didAddSubview(view)
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        setNeedsLayout()
        requestFrame()
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves a subview to the top.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
        requestFrame()
    }

    /// Moves a subview to the bottom.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
        requestFrame()
    }

    /// Swaps two subviews' positions in the stacking order.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        requestFrame()
    }

    /// Removes the view from its superview (and its window).
    open func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        MainThreadChecker.check("-[UIView removeFromSuperview]")
        if let window = storedWindow, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
        }
        superview.willRemoveSubview(self)
        autoLayoutWillRemoveFromSuperview()
        let windowChanges = storedWindow != nil
        willMove(toSuperview: nil)
        if windowChanges { propagateWillMove(toWindow: nil) }
        superview.storedSubviews.removeAll { $0 === self }
        if !autoresizingMask.isEmpty { superview.autoresizingSubviewCount -= 1 }
        storedSuperview = nil
        if windowChanges { propagateDidMove(toWindow: nil) }
        didMoveToSuperview()
        superview.autoLayoutSubviewsDidChange(moving: self)
        superview.setNeedsLayout()
        superview.requestFrame()
    }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with this tag in a depth-first search of this view and its descendants.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Hierarchy callbacks (subclass hooks; the defaults do nothing)

    /// Called before the superview changes; `newSuperview` is `nil` on removal.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes, on this view and every descendant.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed, on this view and every descendant.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMove(toWindow newWindow: UIWindow?) {
        storedWindow = newWindow
        didMoveToWindow()
        for subview in storedSubviews { subview.propagateDidMove(toWindow: newWindow) }
    }

    /// Lets `UIWindow` be its own window.
    func setWindowToSelf(_ window: UIWindow) {
        storedWindow = window
    }

    // MARK: Layout

    /// Marks the view as needing layout; `layoutSubviews()` runs at the next layout pass.
    open func setNeedsLayout() {
        MainThreadChecker.check("-[UIView setNeedsLayout]")
        guard !needsLayout else { return }
        needsLayout = true
        // The superview's walk tells the window (the superview's is this view's); only a view
        // without a superview tells its window itself.
        if let superview = storedSuperview {
            superview.markDescendantNeedsLayout()
        } else {
            storedWindow?.setNeedsFrame()
        }
    }

    private func markDescendantNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.storedSuperview
        }
        storedWindow?.setNeedsFrame()
    }

    /// A frame change of this view may change its superview's layout only through constraints:
    /// when an engine holds the frame as autoresizing-mask constraints, its root lays out again.
    private func invalidateLayoutInSuperview() {
        if _layoutStorage != nil || storedSuperview?._layoutStorage != nil { autoLayoutFrameDidChange() }
    }

    /// Lays out this view's subtree now if any part of it needs layout, top down.
    open func layoutIfNeeded() {
        MainThreadChecker.check("-[UIView layoutIfNeeded]")
        layoutSubtreeIfNeeded()
    }

    func layoutSubtreeIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            autoLayoutWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        descendantNeedsLayout = false
        for subview in storedSubviews {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// Positions subviews. The default does nothing; subclasses override it (and call super).
    open func layoutSubviews() {}

    /// Whether subviews are resized by their `autoresizingMask` when this view's size changes.
    open var autoresizesSubviews = true

    /// How the view resizes when its superview's size changes.
    open var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet {
            guard autoresizingMask.isEmpty != oldValue.isEmpty, let superview = storedSuperview else { return }
            superview.autoresizingSubviewCount += autoresizingMask.isEmpty ? -1 : 1
        }
    }

    /// Whether the autoresizing mask becomes constraints (Auto Layout); `true` for views made in code.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutTranslatesAutoresizingMaskDidChange() }
        }
    }

    /// Updates this view's constraints before layout. Called by the update-constraints pass
    /// (children before parents) after `setNeedsUpdateConstraints()`, and once for every view
    /// that takes part in Auto Layout. Override it to change constraints in one batch; call
    /// `super.updateConstraints()` last. The default does nothing.
    open func updateConstraints() {}

    // MARK: Margins and safe area

    /// Space between the edges and the content, 8 points on each side by default.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }

    /// The layout margins with leading and trailing edges.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left,
                bottom: layoutMargins.bottom, trailing: layoutMargins.right)
        }
        set { layoutMargins = newValue.leftToRight }
    }

    /// Whether the superview's margins add to this view's where they overlap.
    open var preservesSuperviewLayoutMargins = false

    /// Whether the safe area adds to the layout margins.
    open var insetsLayoutMarginsFromSafeArea = true

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// The part of the view covered by bars or outside the screen's safe area.
    ///
    /// Derived from the superview's safe area where it overlaps this view; a window's is zero
    /// in a terminal (no notch, no home indicator) plus what view controllers add.
    open var safeAreaInsets: UIEdgeInsets {
        guard let superview = storedSuperview else { return ownSafeAreaInsets }
        let parentInsets = superview.safeAreaInsets
        if parentInsets == .zero { return ownSafeAreaInsets }
        let safeInParent = superview.bounds.inset(by: parentInsets)
        let safe = convert(safeInParent, from: superview)
        let b = bounds
        let inherited = UIEdgeInsets(
            top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
            bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
        let own = ownSafeAreaInsets
        return UIEdgeInsets(
            top: max(inherited.top, own.top), left: max(inherited.left, own.left),
            bottom: max(inherited.bottom, own.bottom), right: max(inherited.right, own.right))
    }

    /// Insets this view itself contributes (a view controller's additional safe area).
    var ownSafeAreaInsets: UIEdgeInsets {
        viewController?.safeAreaContribution ?? .zero
    }

    /// Called when the safe area changes.
    open func safeAreaInsetsDidChange() {}

    // MARK: Sizing

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content; `UIView.noIntrinsicMetric` in each dimension by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        storedSuperview?.setNeedsLayout()
        intrinsicLayoutDidChange()
    }

    /// "No intrinsic size in this dimension."
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout hooks (read by the engine in AutoLayout/; override to do what UILabel does)

    /// Whether the view's intrinsic height depends on the width Auto Layout gives it, as a
    /// wrapping label's does; `false` by default. UIKit's private name.
    ///
    /// When `true`, a layout pass (and `systemLayoutSizeFitting`) solves with
    /// `intrinsicContentSize`, then asks ``_intrinsicContentSize(forLayoutWidth:)`` at the
    /// solved width and solves again until the sizes settle, as UIKit's second
    /// update-constraints pass does for multi-line labels.
    open var _needsDoubleUpdateConstraintsPass: Bool { false }

    /// The intrinsic content size once Auto Layout has given the view `width` points, for a
    /// view whose ``_needsDoubleUpdateConstraintsPass`` is `true`; `intrinsicContentSize` by
    /// default. UILabel wraps its text at `width`.
    open func _intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// The view whose first baseline is this view's (`firstBaselineAnchor`, `.firstBaseline`
    /// stack alignment); the view itself by default.
    ///
    /// Return a descendant, such as a label inside the view. Tessera follows it only when the
    /// same constraints lay it out: not past a view that translates its autoresizing mask into
    /// constraints (this view included) and so lays out its subviews with its own engine.
    open var viewForFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's; the view itself by default. As
    /// ``viewForFirstBaselineLayout``.
    open var viewForLastBaselineLayout: UIView { self }

    /// The distance from the top edge down to the first baseline; `nil` by default, which puts
    /// the first baseline at the bottom edge, as for views without text. UILabel returns its
    /// font's line height. UIKit's private name.
    open var _firstBaselineOffsetFromTop: CGFloat? { nil }

    /// The distance from the bottom edge up to the last baseline; 0 by default, also for
    /// UILabel (a line's baseline is the bottom of its row). UIKit's private name.
    open var _baselineOffsetFromBottom: CGFloat { 0 }

    // MARK: Drawing

    /// Asks for the view to be redrawn at the next display tick: `draw(_:)` runs again.
    open func setNeedsDisplay() {
        needsDisplay = true
        dirtyRect = nil
        requestFrame()
    }

    /// Asks for part of the view to be redrawn: `draw(_:)` runs with the union of the rects
    /// asked for, and only that part of the previous drawing is replaced.
    open func setNeedsDisplay(_ rect: CGRect) {
        if !needsDisplay {
            dirtyRect = rect
        } else if let dirty = dirtyRect {
            dirtyRect = dirty.union(rect)
        }
        needsDisplay = true
        requestFrame()
    }

    /// Asks the window for a frame without redrawing this view's content (moves, colours,
    /// alpha, subviews: what the compositor draws).
    func requestFrame() {
        storedWindow?.setNeedsFrame()
    }

    /// Draws the view's content into the current graphics context (`UIGraphicsGetCurrentContext()`),
    /// in the view's bounds coordinates, after the background and before subviews.
    /// The default draws nothing.
    open func draw(_ rect: CGRect) {}

    // MARK: Hit testing

    /// The farthest descendant containing `point` (in this view's coordinates) that can receive
    /// touches, front to back; `nil` when this view is hidden, nearly transparent, not
    /// interactive, animating or in a transition without `.allowUserInteraction`, or does not
    /// contain the point.
    /// Hit testing reads model values (where views are heading), as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        // As in UIKit, views ignore touches while they animate, unless the animation allows them.
        if !activeAnimations.isEmpty, activeAnimations.contains(where: { !$0.timeline.allowsUserInteraction }) { return nil }
        if let activeTransition, !activeTransition.allowsUserInteraction { return nil }
        for subview in storedSubviews.reversed() {
            let converted = subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Coordinate conversion

    /// Converts a point from this view's coordinates to `view`'s (the window's when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transform(from: view))
    }

    /// Converts a rectangle from this view's coordinates to `view`'s; with rotation, the result
    /// is the bounding box.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(transform(from: view))
    }
}
