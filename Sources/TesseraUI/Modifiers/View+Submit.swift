/// The kinds of submissions `onSubmit(of:_:)` can observe.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Return in a text field below runs: every `onSubmit` action above it, innermost
    /// first.
    var _submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view (Return in a text
    /// field below it).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_SubmitModifier(action: triggers.contains(.text) ? action : nil))
    }
}

/// Adds a submit action to the environment, after those of the views above.
struct _SubmitModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let action: (() -> Void)?

    func _update(_ node: _ViewNode, content: any View) {
        if let action {
            var environment = node.environment
            let outer = environment._submitAction
            environment._submitAction = {
                action()
                outer?()
            }
            node.childEnvironment = environment
        }
        node.updateChild(key: .body, view: content)
    }
}
