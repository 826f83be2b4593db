/// A property wrapper that reads a value from a view's environment.
///
///     @Environment(\.colorScheme) var colorScheme
///
/// The graph reads the value before each body evaluation and records the key, so the body is
/// re-evaluated when that key changes above it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Content {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case value(Value)
    }

    private var content: Content

    /// Creates an environment property to read the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        content = .keyPath(keyPath)
    }

    /// The current value of the environment property. Outside a body it is the key's
    /// default value.
    public var wrappedValue: Value {
        switch content {
        case .value(let value): value
        case .keyPath(let keyPath): EnvironmentValues()[keyPath: keyPath]
        }
    }
}

extension Environment: _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int) {
        let environment = pointer.assumingMemoryBound(to: Environment<Value>.self)
        if case .keyPath(let keyPath) = environment.pointee.content {
            environment.pointee.content = .value(node.readEnvironment(keyPath))
        }
    }

    /// Two fresh environment properties are the same when they read the same key path.
    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
        let a = first.assumingMemoryBound(to: Environment<Value>.self).pointee
        let b = second.assumingMemoryBound(to: Environment<Value>.self).pointee
        guard case .keyPath(let first) = a.content, case .keyPath(let second) = b.content else { return false }
        return first == second
    }
}
