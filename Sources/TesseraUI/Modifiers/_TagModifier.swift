/// Sets the unique tag value of a view: what a `Picker` selects when the view is chosen.
struct _TagModifier<V: Hashable>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let value: V
}

extension View {
    /// Sets the unique tag value of this view.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(value: tag))
    }
}

extension _ViewNode {
    /// The views a list-like content is made of, as a picker sees its options: tuple
    /// elements, `ForEach` elements, groups' views and bodies flattened, in order, each with
    /// the identifier of the `ForEach` element it belongs to (its implicit tag).
    func contentViewNodes(element: AnyHashable? = nil) -> [(node: _ViewNode, element: AnyHashable?)] {
        let element: AnyHashable? = if case .element(let id) = key { id } else { element }
        if view is any _ListLikeView || primitive == nil {
            return children.flatMap { $0.contentViewNodes(element: element) }
        }
        return [(self, element)]
    }

    /// The tag set on this view (`tag(_:)`, through other modifiers), if it is of type `V`.
    func tag<V: Hashable>(as type: V.Type) -> V? {
        var node: _ViewNode? = self
        while let current = node {
            if let tag = (current.view as? any _TagValue)?._tagValue as? V { return tag }
            node = current.primitive != nil && current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }

    /// The text this view shows first, depth first: an option's title.
    func firstText() -> String? {
        if let text = view as? Text { return text._plainText }
        for child in children {
            if let text = child.firstText() { return text }
        }
        return nil
    }
}

/// A view that only lists other views (a picker's options see through it).
protocol _ListLikeView {}

extension TupleView: _ListLikeView {}
extension ForEach: _ListLikeView {}
extension Group: _ListLikeView {}
extension Optional: _ListLikeView {}
extension _ConditionalContent: _ListLikeView {}
extension AnyView: _ListLikeView {}
extension EmptyView: _ListLikeView {}

/// A modified view whose modifier is a tag.
@MainActor
protocol _TagValue {
    var _tagValue: AnyHashable { get }
}

extension ModifiedContent: _TagValue where Modifier: _TagValueModifier {
    var _tagValue: AnyHashable { modifier._value }
}

@MainActor
protocol _TagValueModifier {
    var _value: AnyHashable { get }
}

extension _TagModifier: _TagValueModifier {
    var _value: AnyHashable { AnyHashable(value) }
}
