import Foundation

// The flat tree behind NSDiffableDataSourceSectionSnapshot: every edit is a splice of whole
// subtrees into the depth-first arrays, or a compaction that drops whole subtrees, followed by
// one pass over the items behind the edit to shift their parent positions and slot positions.

extension NSDiffableDataSourceSectionSnapshot {
    /// What the snapshot knows of the item at one depth-first position.
    struct _Node: Hashable, Sendable {
        /// 0 for a root item.
        var level: Int
        /// The position of the parent item; -1 for a root item. In a block being inserted
        /// (see ``_splice(replacing:parent:level:with:_:)``), relative to the block's start.
        var parent: Int
        /// How many items the subtree below this one holds.
        var descendantCount: Int
        /// The item's slot in `_positionOfSlot`; unused in a block being inserted.
        var slot: Int
        var isExpanded: Bool

        /// The nodes of `count` new root items: no children, collapsed.
        static func flat(count: Int) -> [_Node] {
            Array(repeating: _Node(level: 0, parent: -1, descendantCount: 0, slot: -1, isExpanded: false), count: count)
        }
    }

    typealias _Reason = _SectionSnapshotReason

    /// An identifier as UIKit's messages print it: a string as itself, anything else as Swift
    /// reflects it (a bridged Swift value describes itself with `String(reflecting:)`).
    static func _describe(_ item: ItemIdentifierType) -> String {
        if let string = item as? String { return string }
        return String(reflecting: item)
    }
}

// MARK: - Positions

extension NSDiffableDataSourceSectionSnapshot {
    /// The depth-first position of `item`, or `nil`.
    func _position(of item: ItemIdentifierType) -> Int? {
        guard let slot = _slotOfItem[item] else { return nil }
        return _positionOfSlot[slot]
    }

    /// The position of `item`, raising UIKit's exception for a missing item.
    func _existingPosition(of item: ItemIdentifierType) -> Int? {
        guard let position = _position(of: item) else {
            UIKitException.internalInconsistency(_Reason.itemNotFound(Self._describe(item))).raise()
            return nil
        }
        return position
    }

    /// The position after the subtree of the item at `position`.
    func _subtreeEnd(_ position: Int) -> Int {
        position + 1 + _nodes[position].descendantCount
    }

    /// Whether every ancestor of the item at `position` is expanded.
    func _isVisible(at position: Int) -> Bool {
        var ancestor = _nodes[position].parent
        while ancestor >= 0 {
            guard _nodes[ancestor].isExpanded else { return false }
            ancestor = _nodes[ancestor].parent
        }
        return true
    }

    /// Calls `body` with the position of each visible item in order, stepping over the
    /// subtrees of collapsed visible items: O(number of visible items).
    func _forEachVisiblePosition(_ body: (Int) -> Void) {
        // The item after a visible one is visible unless it lies in a collapsed item's
        // subtree: it is a child of an expanded item, or a sibling of the item or of one of
        // its ancestors, all of whose ancestors are expanded.
        var position = 0
        while position < _nodes.count {
            body(position)
            position = _nodes[position].isExpanded ? position + 1 : _subtreeEnd(position)
        }
    }

    /// The items of `candidates` that are already in the snapshot (outside `allowed`) or appear
    /// more than once, each once, in the order they are found.
    func _duplicates(in candidates: [ItemIdentifierType], allowing allowed: Range<Int> = 0..<0) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: candidates.count)
        var reported = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        for item in candidates {
            let isNew = seen.insert(item).inserted
            let isInTree = _position(of: item).map { !allowed.contains($0) } ?? false
            if (!isNew || isInTree) && reported.insert(item).inserted {
                duplicates.append(item)
            }
        }
        return duplicates
    }
}

// MARK: - Inserting

extension NSDiffableDataSourceSectionSnapshot {
    /// Appends a block (items and their relative nodes) as the last children of `parent`, or at
    /// the root level.
    mutating func _insert(_ items: [ItemIdentifierType], _ nodes: [_Node], into parent: ItemIdentifierType?) {
        guard !items.isEmpty else { return }
        if let parent {
            guard let position = _position(of: parent) else {
                return UIKitException.internalInconsistency(_Reason.parentNotFound(Self._describe(parent))).raise()
            }
            let end = _subtreeEnd(position)
            _insertChecked(items, nodes, at: end, parent: position, level: _nodes[position].level + 1)
        } else {
            _insertChecked(items, nodes, at: _items.count, parent: -1, level: 0)
        }
    }

    /// Inserts a block as siblings just before `item`.
    mutating func _insert(_ items: [ItemIdentifierType], _ nodes: [_Node], before item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        guard let position = _position(of: item) else {
            return UIKitException.internalInconsistency(_Reason.beforeNotFound(Self._describe(item))).raise()
        }
        let node = _nodes[position]
        _insertChecked(items, nodes, at: position, parent: node.parent, level: node.level)
    }

    /// Inserts a block as siblings just after `item`'s subtree.
    mutating func _insert(_ items: [ItemIdentifierType], _ nodes: [_Node], after item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        guard let position = _position(of: item) else {
            return UIKitException.internalInconsistency(_Reason.afterNotFound(Self._describe(item))).raise()
        }
        let node = _nodes[position]
        _insertChecked(items, nodes, at: _subtreeEnd(position), parent: node.parent, level: node.level)
    }

    private mutating func _insertChecked(
        _ items: [ItemIdentifierType], _ nodes: [_Node], at position: Int, parent: Int, level: Int
    ) {
        let duplicates = _duplicates(in: items)
        guard duplicates.isEmpty else {
            return UIKitException.internalInconsistency(_Reason.notUnique(duplicates.map(Self._describe))).raise()
        }
        _splice(replacing: position..<position, parent: parent, level: level, with: items, nodes)
    }

    /// Replaces `range`, whole subtrees that are children of the item at `parent` (-1: roots),
    /// with a block: `items` and their `nodes`, whose levels and parents are relative to the
    /// block (a block root has level 0 and parent -1). The caller has checked that the block's
    /// items are not in the snapshot outside `range`.
    ///
    /// O(size of the block + length of `range` + depth), plus O(items behind `range`) when the
    /// block and the range differ in length.
    mutating func _splice(
        replacing range: Range<Int>, parent: Int, level: Int, with items: [ItemIdentifierType], _ nodes: [_Node]
    ) {
        let start = range.lowerBound
        let delta = items.count - range.count
        for position in range {
            _releaseSlot(of: position)
        }
        var ancestor = parent
        while ancestor >= 0 {
            _nodes[ancestor].descendantCount += delta
            ancestor = _nodes[ancestor].parent
        }
        var inserted: [_Node] = []
        inserted.reserveCapacity(items.count)
        for (offset, node) in nodes.enumerated() {
            let slot = _takeSlot(position: start + offset)
            _slotOfItem[items[offset]] = slot
            inserted.append(_Node(
                level: level + node.level, parent: node.parent < 0 ? parent : start + node.parent,
                descendantCount: node.descendantCount, slot: slot, isExpanded: node.isExpanded))
        }
        _items.replaceSubrange(range, with: items)
        _nodes.replaceSubrange(range, with: inserted)
        guard delta != 0 else { return }
        // Nothing behind the range has a parent inside it (the range is whole subtrees): a
        // parent before it stays, one behind it moved with everything else.
        let oldEnd = range.upperBound
        let tail = (start + items.count)..<_nodes.count
        _nodes.withUnsafeMutableBufferPointer { nodes in
            _positionOfSlot.withUnsafeMutableBufferPointer { positionOfSlot in
                for position in tail {
                    if nodes[position].parent >= oldEnd {
                        nodes[position].parent += delta
                    }
                    positionOfSlot[nodes[position].slot] = position
                }
            }
        }
    }

    private mutating func _takeSlot(position: Int) -> Int {
        if let slot = _freeSlots.popLast() {
            _positionOfSlot[slot] = position
            return slot
        }
        _positionOfSlot.append(position)
        return _positionOfSlot.count - 1
    }

    private mutating func _releaseSlot(of position: Int) {
        let slot = _nodes[position].slot
        _slotOfItem[_items[position]] = nil
        _positionOfSlot[slot] = -1
        _freeSlots.append(slot)
    }
}

// MARK: - Deleting and copying subtrees

extension NSDiffableDataSourceSectionSnapshot {
    /// Removes the subtrees of the items at `positions` (in any order, repeats and nesting
    /// allowed), compacting the arrays from the first removed position on.
    mutating func _removeSubtrees(rootedAt positions: [Int]) {
        var ranges: [Range<Int>] = []
        for position in positions.sorted() {
            if let last = ranges.last, position < last.upperBound { continue }  // inside a removed subtree
            ranges.append(position..<_subtreeEnd(position))
        }
        guard let first = ranges.first?.lowerBound else { return }
        for range in ranges {
            var ancestor = _nodes[range.lowerBound].parent
            while ancestor >= 0 {
                _nodes[ancestor].descendantCount -= range.count
                ancestor = _nodes[ancestor].parent
            }
        }
        // Items before `first` keep their positions; a kept item's parent is kept and before it.
        var newPosition = [Int](repeating: -1, count: _nodes.count - first)
        var write = first
        var next = 0
        for read in first..<_nodes.count {
            while next < ranges.count && read >= ranges[next].upperBound { next += 1 }
            if next < ranges.count && ranges[next].contains(read) {
                _releaseSlot(of: read)
                continue
            }
            var node = _nodes[read]
            if node.parent >= first { node.parent = newPosition[node.parent - first] }
            newPosition[read - first] = write
            _positionOfSlot[node.slot] = write
            _nodes[write] = node
            _items[write] = _items[read]
            write += 1
        }
        _nodes.removeSubrange(write...)
        _items.removeSubrange(write...)
    }

    /// A snapshot of `range`, whole sibling subtrees, whose top items become roots at level 0.
    func _subtree(_ range: Range<Int>) -> Self {
        var subtree = Self()
        guard let first = range.first else { return subtree }
        let levelOffset = _nodes[first].level
        subtree._items = Array(_items[range])
        subtree._nodes = range.map { position in
            var node = _nodes[position]
            node.level -= levelOffset
            node.parent = node.parent >= first ? node.parent - first : -1
            node.slot = position - first
            return node
        }
        subtree._positionOfSlot = Array(0..<range.count)
        subtree._slotOfItem = Dictionary(uniqueKeysWithValues: zip(subtree._items, 0...))
        return subtree
    }

    mutating func _setExpanded(_ isExpanded: Bool, _ items: [ItemIdentifierType]) {
        for item in items {
            if let position = _position(of: item) {
                _nodes[position].isExpanded = isExpanded
            }
        }
    }
}

// MARK: - For the diffable data sources

extension NSDiffableDataSourceSectionSnapshot {
    /// One visible row of an outline, as a list shows it.
    struct _OutlineRow: Hashable, Sendable {
        var item: ItemIdentifierType
        /// 0 for a root item: the row's indentation.
        var level: Int
        /// `nil` for a root item.
        var parent: ItemIdentifierType?
        /// Whether the item has children (an outline disclosure shows for it).
        var hasChildren: Bool
        var isExpanded: Bool
    }

    /// The visible items in order, with what a list needs to show each as an outline row.
    ///
    /// - Complexity: O(number of visible items).
    var _visibleRows: [_OutlineRow] {
        var rows: [_OutlineRow] = []
        _forEachVisiblePosition { position in
            let node = _nodes[position]
            rows.append(_OutlineRow(
                item: _items[position], level: node.level, parent: node.parent < 0 ? nil : _items[node.parent],
                hasChildren: node.descendantCount > 0, isExpanded: node.isExpanded))
        }
        return rows
    }

    /// The children of `parent` (the root items for `nil`), in order; empty for an item that
    /// is not in the snapshot.
    ///
    /// - Complexity: O(number of children).
    func _children(of parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        let range: Range<Int>
        if let parent {
            guard let position = _position(of: parent) else { return [] }
            range = (position + 1)..<_subtreeEnd(position)
        } else {
            range = 0..<_items.count
        }
        var children: [ItemIdentifierType] = []
        var position = range.lowerBound
        while position < range.upperBound {
            children.append(_items[position])
            position = _subtreeEnd(position)
        }
        return children
    }

    /// Appends a whole section snapshot as the last children of `parent` (the root level for
    /// `nil`), with its subtrees and expanded states.
    ///
    /// Not UIKit API: `NSDiffableDataSourceSectionSnapshot` has `insert(_:before:)`,
    /// `insert(_:after:)` and `replace(childrenOf:using:)` for snapshots but no append, so this
    /// stays internal. Raises as ``append(_:to:)`` does.
    ///
    /// - Complexity: as ``append(_:to:)`` with `snapshot.items`.
    mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        _insert(snapshot._items, snapshot._nodes, into: parent)
    }

    /// Traps if the arrays disagree with each other: slots and positions, levels and parents,
    /// subtree sizes. For tests; O(`count`).
    func _checkInvariants() {
        precondition(_items.count == _nodes.count, "items and nodes differ in count")
        precondition(_slotOfItem.count == _items.count, "slot table and items differ in count")
        precondition(_positionOfSlot.count == _items.count + _freeSlots.count, "slots leak")
        var descendants = [Int](repeating: 0, count: _nodes.count)
        for position in _nodes.indices.reversed() {
            let node = _nodes[position]
            precondition(_slotOfItem[_items[position]] == node.slot, "slot of \(position)")
            precondition(_positionOfSlot[node.slot] == position, "position of slot \(node.slot)")
            if node.parent < 0 {
                precondition(node.parent == -1 && node.level == 0, "root \(position)")
            } else {
                precondition(node.parent < position, "parent of \(position) follows it")
                precondition(node.level == _nodes[node.parent].level + 1, "level of \(position)")
                precondition(position < _subtreeEnd(node.parent), "\(position) outside its parent's subtree")
                descendants[node.parent] += 1 + descendants[position]
            }
            precondition(node.descendantCount == descendants[position], "subtree size of \(position)")
        }
        for slot in _freeSlots {
            precondition(_positionOfSlot[slot] == -1, "free slot \(slot) in use")
        }
    }
}

/// The reasons UIKit gives when a section snapshot is misused, from
/// `NSDiffableDataSourceSectionSnapshot.m` in UIKitCore, with the identifier as UIKit prints it.
enum _SectionSnapshotReason {
    /// `append(_:to:)`, `replace(childrenOf:using:)` and `snapshot(of:includingParent:)` with
    /// a parent that is not in the snapshot.
    static func parentNotFound(_ item: String) -> String {
        "Parent item identifier does not exist in section snapshot: \(item)"
    }

    static func beforeNotFound(_ item: String) -> String {
        "Item identifier to insert before does not exist in section snapshot: \(item)"
    }

    static func afterNotFound(_ item: String) -> String {
        "Item identifier to insert after does not exist in section snapshot: \(item)"
    }

    /// `isExpanded(_:)`, `isVisible(_:)` and `level(of:)`.
    static func itemNotFound(_ item: String) -> String {
        "Item identifier does not exist in section snapshot: \(item)"
    }

    /// `parent(of:)`.
    static func childNotFound(_ item: String) -> String {
        "Child item identifier does not exist in section snapshot: \(item)"
    }

    /// `delete(_:)`.
    static func indexNotFound(_ item: String) -> String {
        "Failed to find index of item \(item)"
    }

    /// Inserting an identifier the snapshot already holds, or the same one twice; the
    /// identifiers print as an `NSSet` describes itself.
    static func notUnique(_ items: [String]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n"
            + items.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }
}
