/// Disables a subtree: `isEnabled` becomes false below it and stays false.
struct _DisabledModifier: ViewModifier, _PrimitiveModifier {
    let isDisabled: Bool

    typealias Body = Never

    func _update(_ node: _ViewNode, content: any View) {
        if isDisabled {
            var environment = node.environment
            environment.isEnabled = false
            if let previous = node.primitiveStorage as? _EnvironmentBox { environment.keepVersions(from: previous.environment) }
            node.primitiveStorage = _EnvironmentBox(environment)
            node.childEnvironment = environment
        }
        node.updateChild(key: .body, view: content)
    }
}
