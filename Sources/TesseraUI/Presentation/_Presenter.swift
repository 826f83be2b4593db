/// What a presentation modifier keeps between updates: the controller it presented and how
/// to end it. It presents from the view controller of the graph's hosting view, once the
/// update is over, as SwiftUI presents from the view's hosting controller.
///
/// Presenting, dismissing and the person's own dismissals (Escape on a sheet, an alert's
/// button) all end in ``didDismiss()``, which turns the binding off and runs `onDismiss`.
@MainActor
final class _Presenter: _NodeEndObserver {
    /// The controller shown; nil while nothing is.
    private(set) var presented: UIViewController?
    /// The identity of what is shown (an item form's id), to tell a new item from the same one.
    private(set) var presentedID: AnyHashable?
    private var isDismissing = false
    /// Turns the presentation's binding off.
    var turnOff: () -> Void = {}
    var onDismiss: (() -> Void)?
    /// A presentation waiting for the previous one to go (an item form given another item).
    private var next: (() -> UIViewController, AnyHashable?)?

    /// Shows `make()` from `node`'s view controller after the update, unless something with
    /// `id` is shown already (then `refresh` brings it up to date); another `id` replaces it.
    func present(from node: _ViewNode, id: AnyHashable?, make: @escaping () -> UIViewController, refresh: (UIViewController) -> Void) {
        if let presented, !isDismissing {
            if presentedID == id {
                refresh(presented)
                return
            }
            next = (make, id)
            dismiss(from: node)
            return
        }
        guard presented == nil else {
            next = (make, id)
            return
        }
        presentedID = id
        let controller = make()
        presented = controller
        node.graph.afterUpdate { [weak node] in
            guard let presenter = node?.graph.hostView.flatMap(Self.viewController(of:)) else { return }
            Self.topmost(from: presenter).present(controller, animated: true)
        }
    }

    /// Ends the presentation from the code's side (its binding became false).
    func dismiss(from node: _ViewNode) {
        guard let presented, !isDismissing else { return }
        isDismissing = true
        node.graph.afterUpdate {
            presented.presentingViewController?.dismiss(animated: true) { [weak self] in
                self?.didDismiss(presented)
                self?.presentNext()
            }
        }
    }

    /// `controller` went away, however that came about (once per presentation: later calls
    /// for it do nothing).
    func didDismiss(_ controller: UIViewController) {
        guard presented === controller else { return }
        presented = nil
        presentedID = nil
        isDismissing = false
        // A replacement (another item) keeps the binding as it is.
        if next == nil { turnOff() }
        onDismiss?()
    }

    /// Shows the presentation that waited for the last one to go, once it has gone.
    private func presentNext() {
        guard presented == nil, let (make, id) = next else { return }
        next = nil
        presentedID = id
        let controller = make()
        presented = controller
        if let host = hostView, let presenter = Self.viewController(of: host) {
            Self.topmost(from: presenter).present(controller, animated: true)
        }
    }

    /// The hosting view of the node that owns this presenter (kept for a queued presentation).
    weak var hostView: UIView?

    func nodeDidEnd(_ node: _ViewNode) {
        next = nil
        onDismiss = nil
        turnOff = {}
        if let presented, !isDismissing { presented.presentingViewController?.dismiss(animated: false) }
    }

    /// The nearest view controller up the responder chain from `view`.
    static func viewController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// What `controller` presents, and what that presents, to the last.
    private static func topmost(from controller: UIViewController) -> UIViewController {
        var top = controller
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }
}
