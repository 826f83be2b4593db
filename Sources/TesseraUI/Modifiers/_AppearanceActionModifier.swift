/// Runs actions when its view's identity appears and when it ends: after the update that
/// made (or removed) it, appear actions in the order of the views, as SwiftUI does before
/// the first frame that shows them.
struct _AppearanceActionModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func _update(_ node: _ViewNode, content: any View) {
        if let actions = node.primitiveStorage as? Actions {
            actions.disappear = disappear
        } else {
            node.primitiveStorage = Actions(disappear: disappear)
            if let appear { node.graph.afterUpdate(appear) }
        }
        node.updateChild(key: .body, view: content)
    }

    /// The disappear action of the latest value.
    final class Actions: _NodeEndObserver {
        var disappear: (() -> Void)?

        init(disappear: (() -> Void)?) {
            self.disappear = disappear
        }

        func nodeDidEnd(_ node: _ViewNode) {
            if let disappear { node.graph.afterUpdate(disappear) }
        }
    }
}
