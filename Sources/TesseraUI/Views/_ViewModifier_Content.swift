/// The content a ``ViewModifier``'s body receives: a placeholder for the view the modifier is
/// applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    init() {}

    public var body: Never { _primitiveBody() }
}

extension _ViewModifier_Content: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        // The content of the nearest modified view this modifier type is applied to.
        let owner = node.ancestor { ($0.primitiveStorage as? _ModifierContentBox)?.modifierType == ObjectIdentifier(Modifier.self) }
        guard let box = owner?.primitiveStorage as? _ModifierContentBox else { return node.updateChildren([]) }
        node.updateChild(key: .body, view: box.content)
    }
}
