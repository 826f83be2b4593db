import OpenCombine

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object; stops, as SwiftUI does,
    /// when no ancestor supplied one.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject: _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int) {
        let object = node.readEnvironment(\EnvironmentValues.[_object: _ObjectTypeKey<ObjectType>()])
        if let object { node.stateSlot(slot) { _ObjectSubscription() }.observe(object, for: node) }
        pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.object = object
        slot += 1
    }

    /// Fresh environment objects are the same property: the object comes from the environment.
    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool { true }
}

extension View {
    /// Supplies an observable object to a view subhierarchy, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environment(\EnvironmentValues.[_object: _ObjectTypeKey<T>()], object)
    }
}
