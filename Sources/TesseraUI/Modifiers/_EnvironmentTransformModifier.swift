/// A change to the environment that depends on its current value (multiplying the opacity,
/// say), where `environment(_:_:)` replaces a value.
protocol _EnvironmentTransform {
    func apply(to environment: inout EnvironmentValues)
}

/// Applies an environment transform to the views it modifies.
struct _EnvironmentTransformModifier<Transform: _EnvironmentTransform>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let transform: Transform

    func _update(_ node: _ViewNode, content: any View) {
        var environment = node.environment
        transform.apply(to: &environment)
        if let previous = node.primitiveStorage as? _EnvironmentBox { environment.keepVersions(from: previous.environment) }
        node.primitiveStorage = _EnvironmentBox(environment)
        node.childEnvironment = environment
        node.updateChild(key: .body, view: content)
    }
}
