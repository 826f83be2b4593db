extension ForEach {
    /// Creates an instance that computes views from a binding to a collection of identifiable
    /// data, handing each view a binding to its element (`ForEach($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, Content: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views from a binding to a collection, identified by
    /// the property at `id`, handing each view a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, Content: View, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { element in content(data._element(at: element.0, else: collection[element.0])) }
        self.identifier = { $0.1 }
    }
}

extension Binding where Value: MutableCollection, Value.Index: Comparable {
    /// A binding to the element at `index`. A row can outlive its element (the element is
    /// deleted while the row's view is still shown): reading then gives `last`, the element
    /// the row was made with, and writing does nothing, where an index out of range would trap.
    func _element(at index: Value.Index, else last: Value.Element) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: {
                let collection = self.wrappedValue
                return index >= collection.startIndex && index < collection.endIndex ? collection[index] : last
            },
            set: { element, transaction in
                var collection = self.wrappedValue
                guard index >= collection.startIndex && index < collection.endIndex else { return }
                collection[index] = element
                self.transaction(transaction).wrappedValue = collection
            })
    }
}
