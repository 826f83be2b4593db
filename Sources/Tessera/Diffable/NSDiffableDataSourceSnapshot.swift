import Foundation

/// The state of a list's data at one moment: its sections and items, by identifier.
///
/// Build a snapshot, then hand it to a diffable data source's `apply(_:animatingDifferences:)`;
/// the data source turns the difference from its current snapshot into one batch update. A
/// snapshot is a value: copies are independent, and it can be built on any thread.
///
/// Identifiers must be unique across the whole snapshot — sections among sections, items among
/// items. Misuse stops as in UIKit, through ``UIKitException``; when a test's handler returns,
/// the call leaves the snapshot as it was (see ``_SnapshotMessage`` for the texts).
///
/// Each item's section and position are indexed, so lookups by identifier cost O(1) on
/// average; a mutation costs what the same change to the section's array costs (it moves the
/// positions of the items after it).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item is: its section's identifier and its index in that section.
    private struct Position: Sendable {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The sections in order.
    private var sections: [SectionIdentifierType] = []
    /// The items of `sections[i]`, in order.
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Each section's index in `sections`.
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section and index within it.
    private var positions: [ItemIdentifierType: Position] = [:]

    private var reloadedSections = _OrderedIdentifiers<SectionIdentifierType>()
    private var reloadedItems = _OrderedIdentifiers<ItemIdentifierType>()
    private var reconfiguredItems = _OrderedIdentifiers<ItemIdentifierType>()

    /// An empty snapshot.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { positions.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section by section.
    /// - Complexity: O(n) for n items.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The number of items in the section `identifier`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = existingSection(identifier) else { return 0 }
        return itemsBySection[index].count
    }

    /// The items of the section `identifier`, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = existingSection(identifier) else { return [] }
        return itemsBySection[index]
    }

    /// The section holding the item `identifier`; `nil` if the snapshot has no such item.
    /// - Complexity: O(1) on average.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        positions[identifier]?.section
    }

    /// The index of the item `identifier` among all items (section by section); `nil` if the
    /// snapshot has no such item.
    /// - Complexity: O(s) for the s sections before the item's.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let position = positions[identifier], let section = sectionIndexes[position.section] else { return nil }
        return itemsBySection[..<section].reduce(position.index) { $0 + $1.count }
    }

    /// The index of the section `identifier`; `nil` if the snapshot has no such section.
    /// - Complexity: O(1) on average.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    // MARK: Items

    /// Appends items to the section `sectionIdentifier`, or to the last section when it is
    /// `nil`.
    /// - Complexity: O(k) for k items.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let target = sectionIdentifier ?? sections.last else {
            return _SnapshotMessage.noSections.raise()
        }
        guard let section = existingSection(target, for: "append"), acceptsNewItems(identifiers) else { return }
        insert(identifiers, inSection: section, at: itemsBySection[section].count)
    }

    /// Inserts items just before the item `beforeIdentifier`, in its section.
    /// - Complexity: O(k + m) for k items and the m items after the place.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let anchor = existingItem(beforeIdentifier, for: "insert"), acceptsNewItems(identifiers) else { return }
        insert(identifiers, inSection: sectionIndexes[anchor.section]!, at: anchor.index)
    }

    /// Inserts items just after the item `afterIdentifier`, in its section.
    /// - Complexity: O(k + m) for k items and the m items after the place.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let anchor = existingItem(afterIdentifier, for: "insert"), acceptsNewItems(identifiers) else { return }
        insert(identifiers, inSection: sectionIndexes[anchor.section]!, at: anchor.index + 1)
    }

    /// Deletes items; identifiers the snapshot does not hold are ignored.
    /// - Complexity: O(k + m) for k identifiers and the m items of the sections they are in.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: [Int]] = [:]
        for identifier in identifiers {
            guard let position = positions.removeValue(forKey: identifier) else { continue }
            doomed[sectionIndexes[position.section]!, default: []].append(position.index)
        }
        for (section, indexes) in doomed {
            itemsBySection[section].removeElements(at: IndexSet(indexes))
            reindexItems(inSection: section, from: indexes.min()!)
        }
    }

    /// Deletes every item; the sections stay.
    public mutating func deleteAllItems() {
        itemsBySection = Array(repeating: [], count: sections.count)
        positions.removeAll()
    }

    /// Moves the item `identifier` just before the item `toIdentifier`, possibly into another
    /// section.
    /// - Complexity: O(m) for the items of the two sections.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves the item `identifier` just after the item `toIdentifier`, possibly into another
    /// section.
    /// - Complexity: O(m) for the items of the two sections.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded: the data source asks for new cells for them.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingItem($0, for: "reload") != nil }) else { return }
        reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured: their cells stay and are configured again (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingItem($0, for: "reconfigure") != nil }) else { return }
        reconfiguredItems.append(contentsOf: identifiers)
    }

    /// The items marked with ``reloadItems(_:)``, in the order first marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with ``reconfigureItems(_:)``, in the order first marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    // MARK: Sections

    /// Appends sections at the end.
    /// - Complexity: O(k) for k sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers) else { return }
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections just before the section `toIdentifier`.
    /// - Complexity: O(k + s) for k new and s existing sections.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let anchor = existingSection(toIdentifier, for: "insert"), acceptsNewSections(identifiers) else { return }
        insertSections(identifiers, at: anchor)
    }

    /// Inserts sections just after the section `toIdentifier`.
    /// - Complexity: O(k + s) for k new and s existing sections.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let anchor = existingSection(toIdentifier, for: "insert"), acceptsNewSections(identifiers) else { return }
        insertSections(identifiers, at: anchor + 1)
    }

    /// Deletes sections with their items; identifiers the snapshot does not hold are ignored.
    /// - Complexity: O(s + m) for the s sections and the m items deleted.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = IndexSet(identifiers.compactMap { sectionIndexes[$0] })
        guard !doomed.isEmpty else { return }
        for index in doomed {
            for item in itemsBySection[index] { positions[item] = nil }
        }
        sections.removeElements(at: doomed)
        itemsBySection.removeElements(at: doomed)
        reindexSections()
    }

    /// Moves the section `identifier` just before the section `toIdentifier`.
    /// - Complexity: O(s) for s sections.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves the section `identifier` just after the section `toIdentifier`.
    /// - Complexity: O(s) for s sections.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded: the data source asks for new cells for all their items.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ existingSection($0, for: "reload") != nil }) else { return }
        reloadedSections.append(contentsOf: identifiers)
    }

    /// The sections marked with ``reloadSections(_:)``, in the order first marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    // MARK: Storage

    /// The items of every section, in order, for the data sources and the diff.
    var itemsInSections: [[ItemIdentifierType]] { itemsBySection }

    /// The item at `indexPath`; `nil` when the index path is outside the snapshot.
    /// - Complexity: O(1).
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath[0]),
            itemsBySection[indexPath[0]].indices.contains(indexPath[1])
        else { return nil }
        return itemsBySection[indexPath[0]][indexPath[1]]
    }

    /// The index path of the item `identifier`; `nil` if the snapshot has no such item.
    /// - Complexity: O(1) on average.
    func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let position = positions[identifier], let section = sectionIndexes[position.section] else { return nil }
        return IndexPath(indexes: [section, position.index])
    }

    /// The snapshot with the item at `source` moved to `destination`, as a list that moved
    /// one row (item) shows it: `destination` is its index path afterwards.
    /// - Complexity: O(m) for the items of the two sections.
    func movingItem(at source: IndexPath, to destination: IndexPath) -> Self {
        guard let item = itemIdentifier(at: source), source != destination else { return self }
        var moved = self
        moved.deleteItems([item])
        guard moved.itemsBySection.indices.contains(destination[0]) else { return self }
        let items = moved.itemsBySection[destination[0]]
        if destination[1] < items.count {
            moved.insertItems([item], beforeItem: items[destination[1]])
        } else {
            moved.appendItems([item], toSection: moved.sections[destination[0]])
        }
        return moved
    }

    /// The snapshot without its reload and reconfigure marks, as a data source keeps it after
    /// applying them.
    var clearingMarks: Self {
        var copy = self
        copy.reloadedSections = .init()
        copy.reloadedItems = .init()
        copy.reconfiguredItems = .init()
        return copy
    }

    private func existingSection(_ identifier: SectionIdentifierType, for operation: String? = nil) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        _SnapshotMessage.unknownSection(identifier, operation: operation).raise()
        return nil
    }

    private func existingItem(_ identifier: ItemIdentifierType, for operation: String) -> Position? {
        if let position = positions[identifier] { return position }
        _SnapshotMessage.unknownItem(identifier, operation: operation).raise()
        return nil
    }

    /// Whether `identifiers` are unique among themselves and new to the snapshot; raises
    /// UIKit's message naming the duplicates otherwise.
    private func acceptsNewItems(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers where positions[identifier] != nil || !seen.insert(identifier).inserted {
            duplicates.append(identifier)
        }
        guard duplicates.isEmpty else {
            _SnapshotMessage.duplicateItems(duplicates).raise()
            return false
        }
        return true
    }

    private func acceptsNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where sectionIndexes[identifier] != nil || !seen.insert(identifier).inserted {
            duplicates.append(identifier)
        }
        guard duplicates.isEmpty else {
            _SnapshotMessage.duplicateSections(duplicates).raise()
            return false
        }
        return true
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], inSection section: Int, at index: Int) {
        itemsBySection[section].insert(contentsOf: identifiers, at: index)
        positions.reserveCapacity(positions.count + identifiers.count)
        reindexItems(inSection: section, from: index)
    }

    /// Records the positions of the items of `section` from `start` on.
    private mutating func reindexItems(inSection section: Int, from start: Int) {
        let identifier = sections[section]
        let items = itemsBySection[section]
        for index in start..<items.count {
            positions[items[index]] = Position(section: identifier, index: index)
        }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    private mutating func reindexSections(from start: Int = 0) {
        if start == 0 { sectionIndexes.removeAll(keepingCapacity: true) }
        for index in start..<sections.count { sectionIndexes[sections[index]] = index }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, nextTo anchorIdentifier: ItemIdentifierType, after: Bool) {
        guard let moving = existingItem(identifier, for: "move"), existingItem(anchorIdentifier, for: "move") != nil else { return }
        guard identifier != anchorIdentifier else {
            return _SnapshotMessage.moveRelativeToItself(identifier).raise()
        }
        let from = sectionIndexes[moving.section]!
        itemsBySection[from].remove(at: moving.index)
        positions[identifier] = nil
        reindexItems(inSection: from, from: moving.index)
        let anchor = positions[anchorIdentifier]!
        insert([identifier], inSection: sectionIndexes[anchor.section]!, at: anchor.index + (after ? 1 : 0))
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, nextTo anchorIdentifier: SectionIdentifierType, after: Bool) {
        guard let from = existingSection(identifier, for: "move"), existingSection(anchorIdentifier, for: "move") != nil else { return }
        guard identifier != anchorIdentifier else {
            return _SnapshotMessage.moveRelativeToItself(identifier).raise()
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: anchorIdentifier)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections(from: min(from, to))
    }
}

extension Array {
    /// Removes the elements at `offsets`, keeping the others in order.
    /// - Complexity: O(n) for n elements.
    fileprivate mutating func removeElements(at offsets: IndexSet) {
        guard let first = offsets.first else { return }
        var kept = first
        for index in first..<count where !offsets.contains(index) {
            swapAt(kept, index)
            kept += 1
        }
        removeSubrange(kept...)
    }
}
