import Foundation

/// Inserting, deleting, moving and reloading items and sections, alone or in batches.
///
/// Changes made inside `performBatchUpdates(_:completion:)` apply together; a change made
/// alone is a batch of one. At the end the collection view asks the data source for the new
/// counts and checks them against the changes with UIKit's rules and messages (the shared
/// ``_ListUpdate`` with kind `.collection`): an inconsistent batch stops with UIKit's message
/// and the collection view reloads, so it never shows items the data source does not have.
///
/// A valid batch carries the views on screen to their new index paths (a surviving cell keeps
/// its instance), and selection and focus with them; the layout is told with
/// `prepare(forCollectionViewUpdates:)`, re-prepared, then `finalizeCollectionViewUpdates()`.
/// In a window, with animations on, the views then play from their old attributes (or the
/// layout's initial ones) to the new, and leaving views to the layout's final attributes, in
/// one shared ``_ListUpdateAnimation``; completions wait for it.
extension UICollectionView: _BatchUpdating {
    func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        _performBatch({ updates?() }, completion: completion)
    }

    func _reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        loadIfNeeded()
        for indexPath in indexPaths.sorted() {
            let key = _CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
            guard let cell = displayedViews[key] as? UICollectionViewCell else { continue }
            reconfiguredCell = cell
            elementBeingConfigured = indexPath
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            elementBeingConfigured = nil
            reconfiguredCell = nil
            guard returned !== cell else { continue }
            // A different cell came back: it replaces the one on screen.
            let attributes = displayedAttributes[key]
            endDisplaying(cell, key: key)
            if returned.superview !== self { insertSubview(returned, at: backgroundView == nil ? 0 : 1) }
            returned.isHidden = false
            if let attributes { returned.frame = attributes.frame; displayedAttributes[key] = attributes }
            displayedViews[key] = returned
            returned.isSelected = selectedItems.contains(indexPath)
            collectionDelegate?.collectionView(self, willDisplay: returned, forItemAt: indexPath)
        }
    }

    // MARK: Applying

    var _listKind: _ListKind { .collection }

    /// UIKit's collection view applies nothing for a batch without changes.
    var _checksEmptyBatches: Bool { false }

    var _shownCounts: [Int] { itemCounts }

    func _countsFromDataSource() -> [Int]? {
        guard let dataSource else { return nil }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func _apply(_ update: _ListUpdate, of batch: _ListBatch) {
        let animation = _ListUpdateAnimation.isEnabled(in: window) ? _ListUpdateAnimation() : nil
        UIView.performWithoutAnimation { apply(update, items: Self.updateItems(batch), animation: animation) }
        // Nothing moved: the batch's completions run at once.
        if let animation, !animation.isEmpty { startUpdateAnimation(animation, completions: takeBatchCompletions()) }
    }

    /// Carries views, selection and focus across a validated update, then lays out again.
    ///
    /// With an `animation`, the layout is asked in UIKit's order: `prepare(forCollectionViewUpdates:)`,
    /// `prepare()`, the final attributes of the leaving elements and the initial ones of the
    /// appearing elements, then `finalizeCollectionViewUpdates()`. Elements that stay move from
    /// where they were; those that leave stay alive until the animation ends.
    private func apply(_ update: _ListUpdate, items: [UICollectionViewUpdateItem], animation: _ListUpdateAnimation?) {
        closeSwipeActions()
        // Where the elements near the screen were, so that one coming into sight slides in
        // from there rather than fading in.
        let nearby = animation == nil ? [:] : oldAttributesNearBounds()
        itemCounts = update.newCounts
        var oldStates: [ObjectIdentifier: _ListUpdateAnimation.State] = [:]
        var views: [_CollectionElementKey: UICollectionReusableView] = [:]
        var attributes: [_CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        var leaving: [(key: _CollectionElementKey, view: UICollectionReusableView)] = []
        for (old, view) in displayedViews.sorted(by: { $0.key < $1.key }) {
            if let new = Self.newKey(for: old, update) {
                views[new] = view
                attributes[new] = displayedAttributes[old]
                if animation != nil { oldStates[ObjectIdentifier(view)] = Self.state(of: view) }
            } else if animation != nil {
                leaving.append((old, view))
            } else {
                endDisplay(view, key: old)
            }
        }
        displayedViews = views
        displayedAttributes = attributes
        selectedItems = selectedItems.compactMap { update.isReloaded(old: $0) ? $0 : update.newIndexPath(forOld: $0) }
        let selected = Set(selectedItems)
        for (key, view) in views where key.category == .cell {
            (view as? UICollectionViewCell)?.isSelected = selected.contains(key.indexPath)
        }
        focusedItem = focusedItem.flatMap { update.newIndexPath(forOld: $0) }
        highlightedItem = nil
        // Cells kept across the update may have become (or stopped being) a section's last.
        listCellsNeedDressing = true
        prefetcher.reset()

        collectionViewLayout._didApplyUpdate(update)
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        if let animation {
            prepareLayoutIfNeeded()
            for (key, view) in leaving {
                let final = finalAttributes(for: key).map(Self.state(of:))
                    ?? _ListUpdateAnimation.State(frame: _ListUpdateAnimation.untransformedFrame(of: view), alpha: 0, transform: view.transform)
                depart(view, key: key, to: final, in: animation)
            }
        }
        // Elements that stay but leave the bounds move to their new place before they go.
        animationBeingPrepared = animation
        setNeedsLayout()
        layoutIfNeeded()
        animationBeingPrepared = nil
        if let animation {
            for (key, view) in displayedViews.sorted(by: { $0.key < $1.key }) {
                if let old = oldStates[ObjectIdentifier(view)] {
                    animation.move(view, from: old)
                } else if let initial = initialAttributes(for: key) {
                    animation.move(view, from: Self.state(of: initial))
                } else if let old = Self.oldKey(for: key, update), let attributes = nearby[old] {
                    animation.move(view, from: Self.state(of: attributes))
                } else {
                    animation.move(view, from: Self.state(of: view, alpha: 0))
                }
            }
        }
        collectionViewLayout.finalizeCollectionViewUpdates()
    }

    /// The layout's attributes (before an update) of the elements within a screen of the
    /// bounds, by element: an element that was off screen there and comes into sight with the
    /// update slides in from its old place. O(elements in that band).
    private func oldAttributesNearBounds() -> [_CollectionElementKey: UICollectionViewLayoutAttributes] {
        prepareLayoutIfNeeded()
        let band = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var attributes: [_CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for element in collectionViewLayout.layoutAttributesForElements(in: band) ?? [] {
            attributes[element._elementKey] = element
        }
        return attributes
    }

    /// An element's view leaving with an animation: kept alive, behind the others, while it
    /// plays toward `state`; then its display ends and it goes back to its reuse queue.
    func depart(_ view: UICollectionReusableView, key: _CollectionElementKey, to state: _ListUpdateAnimation.State, in animation: _ListUpdateAnimation) {
        insertSubview(view, at: backgroundView == nil ? 0 : 1)
        animation.remove(view, to: state) { [weak self] in self?.endDisplay(view, key: key) }
    }

    /// The layout's final attributes for an element leaving with an update (index path before it).
    private func finalAttributes(for key: _CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// The layout's initial attributes for an element appearing with an update (index path after it).
    private func initialAttributes(for key: _CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// What `attributes` show: frame, alpha and transform.
    static func state(of attributes: UICollectionViewLayoutAttributes) -> _ListUpdateAnimation.State {
        .init(frame: attributes.frame, alpha: attributes.alpha, transform: attributes.transform)
    }

    /// What `view` shows now, with `alpha` instead of its own when given.
    static func state(of view: UIView, alpha: CGFloat? = nil) -> _ListUpdateAnimation.State {
        .init(frame: _ListUpdateAnimation.untransformedFrame(of: view), alpha: alpha ?? view.alpha, transform: view.transform)
    }

    /// Plays an update or layout change animation; `completions` run when it ends.
    func startUpdateAnimation(_ animation: _ListUpdateAnimation, completions: [(Bool) -> Void]) {
        updateAnimations.append(animation)
        animation.run { [weak self, weak animation] finished in
            self?.updateAnimations.removeAll { $0 === animation }
            for completion in completions { completion(finished) }
        }
    }

    /// Changes the layout; animated (in a window, animations on), every element on screen moves
    /// from its old attributes to the new layout's, those coming into sight fade in, those
    /// going out of sight move to their new place before they go; `completion` after that.
    func _setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated, layout !== collectionViewLayout, _ListUpdateAnimation.isEnabled(in: window) else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        let animation = _ListUpdateAnimation()
        var oldStates: [ObjectIdentifier: _ListUpdateAnimation.State] = [:]
        for view in displayedViews.values { oldStates[ObjectIdentifier(view)] = Self.state(of: view) }
        let oldLayout = collectionViewLayout
        oldLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: oldLayout)
        UIView.performWithoutAnimation {
            collectionViewLayout = layout
            animationBeingPrepared = animation
            layoutIfNeeded()
            animationBeingPrepared = nil
        }
        for (_, view) in displayedViews.sorted(by: { $0.key < $1.key }) {
            animation.move(view, from: oldStates[ObjectIdentifier(view)] ?? Self.state(of: view, alpha: 0))
        }
        // Both layouts hear that the transition ended, before the completion.
        let finalize: (Bool) -> Void = { finished in
            oldLayout.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(finished)
        }
        if animation.isEmpty {
            finalize(true)
        } else {
            startUpdateAnimation(animation, completions: [finalize])
        }
    }

    /// Ends the running update animations at once: views that were leaving end their display
    /// now (before a reload forgets the items they belonged to).
    func finishUpdateAnimations() {
        let running = updateAnimations
        updateAnimations.removeAll()
        for animation in running { animation.finishNow() }
    }

    /// Where an element on screen goes: cells by the item mapping, supplementary and
    /// decoration views with their section. Nil when it leaves or is reloaded.
    private static func newKey(for old: _CollectionElementKey, _ update: _ListUpdate) -> _CollectionElementKey? {
        var new = old
        switch old.category {
        case .cell:
            guard !update.isReloaded(old: old.indexPath), let indexPath = update.newIndexPath(forOld: old.indexPath) else { return nil }
            new.indexPath = indexPath
        case .supplementaryView, .decorationView:
            guard let section = old.indexPath.first, !update.isSectionReloaded(old: section),
                let newSection = update.newSection(forOld: section)
            else { return nil }
            new.indexPath[0] = newSection
        }
        return new
    }

    /// Where an element after the update was before it; nil when it is new or reloaded.
    private static func oldKey(for new: _CollectionElementKey, _ update: _ListUpdate) -> _CollectionElementKey? {
        var old = new
        switch new.category {
        case .cell:
            guard update.reloadedIndexPath(forNew: new.indexPath) == nil, let indexPath = update.oldIndexPath(forNew: new.indexPath) else {
                return nil
            }
            old.indexPath = indexPath
        case .supplementaryView, .decorationView:
            guard let section = new.indexPath.first, let oldSection = update.oldSection(forNew: section),
                !update.isSectionReloaded(old: oldSection)
            else { return nil }
            old.indexPath[0] = oldSection
        }
        return old
    }

    /// The batch as `UICollectionViewUpdateItem`s for `prepare(forCollectionViewUpdates:)`:
    /// sections first, then items; section changes carry `NSNotFound` as their item.
    private static func updateItems(_ batch: _ListBatch) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += batch.deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
        items += batch.insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
        items += batch.reloadedSections.map { .init(action: .reload, before: section($0), after: section($0)) }
        items += batch.sectionMoves.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += batch.deletedItems.map { .init(action: .delete, before: $0, after: nil) }
        items += batch.insertedItems.map { .init(action: .insert, before: nil, after: $0) }
        items += batch.reloadedItems.map { .init(action: .reload, before: $0, after: $0) }
        items += batch.itemMoves.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
