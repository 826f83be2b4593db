/// A modifier that sets a value in the environment of the view it modifies.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: _PrimitiveModifier {
    func _update(_ node: _ViewNode, content: any View) {
        var environment = node.environment
        environment[keyPath: keyPath] = value
        let previous = node.primitiveStorage as? _EnvironmentBox
        if let previous { environment.keepVersions(from: previous.environment) }
        node.primitiveStorage = _EnvironmentBox(environment)
        node.childEnvironment = environment
        node.updateChild(key: .body, view: content)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}

/// A modifier that writes the environment: a list reads its content in the environment the
/// modifiers around it make.
@MainActor
protocol _EnvironmentWriting {
    func _write(to environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: _EnvironmentWriting {
    func _write(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}
