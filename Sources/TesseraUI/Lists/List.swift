/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members.
///
/// A list is a `UITableView` underneath, and lazy as one: its content is read by structure
/// (tuples, groups, conditionals, `ForEach`, `Section`), so a `ForEach` of a million elements
/// costs its count and identifiers; a row's view is built, and its body evaluated, only when
/// the row comes into sight, in a reused cell, and again only when what it reads changes. A
/// change to the content is diffed by identity into one batch update of the table: rows that
/// keep their identity keep their cells and their state; inserted, deleted and moved rows
/// animate when the change was made in `withAnimation`.
///
/// A row's state lives while its row is on screen (and in the rows the table keeps ready
/// around it): rows that scroll far away are rebuilt when they come back, which keeps a long
/// list's memory proportional to the screen.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: _ListSelection<SelectionValue>

    public var body: Never { _primitiveBody() }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .none
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) } ?? .none
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) } ?? .none
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let coordinator = node.primitiveStorage as? _ListCoordinator ?? _ListCoordinator(node: node)
        node.primitiveStorage = coordinator
        // Reading the content may run `ForEach` closures (several views per element).
        // What they read, and the selection and edit mode the update reads, invalidate the list.
        node.track {
            var builder = _ListBuilder()
            builder.expansion = coordinator.expansion
            builder.environment = node.childEnvironment
            builder.collect(content, path: _ListPath())
            coordinator.update(to: builder.finish(), selection: selection.erased, environment: node.childEnvironment)
        }
        node.platformView = coordinator.tableView
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let coordinator = node.primitiveStorage as? _ListCoordinator else { return [] }
        return [_FillingElement(view: coordinator.tableView, didPlace: coordinator.refreshRows)]
    }
}
