/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
///     @FocusState private var isNameFocused: Bool
///     TextField("Name", text: $name).focused($isNameFocused)
///
/// Setting it focuses the text field it is bound to (or unfocuses it); focusing a field by
/// tapping it or tabbing to it sets it. Its storage lives in the graph like `@State`'s.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    public struct Binding {
        let box: _StateBox<Value>?
        let unfocused: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { box?.value ?? unfocused }
            nonmutating set { box?.value = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    private let unfocused: Value
    private var box: _StateBox<Value>?

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        unfocused = false
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        unfocused = nil
    }

    /// The current state value, taking into account whatever bindings might be in effect
    /// due to the current location of focus.
    public var wrappedValue: Value {
        get { box?.value ?? unfocused }
        nonmutating set { box?.value = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box, unfocused: unfocused) }
}

extension FocusState: _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int) {
        let state = pointer.assumingMemoryBound(to: FocusState<Value>.self)
        let unfocused = state.pointee.unfocused
        state.pointee.box = node.stateSlot(slot) { _StateBox(unfocused) }
        slot += 1
    }

    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
        first.assumingMemoryBound(to: Self.self).pointee.box === second.assumingMemoryBound(to: Self.self).pointee.box
    }
}

/// What a focusable view below `focused(_:equals:)` reads: whether it should have focus, and
/// how to say it gained or lost it.
struct _FocusBinding {
    let isFocused: () -> Bool
    let didFocus: () -> Void
    let didUnfocus: () -> Void
}

private struct FocusBindingKey: EnvironmentKey {
    static var defaultValue: _FocusBinding? { nil }
}

extension EnvironmentValues {
    var _focusBinding: _FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given state value: the view has
    /// focus while the value equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(
            \._focusBinding,
            _FocusBinding(
                isFocused: { binding.wrappedValue == value },
                didFocus: { binding.wrappedValue = value },
                didUnfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } }))
    }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }
}
