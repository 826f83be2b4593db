/// A map keyed by object identity that scans a short array while it is small and hashes only
/// past `linearLimit` entries.
///
/// A table cell's solver holds a dozen variables and two dozen constraints; hashing each
/// lookup cost more than comparing a few identifiers, and each dictionary is another
/// allocation. Iteration order (``values``) is insertion order, with removals filled from the
/// end, so it never depends on the hash seed.
struct _IdentifierMap<Value> {
    private static var linearLimit: Int { 32 }

    private var keys: [ObjectIdentifier] = []
    private(set) var values: [Value] = []
    /// Positions in `keys`, once the map outgrew `linearLimit`.
    private var positions: [ObjectIdentifier: Int]?

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    private func position(of key: ObjectIdentifier) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get { position(of: key).map { values[$0] } }
        set {
            if let newValue {
                if let index = position(of: key) {
                    values[index] = newValue
                    return
                }
                keys.append(key)
                values.append(newValue)
                if positions != nil {
                    positions![key] = keys.count - 1
                } else if keys.count > Self.linearLimit {
                    positions = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        guard let index = position(of: key) else { return nil }
        let removed = values[index]
        let last = keys.count - 1
        if index != last {
            keys[index] = keys[last]
            values[index] = values[last]
            positions?[keys[index]] = index
        }
        keys.removeLast()
        values.removeLast()
        positions?[key] = nil
        return removed
    }
}
