import Foundation

/// Decides where a collection view's cells, supplementary views and decoration views go.
///
/// Subclass it as in UIKit. The collection view calls, in order:
/// 1. `prepare()` at its first layout and after every invalidation (subclasses compute their
///    geometry here and call `super`);
/// 2. `collectionViewContentSize`, to size its scrollable content;
/// 3. `layoutAttributesForElements(in:)` with its visible rect on every layout pass (each
///    scroll step): return the attributes of every element intersecting the rect, cheaply;
/// 4. `layoutAttributesForItem(at:)` and `layoutAttributesForSupplementaryView(ofKind:at:)`
///    for queries and scrolling to an item.
///
/// Bounds changes (scrolling, resizing) ask `shouldInvalidateLayout(forBoundsChange:)`;
/// `invalidateLayout()` or `invalidateLayout(with:)` mark the layout for `prepare()` on the
/// next pass.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the next query.
    var _needsPrepare = true

    /// `layoutAttributesClass`, cast once: the cast costs more than making the attributes.
    private lazy var attributesClass = type(of: self).layoutAttributesClass as! UICollectionViewLayoutAttributes.Type

    /// Decoration view classes by kind.
    var _decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Classes

    /// The class of the attributes this layout makes; subclasses with custom attributes override it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Registers the class of the decoration views of `elementKind`; `nil` removes it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        _decorationClasses[elementKind] = viewClass.map { $0 as! UICollectionReusableView.Type }
    }

    // MARK: Layout

    /// Computes the geometry. Called at the first layout and after each invalidation, before
    /// any other query. Subclasses must call `super`.
    open func prepare() {}

    /// The size of all content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// The default is `false`: scrolling costs no `prepare()`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context describing a bounds change the layout wants to react to.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context._isBoundsChange = true
        return context
    }

    /// Whether a view's preferred attributes (self-sizing) need a new layout; the default is `false`.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a view's preferred attributes, naming its element as invalid.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Whether the view of `attributes` is asked for its preferred attributes when it is
    /// displayed, and the dimensions its default answer sizes (see ``_SelfSizingAxes``).
    ///
    /// UIKit asks every view a layout places, so this layout's (and any user subclass's) views
    /// are asked once, on first display, and answer with their size unchanged unless they
    /// override `preferredLayoutAttributesFitting(_:)`; the layout hears of the answer through
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. Flow and
    /// compositional layouts narrow it: `nil` for an element whose size is final or measured
    /// already (not asked again), the estimated dimensions otherwise.
    func _selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> _SelfSizingAxes? { [] }

    /// Told by the collection view when a valid batch update is applied, before the layout is
    /// invalidated: self-sizing layouts carry their measured sizes to the new index paths.
    func _didApplyUpdate(_ update: _ListUpdate) {}

    /// Marks the whole layout out of date: `prepare()` runs before the next pass.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext())
    }

    /// Marks the parts `context` names out of date. Subclasses that keep state read the
    /// context, then call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        _needsPrepare = true
        collectionView?.layoutInvalidated(by: context)
    }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as! UICollectionViewLayoutInvalidationContext.Type).init()
    }

    /// New attributes of `layoutAttributesClass` for the cell at `indexPath`.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of `layoutAttributesClass` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes._setElement(.supplementaryView, kind: kind)
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of `layoutAttributesClass` for a decoration view.
    func makeAttributes(forDecorationViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes._setElement(.decorationView, kind: kind)
        attributes.indexPath = indexPath
        return attributes
    }

    // MARK: Scrolling

    /// Where scrolling that would stop at `proposedContentOffset` stops instead; the default
    /// keeps it. Paging-like layouts snap here.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The content offset to use after a layout change or update; the default keeps it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Layout transitions

    /// Called on the new layout before an animated `setCollectionViewLayout(_:animated:)`
    /// installs it (after the old layout's `prepareForTransition(to:)`), with the layout it
    /// replaces.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on the old layout before an animated `setCollectionViewLayout(_:animated:)`
    /// replaces it, with the layout that takes its place.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on both layouts when an animated layout change has ended (the old layout
    /// first), before the change's completion.
    open func finalizeLayoutTransition() {}

    // MARK: Updates

    /// Called before a batch update is applied, with the changes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after a batch update has been applied.
    open func finalizeCollectionViewUpdates() {}

    /// The attributes an item appearing with an animated update starts from (an inserted or
    /// reloaded item, or one coming into sight); asked after the layout is prepared for the
    /// update, before `finalizeCollectionViewUpdates()`. The default, `nil`, fades the item in
    /// at its final place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes a deleted (or reloaded) item ends at while it leaves with an animated
    /// update; `itemIndexPath` is its index path before the update. The default, `nil`, fades
    /// it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes an appearing supplementary view starts from; `nil` (the default) fades it in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a leaving supplementary view ends at; `nil` (the default) fades it out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes an appearing decoration view starts from; `nil` (the default) fades it in.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a leaving decoration view ends at; `nil` (the default) fades it out.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Interactive movement

    /// The index path an item being moved would take at `position`: the item under it.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved, centred on `position`, in front of the others.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? makeAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }
}
