/// Runs an action when a value it watches changes (compared with `==`), after the update.
struct _ValueActionModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func _update(_ node: _ViewNode, content: any View) {
        if let previous = node.primitiveStorage as? Previous {
            if previous.value != value {
                let (old, new, action) = (previous.value, value, action)
                previous.value = value
                node.graph.afterUpdate { action(old, new) }
            }
        } else {
            node.primitiveStorage = Previous(value)
            if initial {
                let (value, action) = (value, action)
                node.graph.afterUpdate { action(value, value) }
            }
        }
        node.updateChild(key: .body, view: content)
    }

    final class Previous {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
