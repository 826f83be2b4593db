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
