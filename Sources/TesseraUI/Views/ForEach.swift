/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's views have the element's identifier as their identity: they keep their
/// state while the identifier stays in the data, wherever it moves, and lose it when it goes.
/// The content closure runs while the graph tracks what it reads, so a change to an
/// observable property it read re-runs it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content

    /// The identifier of an element.
    let identifier: (Data.Element) -> ID
    /// Whether each element is its own identifier (`id: \.self`).
    var identifiesByElement = false
}

extension ForEach: View where Content: View {
    public var body: Never { _primitiveBody() }

    /// Creates an instance that computes views from `data`, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
            // `id: \.self`: the element is its identifier, read without the key path (which a
            // list's diff of a million rows notices). Recognised by its offset, 0, without
            // making `\Data.Element.self` to compare (a new key path object, each body): a
            // key path to a property of the element's own type cannot be stored inline.
            self.identifier = { element in withUnsafePointer(to: element) { $0.withMemoryRebound(to: ID.self, capacity: 1) { $0.pointee } } }
            self.identifiesByElement = true
        } else {
            self.identifier = { $0[keyPath: id] }
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that computes views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        // A closure reads the identifier faster than a key path, which a list's diff of a
        // million rows notices.
        self.identifier = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views over a constant range, identified by offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: _PrimitiveView where Content: View {
    func _update(_ node: _ViewNode) {
        let children = node.track {
            var seen = Set<AnyHashable>()
            return data.map { element -> (key: _ChildKey, view: any View) in
                let id = AnyHashable(identifier(element))
                // SwiftUI warns about duplicate identifiers and shows every element; the
                // repeats get identities of their own (the identifier and its occurrence).
                var key = id
                var occurrence = 1
                while !seen.insert(key).inserted {
                    key = AnyHashable([id, AnyHashable(occurrence)])
                    occurrence += 1
                }
                return (.element(key), content(element))
            }
        }
        node.updateChildren(children)
    }
}
