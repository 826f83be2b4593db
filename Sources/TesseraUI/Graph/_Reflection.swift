@_spi(Reflection) import Swift

/// The stored fields of a type, found once per type through the runtime's metadata (the same
/// source `Mirror` reads), with their byte offsets so the graph can read a tuple's views and
/// install state into a view's properties in place, without copying through `Mirror`.
@MainActor
enum _Reflection {
    struct Field {
        /// Byte offset within the value.
        var offset: Int
        var type: Any.Type
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]

    /// The fields of a struct or tuple type in declaration order; none for other kinds.
    static func fields(of type: Any.Type) -> [Field] {
        if let fields = cache[ObjectIdentifier(type)] { return fields }
        var fields: [Field] = []
        if !(type is AnyClass) {
            _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                fields.append(Field(offset: offset, type: fieldType))
                return true
            }
        }
        cache[ObjectIdentifier(type)] = fields
        return fields
    }
}

/// Whether two values are the same, without requiring `Equatable`: `==` when the type is
/// equatable, otherwise the same bytes (the same references, the same inline values).
///
/// Same bytes is a conservative test: it may call equal values different (two string buffers
/// with the same characters), never different values equal. A view that is the same as before
/// keeps its body unevaluated, as in SwiftUI.
@MainActor
func _isSame<T>(_ a: T, _ b: Any) -> Bool {
    guard let other = b as? T else { return false }
    if let a = a as? any Equatable { return a._isEqual(to: other) }
    if T.self is AnyClass { return (a as AnyObject) === (other as AnyObject) }
    var first = a, second = other
    if let same = _DynamicProperties.isSame(&first, &second) { return same }
    return withUnsafeBytes(of: &first) { first in
        withUnsafeBytes(of: &second) { second in
            first.count == second.count
                && (first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
        }
    }
}

/// Whether two values have the same bytes: for a collection, the same storage (so the same
/// elements) in O(1), where `==` would compare every element.
func _hasSameBytes<T>(_ a: T, _ b: T) -> Bool {
    var first = a, second = b
    return withUnsafeBytes(of: &first) { first in
        withUnsafeBytes(of: &second) { second in
            first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
        }
    }
}

/// `_isSame` for two views of unknown types: compares them as their dynamic type (an
/// existential compared as such would compare boxes, which differ for every large view).
@MainActor
func _isSameView(_ a: any View, _ b: any View) -> Bool {
    func compare<V: View>(_ a: V) -> Bool { _isSame(a, b) }
    return compare(a)
}

/// `_isSame` for two values of unknown types, compared as their dynamic type.
@MainActor
func _isSameValue(_ a: Any, _ b: Any) -> Bool {
    func compare<T>(_ a: T) -> Bool { _isSame(a, b) }
    return _openExistential(a, do: compare)
}

extension Equatable {
    fileprivate func _isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
