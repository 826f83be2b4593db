/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// In a ``List`` each element is a row, indented by its depth; an element with children has a
/// chevron that shows or hides them (collapsed at first), and the list animates the change.
/// Outside a list the elements show one under the other, all expanded.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let identifier: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where Leaf: View, Parent == Leaf, Subgroup == Leaf {
    /// Creates an outline group from a collection of root data, identified by `id`, whose
    /// elements' children are at `children`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.identifier = { $0[keyPath: id] }
        self.children = { $0[keyPath: children] }
        self.content = content
    }
}

extension OutlineGroup where Leaf: View, Parent == Leaf, Subgroup == Leaf, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an outline group from a collection of root identifiable data, whose elements'
    /// children are at `children`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: View where Leaf: View {
    public var body: some View {
        // Outside a list: every element and its children, expanded, one under the other.
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows(level: 0, of: data, expanded: { _ in true }), id: \.id) { row in
                _OutlineRow(level: row.level, isExpanded: nil, toggle: {}, content: row.view)
            }
        }
    }

    /// The rows of `elements` at `level` and, under each expanded one, its children's.
    func rows(level: Int, of elements: Data, expanded: (AnyHashable) -> Bool) -> [(id: AnyHashable, level: Int, hasChildren: Bool, view: any View)] {
        var rows: [(id: AnyHashable, level: Int, hasChildren: Bool, view: any View)] = []
        for element in elements {
            let id = AnyHashable(identifier(element))
            let children = children(element)
            rows.append((id, level, children != nil, content(element)))
            if let children, expanded(id) { rows += self.rows(level: level + 1, of: children, expanded: expanded) }
        }
        return rows
    }
}

extension OutlineGroup: _ListContent where Leaf: View {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        let expansion = builder.expansion
        for row in rows(level: 0, of: data, expanded: { expansion?.isExpanded($0) ?? false }) {
            let view = _OutlineRow(
                level: row.level, isExpanded: row.hasChildren ? expansion?.isExpanded(row.id) ?? false : nil,
                toggle: { [id = row.id] in expansion?.toggle(id) }, content: row.view)
            builder.append(.row(id: row.id, view: view), path: path)
        }
    }

    static var _isSingleRow: Bool { false }
}

extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data, whose elements' children are at `children`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows by the key path `id`, whose
    /// elements' children are at `children`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
