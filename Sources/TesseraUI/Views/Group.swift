/// A type that collects multiple instances of a content type into a single unit.
///
/// A group lays out nothing itself: its views join its container's, and a modifier applied to
/// the group applies to each of them.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension Group: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: content)
    }
}
