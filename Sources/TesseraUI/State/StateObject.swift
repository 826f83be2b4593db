import OpenCombine

/// A property wrapper type that instantiates an observable object.
///
/// The object is made once per view identity, the first time the view is installed, kept
/// while the identity lasts and observed like an ``ObservedObject``.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private var object: ObjectType?

    /// Creates a new state object with an initial wrapped value (evaluated once per identity).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The underlying value referenced by the state object. Outside a body it is a new object
    /// each time, as SwiftUI warns.
    public var wrappedValue: ObjectType { object ?? makeObject() }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// The object of a state object and its subscription.
@MainActor
final class _StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = _ObjectSubscription()

    init(_ object: ObjectType) {
        self.object = object
    }
}

extension StateObject: _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int) {
        let property = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let makeObject = property.pointee.makeObject
        let storage = node.stateSlot(slot) { _StateObjectStorage(makeObject()) }
        storage.subscription.observe(storage.object, for: node)
        property.pointee.object = storage.object
        slot += 1
    }

    /// A state object's initial value counts only once: a new one is the same property.
    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool { true }
}
