/// Rows a list reads without building them: a `ForEach` whose element makes one row.
///
/// A list asks for the count and the identifiers (for its diffs) and builds a row's view only
/// when the row is about to show, so a `ForEach` of a million elements costs its count until
/// rows scroll into sight.
@MainActor
protocol _ListRowSource {
    /// The number of rows.
    var count: Int { get }
    /// The identity of the row at `index` in the list (the element's identifier).
    func id(at index: Int) -> AnyHashable
    /// The row's view at `index`, with the modifiers applied around the `ForEach`.
    func view(at index: Int) -> any View
    /// Whether `other` has the same identifiers in the same order.
    ///
    /// - Complexity: O(1) for the same unchanged data, else O(n) comparisons of the
    ///   identifiers' own type (no hashing).
    func hasSameIdentifiers(as other: any _ListRowSource) -> Bool
    /// The edit actions set on the `ForEach` (`onDelete`, `onMove`).
    var editActions: _ListEditActions { get set }
    /// Wraps every row's view in `transform` (a modifier applied to the whole `ForEach`).
    mutating func wrapRows(_ transform: @escaping (any View) -> any View)
    /// The typed identifiers of each of `old` and `new` (one source per section), when all
    /// are of this type, handed to `differ`; `false` when they are not.
    ///
    /// A list whose sections are each one `ForEach` diffs its identifiers in their own type:
    /// no `AnyHashable` per row.
    func diffIdentifiers(old: [any _ListRowSource], new: [any _ListRowSource], with differ: any _ListIdentifierDiffer) -> Bool
}

/// What diffs a list's identifiers, in whatever type they have.
@MainActor
protocol _ListIdentifierDiffer {
    func diff<Item: Hashable>(old: [[Item]], new: [[Item]])
}

/// What a `ForEach` inside a list does when rows are deleted or moved.
struct _ListEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

/// The rows of a `ForEach` whose content is one row per element.
struct _ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: _ListRowSource {
    // The `ForEach`'s parts, kept apart: reached through the protocol, this code runs
    // unspecialised, and each use of a whole `ForEach` value would look up its generic type.
    let data: Data
    let identifier: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    /// Whether each element is its own identifier (`id: \.self`).
    let identifiesByElement: Bool
    var editActions = _ListEditActions()
    private var transforms: [(any View) -> any View] = []

    init(_ forEach: ForEach<Data, ID, Content>) {
        data = forEach.data
        identifier = forEach.identifier
        content = forEach.content
        identifiesByElement = forEach.identifiesByElement
    }

    var count: Int { data.count }

    private func element(at index: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: index)]
    }

    func id(at index: Int) -> AnyHashable {
        let id = identifier(element(at: index))
        // Unspecialised, `AnyHashable(_:)` asks the runtime whether the type has a custom
        // representation; the common identifier types are made without asking.
        if ID.self == Int.self { return AnyHashable(unsafeBitCast(id, to: Int.self)) }
        if ID.self == String.self { return AnyHashable(unsafeBitCast(id, to: String.self)) }
        if ID.self == ObjectIdentifier.self { return AnyHashable(unsafeBitCast(id, to: ObjectIdentifier.self)) }
        if ID.self == UUID.self { return AnyHashable(unsafeBitCast(id, to: UUID.self)) }
        return AnyHashable(id)
    }

    func view(at index: Int) -> any View {
        transforms.reduce(content(element(at: index)) as any View) { view, transform in transform(view) }
    }

    func hasSameIdentifiers(as other: any _ListRowSource) -> Bool {
        guard let other = other as? Self, count == other.count else { return false }
        if _hasSameBytes(data, other.data) { return true }
        let identifier = identifier
        return zip(data, other.data).allSatisfy { identifier($0) == identifier($1) }
    }

    mutating func wrapRows(_ transform: @escaping (any View) -> any View) {
        transforms.append(transform)
    }

    func diffIdentifiers(old: [any _ListRowSource], new: [any _ListRowSource], with differ: any _ListIdentifierDiffer) -> Bool {
        func typed(_ sources: [any _ListRowSource]) -> [[ID]]? {
            var all: [[ID]] = []
            for source in sources {
                guard let source = source as? Self else { return nil }
                if source.identifiesByElement, let ids = source.data as? [ID] {
                    // An array of its own identifiers: the array itself, not a copy.
                    all.append(ids)
                } else {
                    all.append(source.data.map(source.identifier))
                }
            }
            return all
        }
        guard let oldIDs = typed(old), let newIDs = typed(new) else { return false }
        differ.diff(old: oldIDs, new: newIDs)
        return true
    }
}
