/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// A binding reads and writes through its getter and setter; a binding made from `$state`
/// reads the state's storage, so a body that reads the binding depends on the state.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void

    /// The transaction used for changes made through this binding.
    public var transaction = Transaction()

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }

    /// Creates a binding with closures that read and write the binding value, with the
    /// transaction of the change.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding that converts a binding to an optional value (its `nil` is never
    /// written).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// Creates a binding to the unwrapped value of `base`, or `nil` when it is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            }, set: { base.wrappedValue = $0 })
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the property at `keyPath` of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = self.getValue()
                value[keyPath: keyPath] = newValue
                self.setValue(value, transaction)
            })
    }

    /// A binding with `transaction` for its changes.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
