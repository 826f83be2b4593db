/// Presents an alert or a confirmation dialog (a `UIAlertController`) while a condition holds.
///
/// The actions are the `Button`s of the `actions` content, in order, each ending the
/// presentation before its action runs (as SwiftUI resets `isPresented`); a button with the
/// `.cancel` role is the alert's cancel action (Escape chooses it). An alert without buttons
/// gets an OK button; a confirmation dialog always has a Cancel button, as on iOS. The
/// message is the first text of the `message` content.
struct _AlertModifier<Actions: View, Message: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let title: String
    let titleVisibility: Visibility
    let style: UIAlertController.Style
    let isPresented: () -> Bool
    let turnOff: () -> Void
    let actions: () -> Actions?
    let message: () -> Message?

    func _update(_ node: _ViewNode, content body: any View) {
        let presenter = node.primitiveStorage as? _Presenter ?? _Presenter()
        node.primitiveStorage = presenter
        presenter.hostView = node.graph.hostView
        presenter.turnOff = turnOff
        let (actionsView, messageView) = node.track { () -> (Actions?, Message?) in
            isPresented() ? (actions(), message()) : (nil, nil)
        }
        guard let actionsView else {
            node.updateChild(key: .body, view: body)
            presenter.dismiss(from: node)
            return
        }
        // The actions and message are descriptions read from their nodes, never laid out.
        node.updateChildren([(.body, body), (.secondary(0), actionsView), (.secondary(1), messageView.map { AnyView($0) } ?? AnyView(EmptyView()))])
        let buttons = node.children[1].contentViewNodes().compactMap { entry -> (String, ButtonRole?, () -> Void)? in
            guard let button = entry.node.view as? any _AlertButton else { return nil }
            return (entry.node.firstText() ?? "", button._role, button._action)
        }
        let messageText = node.children[2].firstText()
        let title = titleVisibility == .visible || (titleVisibility == .automatic && style == .alert) ? title : nil
        let style = style
        presenter.present(from: node, id: nil) { [weak presenter] in
            let alert = UIAlertController(title: title, message: messageText, preferredStyle: style)
            var choices = buttons
            if choices.isEmpty && style == .alert { choices = [("OK", .cancel, {})] }
            if style == .actionSheet && !choices.contains(where: { $0.1 == .cancel }) { choices.append(("Cancel", .cancel, {})) }
            for (text, role, action) in choices {
                let actionStyle: UIAlertAction.Style = role == .cancel ? .cancel : role == .destructive ? .destructive : .default
                alert.addAction(UIAlertAction(title: text, style: actionStyle) { [weak presenter, unowned alert] _ in
                    presenter?.didDismiss(alert)
                    action()
                })
            }
            return alert
        } refresh: { _ in }
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.children.first?.layoutElements() ?? []
    }
}

/// A button as an alert action: its role and action (its title is its label's first text).
@MainActor
protocol _AlertButton {
    var _role: ButtonRole? { get }
    var _action: () -> Void { get }
}

extension Button: _AlertButton {
    var _role: ButtonRole? { role }
    var _action: () -> Void { action }
}
