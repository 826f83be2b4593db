/// Presents content modally while a condition holds: `.sheet`, `.fullScreenCover` and
/// `.popover` (a popover is a sheet in a compact size class, which a terminal always is).
///
/// The content runs in a hosting controller of its own, with the presenting view's
/// environment plus `dismiss` and `isPresented`; a parent update re-evaluates it, as SwiftUI
/// does. Its state lives as long as the presentation (an item form given a different item
/// presents anew).
struct _SheetModifier<SheetContent: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    /// Whether to present, and the identity of what (nil for the `isPresented` forms).
    let isPresented: () -> (Bool, AnyHashable?)
    let turnOff: () -> Void
    let style: UIModalPresentationStyle
    let onDismiss: (() -> Void)?
    let content: () -> SheetContent?

    func _update(_ node: _ViewNode, content body: any View) {
        node.updateChild(key: .body, view: body)
        let presenter = node.primitiveStorage as? _Presenter ?? _Presenter()
        node.primitiveStorage = presenter
        presenter.hostView = node.graph.hostView
        presenter.turnOff = turnOff
        presenter.onDismiss = onDismiss
        // One tracked read: what it reads (the binding, what the content is made of) updates it.
        let (id, sheet) = node.track { () -> (AnyHashable?, SheetContent?) in
            let (shown, id) = isPresented()
            return (id, shown ? content() : nil)
        }
        guard let sheet else {
            presenter.dismiss(from: node)
            return
        }
        var environment = node.environment
        environment.isPresented = true
        environment.dismiss = DismissAction { [weak presenter] in presenter?.turnOff() }
        let root = AnyView(sheet)
        let style = style
        presenter.present(from: node, id: id) { [weak presenter] in
            let controller = _PresentedHostingController(rootView: root)
            controller.modalPresentationStyle = style
            controller._rootEnvironment = environment
            controller.didDismiss = { [unowned controller] in presenter?.didDismiss(controller) }
            return controller
        } refresh: { presented in
            guard let controller = presented as? _PresentedHostingController else { return }
            controller.rootView = root
            controller._rootEnvironment = environment
        }
    }
}
