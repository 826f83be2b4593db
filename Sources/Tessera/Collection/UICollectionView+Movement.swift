import Foundation

/// Interactive movement: the person drags an item to a new place.
///
/// `beginInteractiveMovementForItem(at:)` asks `collectionView(_:canMoveItemAt:)`. A data
/// source found not to implement `collectionView(_:moveItemAt:to:)` (learned on the first
/// drop, which then puts the item back) cannot begin again.
/// While the target position moves, the layout proposes an index path
/// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`), the delegate may redirect it,
/// and the items make room at once. `endInteractiveMovement()` tells the data source
/// `moveItemAt(original, to: final)`; `cancelInteractiveMovement()` puts the item back.
///
/// The keyboard's moves (⌥ and an arrow) are the same movement in one step: begin, one
/// proposed index path, end — so the data source and delegate hear exactly what a drag to
/// that place would tell them.
extension UICollectionView {
    func _beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, itemExists(indexPath), let dataSource else { return false }
        guard dataSourceMethods.resolve(.moveItemAtTo, of: dataSource).implemented else { return false }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        interactiveMovement = _InteractiveMovement(original: indexPath, current: indexPath)
        return true
    }

    func _updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement else { return }
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        let current = retargetInteractiveMovement(toProposed: proposed)
        let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: current, withTargetPosition: targetPosition)
        if let cell = _cellForItem(at: current) {
            cell.center = moving.center
            bringSubviewToFront(cell)
        }
    }

    /// Lets the delegate redirect `proposed`, then makes room for the moving item there.
    /// Returns where the moving item is now.
    private func retargetInteractiveMovement(toProposed proposed: IndexPath) -> IndexPath {
        guard var movement = interactiveMovement else { return proposed }
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.current, toProposedIndexPath: proposed) ?? proposed
        if target != movement.current, itemExists(target) {
            applyMoveWithoutDataSource(from: movement.current, to: target)
            movement.current = target
            interactiveMovement = movement
        }
        return movement.current
    }

    func _endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current, let dataSource {
            let answer = _OptionalMethod.moveItemAtTo.call {
                dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            }
            dataSourceMethods.record(.moveItemAtTo, implemented: answer.implemented)
            if !answer.implemented { applyMoveWithoutDataSource(from: movement.current, to: movement.original) }
        }
        displayedAttributes[_CollectionElementKey(category: .cell, kind: nil, indexPath: movement.current)] = nil
        setNeedsLayout()
        layoutIfNeeded()
    }

    func _cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current {
            applyMoveWithoutDataSource(from: movement.current, to: movement.original)
        }
        displayedAttributes[_CollectionElementKey(category: .cell, kind: nil, indexPath: movement.original)] = nil
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Moves the item at `source` towards `proposed` in one step of interactive movement, as a
    /// drag dropped there would: `canMoveItemAt`, the delegate's
    /// `targetIndexPathForMoveFromItemAt`, then `moveItemAt`. Returns where the item is now.
    func moveItemInOneStep(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
        guard _beginInteractiveMovementForItem(at: source) else { return source }
        _ = retargetInteractiveMovement(toProposed: proposed)
        let final = interactiveMovement?.current ?? source
        _endInteractiveMovement()
        // A data source that does not move items has had the item put back.
        return dataSourceMethods.resolve(.moveItemAtTo, of: dataSource).implemented ? final : source
    }
}
