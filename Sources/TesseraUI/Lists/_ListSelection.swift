/// How a list's rows bind to its selection.
enum _ListSelection<SelectionValue: Hashable> {
    case none
    case single(Binding<SelectionValue?>)
    case multiple(Binding<Set<SelectionValue>>)

    /// The selection without its value type, as the list's coordinator uses it.
    @MainActor var erased: _AnyListSelection? {
        switch self {
        case .none:
            return nil
        case .single(let binding):
            return _AnyListSelection(
                allowsMultiple: false,
                value: { row, id in Self.value(of: row, id: id) },
                contains: { value in binding.wrappedValue.map { AnyHashable($0) } == value },
                select: { value in binding.wrappedValue = value.base as? SelectionValue },
                deselect: { value in if binding.wrappedValue.map({ AnyHashable($0) }) == value { binding.wrappedValue = nil } })
        case .multiple(let binding):
            return _AnyListSelection(
                allowsMultiple: true,
                value: { row, id in Self.value(of: row, id: id) },
                contains: { value in (value.base as? SelectionValue).map(binding.wrappedValue.contains) ?? false },
                select: { value in if let value = value.base as? SelectionValue { binding.wrappedValue.insert(value) } },
                deselect: { value in if let value = value.base as? SelectionValue { binding.wrappedValue.remove(value) } })
        }
    }

    /// A row's selection value: its tag, else the identifier of its `ForEach` element when
    /// that is of the selection's type (SwiftUI's implicit tag).
    @MainActor private static func value(of row: _ViewNode?, id: AnyHashable) -> AnyHashable? {
        if let tag = row?.tag(as: SelectionValue.self) { return AnyHashable(tag) }
        return (id.base as? SelectionValue).map { AnyHashable($0) }
    }
}

/// A list's selection, type-erased: what a row's value is and whether it is selected.
@MainActor
struct _AnyListSelection {
    let allowsMultiple: Bool
    /// The selection value of the row `id` built as `row`; `nil` when the row has none.
    let value: (_ViewNode?, AnyHashable) -> AnyHashable?
    let contains: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void
    let deselect: (AnyHashable) -> Void
}
