/// A type that represents part of your app's user interface.
///
/// A view is a value: its `body` describes its content in terms of other views, and the view
/// graph (see ``UIHostingController``) evaluates it when something the body read changes —
/// its `@State`, an `@Observable` model's property, an `@Environment` value — and never
/// otherwise. Primitive views (``Text``, ``Color``, stacks, modifiers) have `Body == Never`;
/// the graph draws and lays them out itself.
@preconcurrency @MainActor
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Stops: a primitive view has no body; the view graph handles it directly.
    func _primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive view: its body is never evaluated")
    }
}
