/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The value lives in the view graph, keyed by the view's identity: it is created with the
/// initial value when the identity first appears, kept across evaluations while the identity
/// lasts, and released when it disappears. Reading it in `body` makes the body depend on it;
/// setting it re-evaluates exactly the bodies that read it, in the next update.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var initialValue: Value
    private var box: _StateBox<Value>?

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value. Outside a body (before the view is installed) it is the initial
    /// value, and setting it does nothing, as in SwiftUI.
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set { box?.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value: it starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int) {
        let state = pointer.assumingMemoryBound(to: State<Value>.self)
        let initialValue = state.pointee.initialValue
        state.pointee.box = node.stateSlot(slot) { _StateBox(initialValue) }
        slot += 1
    }

    /// Two fresh states are the same when their initial values are.
    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
        let a = first.assumingMemoryBound(to: State<Value>.self).pointee
        let b = second.assumingMemoryBound(to: State<Value>.self).pointee
        return a.box === b.box && TesseraUI._isSame(a.initialValue, b.initialValue)
    }
}
