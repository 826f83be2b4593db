/// An interface for a stored variable that updates an external property of a view.
///
/// The view graph finds a view's dynamic properties (``State``, ``Environment``, and your own
/// types made of them) and connects them to the view's identity before each body evaluation,
/// then calls `update()`.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph connects itself: it is given the node and the next state
/// slot, and writes its connection into the property in place.
@MainActor
protocol _GraphProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, in node: _ViewNode, slot: inout Int)
    /// Whether two uninstalled properties describe the same thing (an environment property
    /// made anew reads the same key through a new key path object).
    static func _isSame(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool
}

/// Installs a value's dynamic properties before its body runs.
@MainActor
enum _DynamicProperties {
    private enum Step {
        case install(Int, any _GraphProperty.Type)
        case update(Int, any DynamicProperty.Type)
    }

    private static var plans: [ObjectIdentifier: [Step]] = [:]

    /// Connects `value`'s dynamic properties (also those nested in custom dynamic properties)
    /// to `node`, in declaration order.
    static func install<Value>(into value: inout Value, node: _ViewNode) {
        let steps = plan(for: Value.self)
        guard !steps.isEmpty else { return }
        var slot = 0
        withUnsafeMutableBytes(of: &value) { bytes in
            let base = bytes.baseAddress!
            for step in steps {
                switch step {
                case .install(let offset, let type):
                    type._install(at: base + offset, in: node, slot: &slot)
                case .update(let offset, let type):
                    callUpdate(type, at: base + offset)
                }
            }
        }
    }

    /// Whether two values of a type with dynamic properties are the same: their dynamic
    /// properties compared as the properties say, every other field by its bytes. `nil` when
    /// the type has no dynamic properties.
    static func isSame<Value>(_ first: inout Value, _ second: inout Value) -> Bool? {
        guard !plan(for: Value.self).isEmpty else { return nil }
        return withUnsafeBytes(of: &first) { a in
            withUnsafeBytes(of: &second) { b in
                fieldsAreSame(Value.self, size: MemoryLayout<Value>.size, a.baseAddress!, b.baseAddress!)
            }
        }
    }

    /// Compares the fields of two values of `type`, `size` bytes long. A plain field's bytes
    /// run to the next field (its padding included, which at worst calls equal values
    /// different).
    private static func fieldsAreSame(_ type: Any.Type, size: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let fields = _Reflection.fields(of: type)
        for (index, field) in fields.enumerated() {
            let end = index + 1 < fields.count ? fields[index + 1].offset : size
            let (first, second) = (a + field.offset, b + field.offset)
            if let graphType = field.type as? any _GraphProperty.Type {
                guard graphType._isSame(first, second) else { return false }
            } else if field.type is any DynamicProperty.Type {
                guard fieldsAreSame(field.type, size: end - field.offset, first, second) else { return false }
            } else {
                guard end <= field.offset || memcmp(first, second, end - field.offset) == 0 else { return false }
            }
        }
        return true
    }

    private static func callUpdate<Property: DynamicProperty>(_ type: Property.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Property.self).pointee.update()
    }

    private static func plan(for type: Any.Type) -> [Step] {
        if let steps = plans[ObjectIdentifier(type)] { return steps }
        var steps: [Step] = []
        collect(type, offset: 0, into: &steps)
        plans[ObjectIdentifier(type)] = steps
        return steps
    }

    private static func collect(_ type: Any.Type, offset: Int, into steps: inout [Step]) {
        for field in _Reflection.fields(of: type) {
            if let graphType = field.type as? any _GraphProperty.Type {
                steps.append(.install(offset + field.offset, graphType))
            } else if let dynamicType = field.type as? any DynamicProperty.Type {
                collect(field.type, offset: offset + field.offset, into: &steps)
                steps.append(.update(offset + field.offset, dynamicType))
            }
        }
    }
}
