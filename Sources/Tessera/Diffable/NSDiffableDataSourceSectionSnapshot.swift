import Foundation

/// A representation of the state of the data in a layout section at a specific point in time:
/// the section's items as a tree, with the expanded state of each item.
///
/// A section snapshot holds one section's items, in the order they appear, as an outline: an
/// item appended `to:` a parent is its child, and a child is visible only while every item
/// above it is expanded. Build one, then hand it to a diffable data source with
/// `apply(_:to:animatingDifferences:)`:
///
///     var outline = NSDiffableDataSourceSectionSnapshot<String>()
///     outline.append(["Animals", "Plants"])
///     outline.append(["Cats", "Dogs"], to: "Animals")
///     outline.expand(["Animals"])
///     outline.visibleItems    // ["Animals", "Cats", "Dogs", "Plants"]
///
/// As in UIKit, a new item starts collapsed, expanding needs no children, and the expanded
/// state stays with the item through later edits, copies and ``snapshot(of:includingParent:)``.
/// Misuse raises UIKit's `NSInternalInconsistencyException` with UIKit's reason text through
/// ``UIKitException``; a bound test handler sees it and the call returns without acting.
///
/// Unlike UIKit's, whose queries call into an Objective-C object, the snapshot is a plain Swift
/// value: its items live in one array in depth-first order, next to a parallel array of levels,
/// parent positions and subtree sizes, so ``items`` is a copy-on-write share of storage,
/// ``visibleItems`` skips collapsed subtrees without visiting them, and ``index(of:)``,
/// ``level(of:)`` and ``parent(of:)`` are a hash lookup away.
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // Implementation note: `_items[i]` and `_nodes[i]` describe the item at depth-first
    // position `i`. An item's subtree is the contiguous range `i ..< i + 1 +
    // descendantCount`. Lookups go identifier → slot (`_slotOfItem`, which changes only when
    // an item is added or removed) → position (`_positionOfSlot`, a plain array that an edit
    // in the middle rewrites for the items behind it with integer stores, never rehashing).
    // See NSDiffableDataSourceSectionSnapshot+Tree.swift.

    /// The identifiers in depth-first order.
    var _items: [ItemIdentifierType]
    /// Level, parent, subtree size, slot and expanded state of the item at the same position.
    var _nodes: [_Node]
    /// The slot of every identifier in the snapshot.
    var _slotOfItem: [ItemIdentifierType: Int]
    /// The position of the item in each slot; -1 for a free slot.
    var _positionOfSlot: [Int]
    /// Slots freed by deletions, reused by the next insertions.
    var _freeSlots: [Int]

    /// Creates an empty section snapshot.
    ///
    /// - Complexity: O(1).
    public init() {
        _items = []
        _nodes = []
        _slotOfItem = [:]
        _positionOfSlot = []
        _freeSlots = []
    }

    /// Creates a copy of the provided section snapshot.
    ///
    /// - Complexity: O(1); the storage is shared until one of the two changes.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable {}

// MARK: - Adding items

extension NSDiffableDataSourceSectionSnapshot {
    /// Adds the specified items as child items of the specified parent item in the section
    /// snapshot.
    ///
    /// The items go after the parent's existing children (and their subtrees), one level below
    /// it, collapsed. Appending to a parent that had no children makes it a parent; it keeps
    /// its expanded state, which is collapsed unless you expanded it.
    ///
    /// Raises `NSInternalInconsistencyException` if `parent` is not in the snapshot, or if an
    /// item is already in it or appears twice in `items`; nothing is added then. An empty
    /// `items` does nothing, whatever `parent` is.
    ///
    /// - Parameters:
    ///   - items: The identifiers of the items to append to the parent item.
    ///   - parent: The parent item to append the items to, or `nil` for the root level.
    /// - Complexity: O(`items.count` + depth of `parent`) when `parent`'s subtree ends the
    ///   snapshot (always so for the root level); O(`count`) otherwise.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        _insert(items, _Node.flat(count: items.count), into: parent)
    }

    /// Inserts the provided items immediately before the item with the specified identifier in
    /// the section snapshot.
    ///
    /// The items take the level and parent of `item`, as UIKit's "insert before will always
    /// match the level of the destination item".
    ///
    /// Raises `NSInternalInconsistencyException` if `item` is not in the snapshot, or if an
    /// inserted item is already in it or appears twice; nothing is inserted then.
    ///
    /// - Complexity: O(`count`).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        _insert(items, _Node.flat(count: items.count), before: item)
    }

    /// Inserts the provided items immediately after the item with the specified identifier in
    /// the section snapshot.
    ///
    /// The items take the level and parent of `item` and go after its subtree: an expanded or
    /// collapsed `item` keeps its children.
    ///
    /// Raises `NSInternalInconsistencyException` if `item` is not in the snapshot, or if an
    /// inserted item is already in it or appears twice; nothing is inserted then.
    ///
    /// - Complexity: O(`count`); O(`items.count` + depth) when `item`'s subtree ends the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        _insert(items, _Node.flat(count: items.count), after: item)
    }

    /// Inserts the provided section snapshot immediately before the item with the specified
    /// identifier in the section snapshot.
    ///
    /// The snapshot's root items take the level and parent of `item`; their subtrees and
    /// expanded states come along.
    ///
    /// Raises `NSInternalInconsistencyException` if `item` is not in the snapshot, or if an
    /// item of `snapshot` is already in it; nothing is inserted then. An empty `snapshot` does
    /// nothing.
    ///
    /// - Complexity: O(`count` + `snapshot.items.count`).
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        _insert(snapshot._items, snapshot._nodes, before: item)
    }

    /// Inserts the provided section snapshot immediately after the item with the specified
    /// identifier in the section snapshot.
    ///
    /// The snapshot's root items take the level and parent of `item` and go after its subtree;
    /// their own subtrees and expanded states come along.
    ///
    /// Raises `NSInternalInconsistencyException` if `item` is not in the snapshot, or if an
    /// item of `snapshot` is already in it; nothing is inserted then. An empty `snapshot` does
    /// nothing.
    ///
    /// - Complexity: O(`count` + `snapshot.items.count`).
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        _insert(snapshot._items, snapshot._nodes, after: item)
    }

    /// Replaces all child items of the specified parent item with the provided section
    /// snapshot.
    ///
    /// The parent's whole subtree goes, with the expanded states in it; the snapshot's root
    /// items become the parent's children, bringing their subtrees and expanded states. The
    /// parent keeps its own expanded state. Items of the old subtree may come back in
    /// `snapshot`.
    ///
    /// Raises `NSInternalInconsistencyException` if `parent` is not in the snapshot. Tessera
    /// also raises the duplicate-identifier exception of ``append(_:to:)`` when `snapshot`
    /// holds `parent` or an item from elsewhere in the snapshot and changes nothing, where
    /// UIKit does not check and leaves a tree whose children hang under the wrong items.
    ///
    /// - Complexity: O(`count` + `snapshot.items.count`).
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard let position = _position(of: parent) else {
            return UIKitException.internalInconsistency(_Reason.parentNotFound(Self._describe(parent))).raise()
        }
        let children = (position + 1)..<_subtreeEnd(position)
        let duplicates = _duplicates(in: snapshot._items, allowing: children)
        guard duplicates.isEmpty else {
            return UIKitException.internalInconsistency(_Reason.notUnique(duplicates.map(Self._describe))).raise()
        }
        _splice(
            replacing: children, parent: position, level: _nodes[position].level + 1,
            with: snapshot._items, snapshot._nodes)
    }
}

// MARK: - Removing items

extension NSDiffableDataSourceSectionSnapshot {
    /// Deletes the specified items, and all their descendants, from the section snapshot.
    ///
    /// Raises `NSInternalInconsistencyException` ("Failed to find index of item …") if an item
    /// is not in the snapshot, before deleting anything. Naming an item twice, or an item and
    /// one of its descendants, is fine.
    ///
    /// - Complexity: O(*k* log *k* + *n*) for *k* items, where *n* counts the items from the
    ///   first deleted one to the end: deleting near the end is cheap.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var positions: [Int] = []
        positions.reserveCapacity(items.count)
        for item in items {
            guard let position = _position(of: item) else {
                return UIKitException.internalInconsistency(_Reason.indexNotFound(Self._describe(item))).raise()
            }
            positions.append(position)
        }
        _removeSubtrees(rootedAt: positions)
    }

    /// Deletes all of the items from the section snapshot, with their expanded states.
    ///
    /// - Complexity: O(`count`) to release the items.
    public mutating func deleteAll() {
        self = Self()
    }
}

// MARK: - Expanding and collapsing

extension NSDiffableDataSourceSectionSnapshot {
    /// Expands the specified items in the section snapshot.
    ///
    /// An item needs no children to be expanded, and stays expanded until collapsed or
    /// deleted. Items that are not in the snapshot are ignored, as UIKit ignores them.
    ///
    /// - Complexity: O(*k*) for *k* items.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        _setExpanded(true, items)
    }

    /// Collapses the specified items in the section snapshot, hiding their descendants.
    ///
    /// Items that are not in the snapshot are ignored, as UIKit ignores them.
    ///
    /// - Complexity: O(*k*) for *k* items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        _setExpanded(false, items)
    }

    /// Indicates whether the item with the specified identifier is in an expanded state.
    ///
    /// This expansion state persists along with the section snapshot. Raises
    /// `NSInternalInconsistencyException` if `item` is not in the snapshot (and answers `false`
    /// when a test's handler returns).
    ///
    /// - Complexity: O(1).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard let position = _existingPosition(of: item) else { return false }
        return _nodes[position].isExpanded
    }

    /// Indicates whether the specified item is currently visible onscreen: whether every item
    /// above it is expanded.
    ///
    /// Raises `NSInternalInconsistencyException` if `item` is not in the snapshot (and answers
    /// `false` when a test's handler returns).
    ///
    /// - Complexity: O(depth of `item`).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let position = _existingPosition(of: item) else { return false }
        return _isVisible(at: position)
    }
}

// MARK: - Queries

extension NSDiffableDataSourceSectionSnapshot {
    /// Indicates whether the section snapshot contains the specified item.
    ///
    /// - Complexity: O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool {
        _slotOfItem[item] != nil
    }

    /// Finds the hierarchical level of the specified item in the section snapshot.
    ///
    /// A level of `0` means the item is at the root level of the section snapshot. Raises
    /// `NSInternalInconsistencyException` if `item` is not in the snapshot (and answers
    /// `NSNotFound`, as UIKit's header documents, when a test's handler returns).
    ///
    /// - Complexity: O(1).
    public func level(of item: ItemIdentifierType) -> Int {
        guard let position = _existingPosition(of: item) else { return NSNotFound }
        return _nodes[position].level
    }

    /// Finds the index of the specified item in ``items``, the depth-first order of all items,
    /// or `nil` if the snapshot does not contain it.
    ///
    /// - Complexity: O(1).
    public func index(of item: ItemIdentifierType) -> Int? {
        _position(of: item)
    }

    /// Finds the parent item of the specified item in the section snapshot; `nil` for a root.
    ///
    /// Raises `NSInternalInconsistencyException` if `child` is not in the snapshot (and
    /// answers `nil` when a test's handler returns).
    ///
    /// - Complexity: O(1).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let position = _position(of: child) else {
            UIKitException.internalInconsistency(_Reason.childNotFound(Self._describe(child))).raise()
            return nil
        }
        let parent = _nodes[position].parent
        return parent < 0 ? nil : _items[parent]
    }

    /// Creates a section snapshot that contains the child items of the specified parent item,
    /// optionally including the parent item.
    ///
    /// The subtree comes with its expanded states; its top items (the parent's children, or
    /// the parent itself) become the new snapshot's root items at level 0. A parent without
    /// children gives an empty snapshot, or one of just the parent. Raises
    /// `NSInternalInconsistencyException` if `parent` is not in the snapshot (and answers an
    /// empty snapshot when a test's handler returns).
    ///
    /// - Complexity: O(size of `parent`'s subtree).
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let position = _position(of: parent) else {
            UIKitException.internalInconsistency(_Reason.parentNotFound(Self._describe(parent))).raise()
            return Self()
        }
        return _subtree((includingParent ? position : position + 1)..<_subtreeEnd(position))
    }

    /// The identifiers of all items in the section snapshot, in depth-first order: each parent
    /// followed by its children, whether or not they are visible.
    ///
    /// - Complexity: O(1); the array shares the snapshot's storage.
    public var items: [ItemIdentifierType] {
        _items
    }

    /// The identifiers of the items at the top level of the section snapshot's hierarchy.
    ///
    /// - Complexity: O(number of root items); subtrees are stepped over, not visited.
    public var rootItems: [ItemIdentifierType] {
        var roots: [ItemIdentifierType] = []
        var position = 0
        while position < _items.count {
            roots.append(_items[position])
            position = _subtreeEnd(position)
        }
        return roots
    }

    /// The identifiers of the currently visible items in the section snapshot: the items whose
    /// ancestors are all expanded, in depth-first order.
    ///
    /// - Complexity: O(number of visible items); collapsed subtrees are stepped over.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        _forEachVisiblePosition { visible.append(_items[$0]) }
        return visible
    }

    /// The identifiers of the expanded items in the section snapshot, in depth-first order,
    /// visible or not.
    ///
    /// - Complexity: O(`count`).
    public var expandedItems: [ItemIdentifierType] {
        var expanded: [ItemIdentifierType] = []
        for position in _nodes.indices where _nodes[position].isExpanded {
            expanded.append(_items[position])
        }
        return expanded
    }

    /// Returns a string with an ASCII representation of the section snapshot.
    ///
    /// One line per item, indented two spaces a level: `+` for an expanded item and `-` for a
    /// collapsed one, `*` for a visible item and a space for a hidden one, then the identifier,
    /// between `<NSDiffableDataSourceSectionSnapshot` and `>` lines, as UIKit prints it but
    /// without the object address:
    ///
    ///     <NSDiffableDataSourceSectionSnapshot
    ///     +*Animals
    ///       -*Cats
    ///         - Lion
    ///     -*Plants
    ///     >
    ///
    /// - Complexity: O(`count` + the length of the text).
    public func visualDescription() -> String {
        var isVisible = [Bool](repeating: false, count: _items.count)
        _forEachVisiblePosition { isVisible[$0] = true }
        var description = "<NSDiffableDataSourceSectionSnapshot\n"
        for position in _items.indices {
            let node = _nodes[position]
            description += String(repeating: "  ", count: node.level)
            description += node.isExpanded ? "+" : "-"
            description += isVisible[position] ? "*" : " "
            description += Self._describe(_items[position])
            description += "\n"
        }
        return description + ">"
    }
}
