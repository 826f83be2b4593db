/// Identifiers in the order first added, each once: a snapshot's reload and reconfigure marks.
struct _OrderedIdentifiers<Identifier: Hashable & Sendable>: Sendable {
    private(set) var elements: [Identifier] = []
    private var members: Set<Identifier> = []

    /// Adds the identifiers not already present, in order.
    /// - Complexity: O(k) for k identifiers.
    mutating func append(contentsOf identifiers: [Identifier]) {
        for identifier in identifiers where members.insert(identifier).inserted {
            elements.append(identifier)
        }
    }
}
