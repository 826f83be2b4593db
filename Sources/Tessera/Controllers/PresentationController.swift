import Foundation

/// Presents and dismisses view controllers in a window, with UIKit's appearance callbacks.
///
/// - Full screen (`.fullScreen`): the presenting controller disappears — `A.viewWillDisappear`,
///   `B.viewWillAppear`, `B.viewDidAppear`, `A.viewDidDisappear`; dismissal mirrors it.
/// - Sheets (`.automatic`, `.pageSheet`, `.formSheet`): the presented view covers the window
///   below a two-row strip and a dimmed presenter, which stays on screen without callbacks,
///   as on iOS 13 and later.
/// - Over the context (`.overFullScreen`, `.overCurrentContext`, `.custom`, alerts): the
///   presented view covers the window; the presenter stays without callbacks.
///
/// Presenting from a child presents from the root of its hierarchy, as UIKit does.
@MainActor
enum PresentationController {
    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        var presenter = source
        while let parent = presenter.parent { presenter = parent }
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
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        let container = PresentationContainerView(frame: window.bounds, presented: presented, isSheet: isSheet(style))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        container.layoutIfNeeded()
        presented.viewIsInHierarchy()
        presented.endAppearanceTransition()
        if coversPresenter { presenter.endAppearanceTransition() }
        presented.isBeingPresented = false
        window.focusPresented(presented)
        completion?()
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
        // Whatever the dismissed controller presented goes too, top first, without callbacks of its own.
        if presented.storedPresentedViewController != nil {
            dismiss(from: presented, animated: false, completion: nil)
        }
        let style = presented.modalPresentationStyle
        let coversPresenter = style == .fullScreen || style == .currentContext
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        let container = presented.viewIfLoaded?.superview as? PresentationContainerView
        container?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        if coversPresenter { presenter.viewIsInHierarchy() }
        presented.endAppearanceTransition()
        if coversPresenter { presenter.endAppearanceTransition() }
        presenter.storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        presented.isBeingDismissed = false
        presenter.viewIfLoaded?.window?.focusPresented(nil)
        completion?()
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

/// Holds a presented controller's view above the window's content: a dimming strip for sheets.
@MainActor
private final class PresentationContainerView: UIView {
    private let isSheet: Bool
    private weak var presentedView: UIView?

    init(frame: CGRect, presented: UIViewController, isSheet: Bool) {
        self.isSheet = isSheet
        super.init(frame: frame)
        if isSheet { backgroundColor = UIColor.black.withAlphaComponent(0.3) }
        let view: UIView = presented.view
        presentedView = view
        addSubview(view)
    }

    required init?(coder: NSCoder) {
        fatalError("PresentationContainerView is created in code only")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = isSheet ? CellGrid.current.cellHeight * 2 : 0
        presentedView?.frame = CGRect(x: 0, y: inset, width: bounds.width, height: max(0, bounds.height - inset))
    }

    // Taps on the dimmed strip do nothing (sheets dismiss by swipe on iOS; here by Escape).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
