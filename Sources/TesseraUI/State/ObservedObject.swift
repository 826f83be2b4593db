import OpenCombine

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties using dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int) {
        let object = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue
        node.stateSlot(slot) { _ObjectSubscription() }.observe(object, for: node)
        slot += 1
    }

    /// The same object is the same property.
    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
        first.assumingMemoryBound(to: Self.self).pointee.wrappedValue
            === second.assumingMemoryBound(to: Self.self).pointee.wrappedValue
    }
}
