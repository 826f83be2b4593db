import Foundation

/// Virtualisation: which elements are in sight, their views, and giving views back when they
/// leave.
///
/// Each layout pass prepares the layout if it was invalidated, asks it for the attributes of
/// the elements intersecting the bounds, ends the display of the elements that left (their
/// views go back to the reuse queues, hidden) and asks the data source only for the elements
/// that arrived (`cellForItemAt`, then `willDisplay`). Views that size themselves are asked
/// for their preferred attributes as they arrive, and the layout re-prepares once per pass.
extension UICollectionView {
    /// Reads the counts when they are stale.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Runs the layout's `prepare()` if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        loadIfNeeded()
        guard collectionViewLayout._needsPrepare else { return }
        collectionViewLayout._needsPrepare = false
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Called by the layout when it is invalidated.
    func layoutInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
        _adjustContentOffset(by: context.contentOffsetAdjustment)
        setNeedsLayout()
    }

    /// Asks the layout, before the bounds change as UIKit does, whether the change needs a new layout.
    func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds, !collectionViewLayout._needsPrepare else { return }
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    func layoutDidChange(from old: UICollectionViewLayout) {
        guard old !== collectionViewLayout else { return }
        old.collectionView = nil
        closeSwipeActions()
        collectionViewLayout.collectionView = self
        collectionViewLayout.invalidateLayout()
    }

    // MARK: The layout pass

    /// How many times a layout pass may re-prepare the layout for self-sizing views.
    static let maximumSizingPasses = 64

    /// Brings the displayed views in line with the bounds.
    func layoutVisibleElements() {
        // Self-sizing converges in a few passes: each measures only the views that arrived.
        for _ in 0..<Self.maximumSizingPasses {
            prepareLayoutIfNeeded()
            let wanted = validAttributes(in: bounds)
            let wantedKeys = Set(wanted.map(\._elementKey))
            for (key, view) in displayedViews.sorted(by: { $0.key < $1.key }) where !wantedKeys.contains(key) {
                leave(view, key: key)
            }
            var invalidated = false
            for attributes in wanted {
                let key = attributes._elementKey
                if let view = displayedViews[key] {
                    // A self-sized view whose size the layout lost (an update) is measured again.
                    if collectionViewLayout._selfSizingAxes(for: attributes)?.isEmpty == false, view._preferredSize != attributes.size,
                        selfSizing(view, attributes)
                    {
                        invalidated = true
                    }
                    place(view, attributes)
                    continue
                }
                guard let view = makeView(for: attributes) else { continue }
                if selfSizing(view, attributes) { invalidated = true }
                place(view, attributes)
                displayedViews[key] = view
                display(view, key: key)
            }
            if !invalidated { break }
        }
        if listCellsNeedDressing {
            listCellsNeedDressing = false
            for (key, view) in displayedViews where key.category == .cell {
                if let cell = view as? UICollectionViewCell { _ = dressedForList(cell, at: key.indexPath) }
            }
        }
        orderByZIndex()
        layoutFocusIndicator()
        layoutSwipeActions()
        updatePrefetching()
    }

    /// The layout's attributes for `rect`, without those naming elements that do not exist
    /// (after UIKit's exception for a cell).
    private func validAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let all = collectionViewLayout.layoutAttributesForElements(in: rect) else { return [] }
        var seen = Set<_CollectionElementKey>()
        return all.filter { attributes in
            // Foundation on Linux counts rectangles that only touch as intersecting; UIKit
            // shows only elements that overlap the rect.
            guard Self.overlaps(attributes.frame, rect) else { return false }
            let indexPath = attributes.indexPath
            if attributes.representedElementCategory == .cell {
                guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section),
                    (0..<itemCounts[indexPath.section]).contains(indexPath.item)
                else {
                    UIKitException.internalInconsistency(
                        "UICollectionView received layout attributes for a cell with an index path that does not exist: \(indexPath.uiKitDescription)"
                    ).raise()
                    return false
                }
            }
            return seen.insert(attributes._elementKey).inserted
        }
    }

    /// Whether two rectangles share some area (or a zero-size one lies inside the other).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
            || (a.isEmpty && b.contains(a.origin))
    }

    /// Gives `view` the position and look of `attributes`.
    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let key = attributes._elementKey
        if let previous = displayedAttributes[key], previous.isEqual(attributes), view.frame == attributes.frame { return }
        if attributes.transform == .identity {
            if view.transform != .identity { view.transform = .identity }
            view.frame = attributes.frame
        } else {
            view.bounds = attributes.bounds
            view.center = attributes.center
            view.transform = attributes.transform
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.apply(attributes)
        displayedAttributes[key] = attributes
    }

    /// Asks a view for its preferred attributes, as UIKit asks every view it displays, and
    /// tells the layout; returns whether the layout was invalidated.
    ///
    /// Flow and compositional layouts spare the question where the size is final, and an item
    /// whose size they measured already is not asked again (see `_selfSizingAxes(for:)`).
    private func selfSizing(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let axes = collectionViewLayout._selfSizingAxes(for: attributes) else {
            view._selfSizingAxes = []
            return false
        }
        view._selfSizingAxes = axes
        view.frame = attributes.frame
        if !axes.isEmpty { view.layoutIfNeeded() }
        let original = attributes.copy() as! UICollectionViewLayoutAttributes
        let preferred = view.preferredLayoutAttributesFitting(original)
        view._preferredSize = preferred.size
        guard collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else {
            return false
        }
        let context = collectionViewLayout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        collectionViewLayout.invalidateLayout(with: context)
        return true
    }

    /// Puts elements with a higher `zIndex` in front and those below zero (and decoration
    /// views at zero) behind the rest (above the background view), keeping the order of equal ones.
    private func orderByZIndex() {
        let raised = displayedAttributes.filter { $0.value.zIndex > 0 }.sorted { ($0.value.zIndex, $0.key) < ($1.value.zIndex, $1.key) }
        for (key, _) in raised {
            if let view = displayedViews[key], subviews.last !== view { bringSubviewToFront(view) }
        }
        // Decorations at zIndex 0 (section backgrounds) go below the items too, as in UIKit.
        let lowered = displayedAttributes.filter { $0.value.zIndex < 0 || $0.value.zIndex == 0 && $0.key.category == .decorationView }.sorted { ($0.value.zIndex, $0.key) > ($1.value.zIndex, $1.key) }
        guard !lowered.isEmpty else { return }
        for (key, _) in lowered {
            if let view = displayedViews[key] { sendSubviewToBack(view) }
        }
        if let backgroundView { sendSubviewToBack(backgroundView) }
    }

    // MARK: Views

    /// Asks the data source (cells, supplementary views) or the layout's registration
    /// (decoration views) for the view of an arriving element.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let indexPath = attributes.indexPath
        let view: UICollectionReusableView
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            elementBeingConfigured = indexPath
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            elementBeingConfigured = nil
            if cell.reuseIdentifier == nil {
                UIKitException.invalidArgument(
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
                ).raise()
                return nil
            }
            view = cell
        case .supplementaryView:
            guard let dataSource else { return nil }
            let kind = attributes.representedElementKind ?? ""
            let answer = _OptionalMethod.viewForSupplementaryElementOfKind.call {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }
            dataSourceMethods.record(.viewForSupplementaryElementOfKind, implemented: answer.implemented)
            guard answer.implemented, answer.result.reuseIdentifier != nil else {
                UIKitException.internalInconsistency(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath.uiKitDescription)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(answer.implemented ? "<UICollectionReusableView>" : "(null)"))"
                ).raise()
                return nil
            }
            view = answer.result
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            if let waiting = decorationQueue.take(kind) {
                waiting.prepareForReuse()
                view = waiting
            } else {
                guard let type = collectionViewLayout._decorationClasses[kind] else {
                    UIKitException.internalInconsistency(
                        "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                    ).raise()
                    return nil
                }
                view = makeView(type, identifier: kind)
            }
        }
        if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        view.isHidden = false
        return view
    }

    /// Makes a view of a registered class through its `init(frame:)`, as UIKit's
    /// `[[cls alloc] initWithFrame:]` does: a subclass's override (or inherited initialiser) runs.
    func makeView(_ type: UICollectionReusableView.Type, identifier: String) -> UICollectionReusableView {
        let view = DynamicInitializer.makeView(type, frame: .zero) as! UICollectionReusableView
        view._reuseIdentifier = identifier
        return view
    }

    /// Stops with UIKit's message when a cell is dequeued for another index path than the one
    /// the data source was asked for.
    func checkDequeue(for indexPath: IndexPath) {
        guard let requested = elementBeingConfigured, requested != indexPath else { return }
        UIKitException.internalInconsistency(
            "Attempted to dequeue a cell for a different index path (\(indexPath.uiKitDescription)) than the index path passed to the data source (\(requested.uiKitDescription)). Dequeueing a cell for an index path other than the one requested by the collection view is not allowed."
        ).raise()
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    static func unregisteredMessage(kind: String, _ identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }

    /// Gives the view its collection-driven state, then `willDisplay`.
    private func display(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        if let cell = view as? UICollectionViewCell {
            let selected = selectedItems.contains(key.indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            cell._isEditing = isEditing
            cell._isSwiped = swipe?.indexPath == key.indexPath
            refreshOutlineState(of: cell, at: key.indexPath)
            _ = dressedForList(cell, at: key.indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Tells a list cell about the list section it is dequeued or displayed for, so that its
    /// default content and background configurations, separator and header look follow it.
    func dressedForList(_ cell: UICollectionViewCell, at indexPath: IndexPath) -> UICollectionViewCell {
        guard let listCell = cell as? UICollectionViewListCell else { return cell }
        let section = indexPath.section
        listCell._listContext = (collectionViewLayout as? _ListSections)?._listConfiguration(inSection: section).map {
            _ListCellContext(configuration: $0, item: indexPath.item, itemCount: numberOfItems(inSection: section))
        }
        return cell
    }

    /// Gives a cell its item's expansion and, for a list cell in an outline, its level.
    private func refreshOutlineState(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let outline = dataSource as? _OutlineDataSource else { return }
        cell._isExpanded = outline._isExpanded(itemAt: indexPath)
        if let level = outline._indentationLevel(ofItemAt: indexPath), let listCell = cell as? UICollectionViewListCell {
            listCell.indentationLevel = level
        }
    }

    /// Refreshes the outline state of every cell on screen, after an outline changed.
    func _refreshOutlineStates() {
        for (key, view) in displayedViews {
            guard key.category == .cell, let cell = view as? UICollectionViewCell else { continue }
            refreshOutlineState(of: cell, at: key.indexPath)
        }
    }

    /// Ends the display of an element that left the bounds; during an animated update or
    /// layout change it first moves to its new place (out of sight).
    private func leave(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        guard let animation = animationBeingPrepared, let attributes = currentAttributes(for: key) else {
            endDisplaying(view, key: key)
            return
        }
        displayedViews[key] = nil
        displayedAttributes[key] = nil
        depart(view, key: key, to: Self.state(of: attributes), in: animation)
    }

    /// The layout's attributes for an element that exists now, or nil.
    private func currentAttributes(for key: _CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            guard itemCounts.indices.contains(key.indexPath.section), (0..<itemCounts[key.indexPath.section]).contains(key.indexPath.item)
            else { return nil }
            return collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: return collectionViewLayout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Takes an element's view off screen: `didEndDisplaying`, then into its reuse queue.
    func endDisplaying(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        displayedViews[key] = nil
        displayedAttributes[key] = nil
        endDisplay(view, key: key)
    }

    /// `didEndDisplaying` for a view no longer among the displayed ones, then its reuse queue.
    func endDisplay(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        recycle(view, key: key)
    }

    /// Hides `view` and queues it for reuse.
    func recycle(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        if let cell = view as? UICollectionViewCell, cell.isHighlighted { cell.isHighlighted = false }
        guard let identifier = view.reuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        switch key.category {
        case .cell: cellQueue.give(view, as: identifier)
        case .supplementaryView: supplementaryQueue.give(view, as: Self.supplementaryKey(key.kind ?? "", identifier))
        case .decorationView: decorationQueue.give(view, as: key.kind ?? "")
        }
    }

    /// Ends the display of every view on screen (reloads and layout changes).
    func discardDisplayedViews() {
        for (key, view) in displayedViews.sorted(by: { $0.key < $1.key }) {
            endDisplaying(view, key: key)
        }
    }
}
