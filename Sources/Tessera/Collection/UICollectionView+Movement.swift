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
extension UICollectionView {
    package func _beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, itemExists(indexPath), let dataSource else { return false }
        guard implementedMethods["moveItemAt"] != false else { return false }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        interactiveMovement = _InteractiveMovement(original: indexPath, current: indexPath)
        return true
    }

    package func _updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.current, toProposedIndexPath: proposed) ?? proposed
        if target != movement.current, itemExists(target) {
            applyMoveWithoutDataSource(from: movement.current, to: target)
            movement.current = target
            interactiveMovement = movement
        }
        let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current, withTargetPosition: targetPosition)
        if let cell = _cellForItem(at: movement.current) {
            cell.center = moving.center
            bringSubviewToFront(cell)
        }
    }

    package func _endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current, let dataSource {
            let answer = _OptionalMethod.call { dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current) }
            implementedMethods["moveItemAt"] = answer.implemented
            if !answer.implemented { applyMoveWithoutDataSource(from: movement.current, to: movement.original) }
        }
        displayedAttributes[_CollectionElementKey(category: .cell, kind: nil, indexPath: movement.current)] = nil
        setNeedsLayout()
        layoutIfNeeded()
    }

    package func _cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current {
            applyMoveWithoutDataSource(from: movement.current, to: movement.original)
        }
        displayedAttributes[_CollectionElementKey(category: .cell, kind: nil, indexPath: movement.original)] = nil
        setNeedsLayout()
        layoutIfNeeded()
    }
}
