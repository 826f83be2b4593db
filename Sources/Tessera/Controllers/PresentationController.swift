import Foundation

/// Presents and dismisses view controllers in a window, with UIKit's appearance callbacks.
///
/// - Full screen (`.fullScreen`): the presenting controller disappears — `A.viewWillDisappear`,
///   `B.viewWillAppear`, `B.viewIsAppearing`, (the animation), `B.viewDidAppear`,
///   `A.viewDidDisappear`; dismissal mirrors it.
/// - Sheets (`.automatic`, `.pageSheet`, `.formSheet`): the presented view covers the window
///   below a two-row strip and a dimmed presenter, which stays on screen without callbacks,
///   as on iOS 13 and later. The dimming fades alongside the transition.
/// - Over the context (`.overFullScreen`, `.overCurrentContext`, `.custom`, alerts): the
///   presented view covers the window; the presenter stays without callbacks.
///
/// Animated, the presented controller's `transitioningDelegate` animator or its own (see
/// ``UIViewController/modalTransitionStyle``; alerts fade) plays on the window's clock;
/// `presentedViewController` is set from the start, the completion runs after the end, and
/// `isBeingPresented` / `isBeingDismissed` stay true through the callbacks. Key presses go to
/// the presented controller from the start of its presentation to the start of its dismissal.
///
/// Presenting from a child presents from the root of its hierarchy, as UIKit does. A
/// presentation asked for while another presentation or dismissal plays in that hierarchy
/// finishes the running one first (UIKit logs "Attempt to present … while a presentation is in
/// progress" and drops the new one); dismissing a controller that is being dismissed is
/// ignored with UIKit's warning.
@MainActor
enum PresentationController {
    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        var root = source
        while let parent = root.parent { root = parent }
        finishTransitions(from: root)
        var presenter = root
        while let above = presenter.storedPresentedViewController, !above.isBeingDismissed { presenter = above }
        guard presented.storedPresentingViewController == nil else {
            UIKitException.invalidArgument("Application tried to present modally a view controller \(describe(presented)) that is already being presented by \(describe(presented.storedPresentingViewController!)).").raise()
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            warn("Attempt to present \(describe(presented)) on \(describe(presenter)) whose view is not in the window hierarchy.")
            return
        }
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.isBeingPresented = true
        let style = presented.modalPresentationStyle
        let coversPresenter = style == .fullScreen || style == .currentContext

        presented.loadViewIfNeeded()
        let container = PresentationContainerView(frame: window.bounds, presented: presented, isSheet: isSheet(style))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var animator: (any UIViewControllerAnimatedTransitioning)?
        if animated && UIView.areAnimationsEnabled {
            animator =
                presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: source)
                ?? presented.defaultTransitionAnimator(isPresenting: true)
        }
        let transition = _ViewControllerTransition(
            containerView: container, from: presenter, to: presented, fromView: coversPresenter ? presenter.view : nil,
            toView: presented.view, presentationStyle: style, animated: animated, animator: animator,
            participants: [presenter, presented])
        let presenterPlace = ViewPlace(of: presenter.viewIfLoaded)
        transition.begin()
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        window.addSubview(container)
        container.layoutIfNeeded()
        transition.setFrames(for: presented, initial: .zero, final: container.frameOfPresentedView)
        transition.setFrames(for: presenter, initial: presenter.view.frame, final: coversPresenter ? .zero : presenter.view.frame)
        container.fadeDimming(in: true, alongside: transition)
        presented.viewIsInHierarchy()
        window.focusPresented(presented)
        transition.start {
            presenterPlace?.restore()
            presented.endAppearanceTransition()
            if coversPresenter { presenter.endAppearanceTransition() }
            presented.isBeingPresented = false
            completion?()
        }
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // As in UIKit: a presenter dismisses what it presented; a presented controller asks its presenter.
        var owner = source
        while owner.storedPresentedViewController == nil, owner.storedPresentingViewController == nil, let parent = owner.parent {
            owner = parent
        }
        let presenter: UIViewController
        if owner.storedPresentedViewController != nil {
            presenter = owner
        } else if let presenting = owner.storedPresentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.storedPresentedViewController else {
            completion?()
            return
        }
        guard !presented.isBeingDismissed else {
            warn("Attempt to dismiss from view controller \(describe(presenter)) while a presentation or dismiss is in progress!")
            return
        }
        // A presentation still playing ends first; whatever the dismissed controller presented
        // goes too, top first, without callbacks of its own.
        finishTransitions(from: presented)
        guard presenter.storedPresentedViewController === presented, !presented.isBeingDismissed else { return }
        if presented.storedPresentedViewController != nil {
            dismiss(from: presented, animated: false, completion: nil)
        }
        let style = presented.modalPresentationStyle
        let coversPresenter = style == .fullScreen || style == .currentContext
        let window = presenter.viewIfLoaded?.window
        let container = presented.viewIfLoaded?.superview as? PresentationContainerView
        presented.isBeingDismissed = true
        var animator: (any UIViewControllerAnimatedTransitioning)?
        if animated && UIView.areAnimationsEnabled && container?.window != nil {
            animator =
                presented.transitioningDelegate?.animationController(forDismissed: presented)
                ?? presented.defaultTransitionAnimator(isPresenting: false)
        }
        let transition = _ViewControllerTransition(
            containerView: container ?? presented.view, from: presented, to: presenter, fromView: presented.view,
            toView: coversPresenter ? presenter.view : nil, presentationStyle: style, animated: animated,
            animator: animator, participants: [presenter, presented])
        transition.setFrames(for: presented, initial: presented.view.frame, final: .zero)
        if let presenterView = presenter.viewIfLoaded {
            transition.setFrames(for: presenter, initial: presenterView.frame, final: presenterView.frame)
        }
        let presenterPlace = ViewPlace(of: presenter.viewIfLoaded)
        transition.begin()
        presented.beginAppearanceTransition(false, animated: animated)
        if coversPresenter {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.viewIsInHierarchy()
        }
        container?.isDismissing = true
        container?.fadeDimming(in: false, alongside: transition)
        // Keys typed while it leaves go to what it uncovers, as its keyboard focus ends now.
        if let responder = window?.firstResponder as? UIView, let view = presented.viewIfLoaded, responder.isDescendant(of: view) {
            responder.resignFirstResponder()
        }
        window?.focusPresented(nil)
        transition.start {
            container?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            presenterPlace?.restore()
            presented.endAppearanceTransition()
            if coversPresenter { presenter.endAppearanceTransition() }
            presenter.storedPresentedViewController = nil
            presented.storedPresentingViewController = nil
            presented.isBeingDismissed = false
            window?.focusPresented(nil)
            completion?()
        }
    }

    /// Finishes the transitions playing in the chain of presentations from `controller` up.
    private static func finishTransitions(from controller: UIViewController) {
        var current: UIViewController? = controller
        while let candidate = current {
            candidate.runningTransition?.finishNow()
            current = candidate.storedPresentedViewController
        }
    }

    private static func isSheet(_ style: UIModalPresentationStyle) -> Bool {
        style == .automatic || style == .pageSheet || style == .formSheet
    }

    private static func describe(_ controller: UIViewController) -> String {
        "<\(String(reflecting: type(of: controller))): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    /// UIKit logs these and carries on.
    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("Warning: \(message)\n".utf8))
    }
}

/// Where a view sits in its superview: an animator that adds the presenter's view to the
/// transition's container (as UIKit's animators do on a full-screen dismissal) gets it put
/// back when the transition ends, as UIKit does.
@MainActor
private struct ViewPlace {
    let view: UIView
    let superview: UIView
    let index: Int

    init?(of view: UIView?) {
        guard let view, let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return nil }
        self.view = view
        self.superview = superview
        self.index = index
    }

    func restore() {
        guard view.superview !== superview else { return }
        superview.insertSubview(view, at: index)
    }
}

/// The container a presentation plays in, above the window's content: the presented view,
/// and for a sheet a dimming view over the presenter and a two-row strip.
@MainActor
private final class PresentationContainerView: UIView {
    private let isSheet: Bool
    private weak var presentedView: UIView?
    /// The shade over the presenter behind a sheet.
    private let dimmingView: UIView?
    /// Set when dismissal starts: the presented view stays where the animator moves it.
    var isDismissing = false
    /// The size the presented view was last placed for.
    private var placedForSize: CGSize?

    init(frame: CGRect, presented: UIViewController, isSheet: Bool) {
        self.isSheet = isSheet
        if isSheet {
            let dimming = UIView()
            dimming.backgroundColor = UIColor.black.withAlphaComponent(0.3)
            dimmingView = dimming
        } else {
            dimmingView = nil
        }
        super.init(frame: frame)
        if let dimmingView { addSubview(dimmingView) }
        let view: UIView = presented.view
        presentedView = view
        addSubview(view)
    }

    required init?(coder: NSCoder) {
        fatalError("PresentationContainerView is created in code only")
    }

    /// Where the presented view rests: below a two-row strip for a sheet, else everywhere.
    var frameOfPresentedView: CGRect {
        let inset = isSheet ? CellGrid.current.cellHeight * 2 : 0
        return CGRect(x: 0, y: inset, width: bounds.width, height: max(0, bounds.height - inset))
    }

    /// Fades the dimming in (or out) with `transition`, as UIKit's sheet presentation
    /// controller does alongside the presented view's slide.
    func fadeDimming(in isAppearing: Bool, alongside transition: _ViewControllerTransition) {
        guard let dimmingView else { return }
        if isAppearing { UIView.performWithoutAnimation { dimmingView.alpha = 0 } }
        transition.animate(alongsideTransition: { _ in dimmingView.alpha = isAppearing ? 1 : 0 })
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView?.frame = bounds
        // Placed at the first layout and when the size changes; in between, an animator
        // moves it.
        guard !isDismissing, placedForSize != bounds.size else { return }
        placedForSize = bounds.size
        presentedView?.frame = frameOfPresentedView
    }

    // Taps on the dimmed strip do nothing (sheets dismiss by swipe on iOS; here by Escape).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
