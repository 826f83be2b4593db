import Observation

/// Names an observable object's type as an environment key (`@Environment(Model.self)`).
public struct _ObjectTypeKey<Object: AnyObject>: Hashable, Sendable {
    public init() {}
}

private struct ObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The observable object of `Object`'s type set by `environment(_:)`, if any.
    public subscript<Object: AnyObject>(_object key: _ObjectTypeKey<Object>) -> Object? {
        get { self[ObjectKey<Object>.self] }
        set { self[ObjectKey<Object>.self] = newValue }
    }

    /// The observable object of `Object`'s type; stops, as SwiftUI does, when none was set.
    public subscript<Object: AnyObject>(_requiredObject key: _ObjectTypeKey<Object>) -> Object {
        guard let object = self[ObjectKey<Object>.self] else {
            fatalError(
                "No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment; a
    /// view that reads it without an ancestor setting one stops, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[_requiredObject: _ObjectTypeKey<Value>()])
    }

    /// Creates an environment property to read an observable object from the environment,
    /// `nil` when no ancestor set one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[_object: _ObjectTypeKey<T>()])
    }
}

extension View {
    /// Places an observable object in the view's environment, where `@Environment(T.self)`
    /// reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\EnvironmentValues.[_object: _ObjectTypeKey<T>()], object)
    }
}
