/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// A modifier's body is evaluated like a view's: it may hold `@State` and read
/// `@Environment`, and its state lives as long as the modified view's identity.
@preconcurrency @MainActor
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier: its body is never evaluated")
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

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

/// What a modified view whose modifier has a body keeps for its modifier's content placeholder.
final class _ModifierContentBox {
    let modifierType: ObjectIdentifier
    var content: any View

    init(modifierType: ObjectIdentifier, content: any View) {
        self.modifierType = modifierType
        self.content = content
    }
}
