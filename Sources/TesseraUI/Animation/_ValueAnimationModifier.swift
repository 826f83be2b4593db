/// `.animation(_:value:)`: when `value` differs from the last update's, the layout that
/// follows plays with `animation`. (SwiftUI scopes it to the modified view; here the whole
/// layout pass animates with it.)
struct _ValueAnimationModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let animation: Animation?
    let value: Value

    func _update(_ node: _ViewNode, content: any View) {
        if let previous = node.primitiveStorage as? Previous {
            if previous.value != value {
                previous.value = value
                if let animation { node.graph.requestAnimation(animation) }
            }
        } else {
            node.primitiveStorage = Previous(value)
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
