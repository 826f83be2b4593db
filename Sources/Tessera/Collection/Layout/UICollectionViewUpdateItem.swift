import Foundation

/// One change of a batch update, as `prepare(forCollectionViewUpdates:)` receives it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The index path before the update (nil for an insert). A section change has an index
    /// path of one index, with `NSNotFound` as its item in UIKit; here its `item` is `NSNotFound`.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for a delete).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The change.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
