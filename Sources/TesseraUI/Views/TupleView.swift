/// A view created from a swift tuple of view values: what a ``ViewBuilder`` block of several
/// statements produces. Each element's identity is its position.
public struct TupleView<T> {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

}

extension TupleView: View {
    public var body: Never { _primitiveBody() }
}

extension TupleView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChildren(elements.enumerated().map { (.index($0.offset), $0.element) })
    }

    /// The tuple's views, read in place at the offsets the runtime reports for `T`.
    @MainActor var elements: [any View] {
        if let single = value as? any View { return [single] }
        var value = value
        return withUnsafeBytes(of: &value) { bytes in
            _Reflection.fields(of: T.self).map { field in
                (field.type as! any View.Type)._load(from: bytes.baseAddress! + field.offset)
            }
        }
    }
}

extension View {
    /// A copy of the view of this type stored at `pointer`.
    fileprivate static func _load(from pointer: UnsafeRawPointer) -> any View {
        pointer.assumingMemoryBound(to: Self.self).pointee
    }
}
