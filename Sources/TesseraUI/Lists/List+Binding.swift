extension List where SelectionValue == Never {
    /// Creates a list that computes its rows on demand from a binding to a collection of
    /// identifiable data, handing each row a binding to its element
    /// (`List($items) { $item in Toggle(item.name, isOn: $item.isDone) }`).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that computes its rows on demand from a binding to a collection,
    /// identified by the property at `id`, handing each row a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

extension List {
    /// Creates a list over a binding to identifiable data that supports selecting a single row.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list over a binding to identifiable data that supports selecting several rows.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}
