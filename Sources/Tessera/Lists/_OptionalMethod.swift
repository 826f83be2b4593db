import Foundation

/// An optional data source or delegate method whose presence changes what a table or
/// collection view does, as UIKit's `respondsToSelector:` checks do.
///
/// Swift protocols cannot be asked whether a conformer implements a method, and a default in a
/// protocol extension looks like the conformer's own method at the call site. So the default
/// Tessera gives each of these methods reports itself with ``defaultImplementationRan()``, and
/// ``call(_:)`` tells whether the conformer's own code answered. Defaults return what UIKit does
/// when the method is missing, so the first call is already correct. What is learned is kept
/// per data source or delegate in an ``_ImplementedMethods``.
enum _OptionalMethod: Int, CaseIterable, Sendable {
    // UITableViewDataSource

    /// `tableView(_:commit:forRowAt:)`: rows offer swipe-to-delete.
    case commitForRowAt
    /// `tableView(_:moveRowAt:to:)`: rows show reorder controls in edit mode.
    case moveRowAtTo

    // UITableViewDelegate

    /// `tableView(_:heightForRowAt:)`: rows are asked for their heights; without it and with
    /// a fixed `rowHeight` every row has that height and no estimate.
    case heightForRowAt
    /// `tableView(_:estimatedHeightForRowAt:)`: every row's estimate is asked for at load.
    case estimatedHeightForRowAt
    /// `tableView(_:heightForHeaderInSection:)`: else `sectionHeaderHeight`.
    case heightForHeaderInSection
    /// `tableView(_:heightForFooterInSection:)`: else `sectionFooterHeight`.
    case heightForFooterInSection

    // UICollectionViewDataSource

    /// `collectionView(_:moveItemAt:to:)`: interactive movement keeps the item where it is
    /// dropped; without it the item goes back and movement cannot begin again.
    case moveItemAtTo
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: without it a layout that
    /// shows a supplementary view stops with UIKit's exception.
    case viewForSupplementaryElementOfKind

    // UICollectionViewDelegateFlowLayout

    /// `collectionView(_:layout:sizeForItemAt:)`: each item's size is asked for; else `itemSize`.
    case sizeForItemAt

    /// This method's bit in a set of methods.
    var bit: UInt16 { 1 << UInt16(rawValue) }

    /// The defaults that ran during the innermost ``call(_:)``.
    @MainActor private static var defaultsRan: UInt16 = 0

    /// Called by Tessera's default implementation of this method.
    @MainActor func defaultImplementationRan() {
        Self.defaultsRan |= bit
    }

    /// Calls `body`, which calls this method on a data source or delegate, and tells whether
    /// the conformer's own code ran rather than Tessera's default.
    ///
    /// - Complexity: O(1) on top of `body`, without allocation.
    @MainActor func call<Result>(_ body: () -> Result) -> (result: Result, implemented: Bool) {
        let outer = Self.defaultsRan
        Self.defaultsRan = 0
        let result = body()
        let implemented = Self.defaultsRan & bit == 0
        Self.defaultsRan = outer
        return (result, implemented)
    }

    /// Whether `object`'s class overrides this method, read from its vtable, for the methods a
    /// controller class implements as `open` defaults; nil when the vtable cannot tell.
    @MainActor func overridden(by object: AnyObject) -> Bool? {
        switch self {
        case .commitForRowAt, .moveRowAtTo:
            (object as? UITableViewController)?._overrides(self)
        case .moveItemAtTo:
            (object as? UICollectionViewController)?._overrides(self)
        case .heightForRowAt, .estimatedHeightForRowAt, .heightForHeaderInSection, .heightForFooterInSection,
            .viewForSupplementaryElementOfKind, .sizeForItemAt:
            nil
        }
    }
}
