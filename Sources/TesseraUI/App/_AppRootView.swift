/// The root view of an app's window: it evaluates the app's `body` as a view graph node does
/// a view's, so the app's own `@State` and `@Environment` are installed, and shows the window
/// group's content.
///
/// With `preview` (see ``_PreviewLaunch``) it shows that instead of the window group.
struct _AppRootView: View {
    let app: any App
    var preview: AnyView?

    var body: Never { _primitiveBody() }
}

extension _AppRootView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        if let preview {
            node.updateChild(key: .body, view: preview)
        } else {
            update(node, app: app)
        }
    }

    private func update<Root: App>(_ node: _ViewNode, app: Root) {
        node.updateBody(bodyNeeded: true, of: app) { $0.body._rootView }
    }
}
