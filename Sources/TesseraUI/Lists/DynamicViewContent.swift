/// A type of view that generates views from an underlying collection of data: a `ForEach`,
/// on which a list's edit actions are set.
@preconcurrency @MainActor
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: in a ``List``, its rows can be swiped
    /// to delete (and show a delete control in edit mode); `action` gets the offsets in the
    /// data of the rows deleted. Outside a list it does nothing, as in SwiftUI.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_OnDeleteModifier(action: action))
    }

    /// Sets the move action for the dynamic view: in a ``List`` in edit mode its rows show
    /// reorder controls; `action` gets the offsets moved and the offset in the data (as it
    /// was) they go before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_OnMoveModifier(action: action))
    }
}

struct _OnDeleteModifier: ViewModifier, _PrimitiveModifier, _ListEditActionModifier {
    typealias Body = Never
    let action: ((IndexSet) -> Void)?
    func _apply(to actions: inout _ListEditActions) { actions.onDelete = action }
}

struct _OnMoveModifier: ViewModifier, _PrimitiveModifier, _ListEditActionModifier {
    typealias Body = Never
    let action: ((IndexSet, Int) -> Void)?
    func _apply(to actions: inout _ListEditActions) { actions.onMove = action }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// - Complexity: O(n) where n is the length of the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var write = startIndex
        var read = startIndex
        var offset = 0
        // The runs of offsets in order: what lies between them moves up, run by run.
        for removed in offsets.rangeView {
            while offset < removed.lowerBound, read != endIndex {
                if write != read { self[write] = self[read] }
                formIndex(after: &write)
                formIndex(after: &read)
                offset += 1
            }
            while offset < removed.upperBound, read != endIndex {
                formIndex(after: &read)
                offset += 1
            }
        }
        while read != endIndex {
            if write != read { self[write] = self[read] }
            formIndex(after: &write)
            formIndex(after: &read)
        }
        removeSubrange(write..<endIndex)
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    ///
    /// - Complexity: O(n) where n is the length of the collection.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = []
        var rest: [Element] = []
        var before = 0
        for (offset, element) in zip(0..., self) {
            if source.contains(offset) {
                moved.append(element)
                if offset < destination { before += 1 }
            } else {
                rest.append(element)
            }
        }
        guard !moved.isEmpty else { return }
        rest.insert(contentsOf: moved, at: Swift.min(destination - before, rest.count))
        for (index, element) in zip(indices, rest) { self[index] = element }
    }
}
