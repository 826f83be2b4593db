import Foundation

/// A change a diffable data source made by itself, such as the person reordering items: the
/// snapshots before and after it and the difference between their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// How the items changed, all sections in order: apply it to a model array with
    /// `applying(_:)`.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change to each section it touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction between two snapshots; each section whose items differ gets a section
    /// transaction, its items as root items.
    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.indexOfSection(section) != nil ? initialSnapshot.itemIdentifiers(inSection: section) : []
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialItems: before, finalItems: after)
        }
    }
}

/// A change a diffable data source made by itself to one section, as section snapshots.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section changed.
    public let sectionIdentifier: SectionIdentifierType
    /// The section before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section after the change.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// How the section's items changed.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initialItems: [ItemIdentifierType], finalItems: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(initialItems)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(finalItems)
        initialSnapshot = initial
        finalSnapshot = final
        difference = finalItems.difference(from: initialItems).inferringMoves()
    }
}
