/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { _primitiveBody() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("ModifiedContent is a primitive modifier: its body is never evaluated")
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _update(_ node: _ViewNode) {
        if let primitive = modifier as? any _PrimitiveModifier {
            primitive._update(node, content: content)
            return
        }
        if let box = node.primitiveStorage as? _ModifierContentBox {
            box.content = content
        } else {
            node.primitiveStorage = _ModifierContentBox(modifierType: ObjectIdentifier(Modifier.self), content: content)
        }
        // The modified view changed (or was invalidated): the modifier's body runs again, so
        // that its content placeholder sees the new content.
        node.updateBody(bodyNeeded: true, of: modifier) { $0.body(content: _ViewModifier_Content()) }
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        if let primitive = modifier as? any _PrimitiveModifier { return primitive._layoutElements(node) }
        return node.childElements()
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
