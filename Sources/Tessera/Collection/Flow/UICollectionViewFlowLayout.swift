import Foundation

/// A layout that flows items into lines, like words into a paragraph: rows across a
/// vertically scrolling collection view, columns down a horizontal one, with optional section
/// headers and footers.
///
/// Items fill a line while they fit with `minimumInteritemSpacing` between them. As in UIKit,
/// the spacing is a minimum: a full line is justified (its leftover space is shared equally
/// between its items' gaps), a line holding a single item centres it, and the last line of a
/// section starts at the leading edge with the spacing of the line above it (or the minimum),
/// so the columns of a grid stay lined up. Items of different sizes are centred across their
/// line, and lines are `minimumLineSpacing` apart. A delegate adopting
/// ``UICollectionViewDelegateFlowLayout`` can size each item and space each section.
///
/// `prepare()` computes every frame once, O(n) in items; `layoutAttributesForElements(in:)`
/// binary-searches sections and lines, O(log n + k) for k elements in the rect. Scrolling
/// never re-prepares, unless headers or footers are pinned (then only the pinned frames move).
///
/// With `estimatedItemSize` set, items start at the estimate and each cell is measured with
/// `preferredLayoutAttributesFitting(_:)` when it first becomes visible; only those are measured.
/// Measured sizes are kept (and carried through batch updates), and a line above the visible
/// area that grows or shrinks moves the content offset with it, so what is on screen stays put.
/// A measurement re-flows only the item's line (and the next ones while their breaks change)
/// and moves the later lines in O(log lines): its cost does not grow with the item count.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// As `estimatedItemSize`: size items to their cells, starting from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction of scrolling: lines are rows (vertical) or columns (horizontal).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item, unless the delegate sizes them. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A non-zero size turns self-sizing on: items start at this size and take their cells' size.
    open var estimatedItemSize: CGSize = .zero { didSet { measuredSizes.removeAll(); invalidateLayout() } }
    /// The minimum space between lines. 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum space between items of a line. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Where `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers (only the extent along the scroll direction counts); zero
    /// means none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers; zero means none.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible bounds while its section is in sight.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible bounds while its section is in sight.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The z-index of headers and footers, in front of items; pinned ones go further forward.
    static let supplementaryZIndex = 10
    static let pinnedZIndex = 1024

    private var sections: [_FlowSection] = []
    private var contentSize: CGSize = .zero
    private var needsGeometry = true
    /// Sizes measured by self-sizing cells, by index path.
    private var measuredSizes = _MeasuredSizes()

    /// The size a self-sizing cell measured for `indexPath`.
    func measuredSizes(_ indexPath: IndexPath) -> CGSize? { measuredSizes[indexPath] }

    /// Whether any cell has measured itself.
    var hasMeasuredSizes: Bool { !measuredSizes.isEmpty }

    /// Stores the geometry `computeGeometry()` made.
    func setGeometry(_ sections: [_FlowSection], contentSize: CGSize) {
        self.sections = sections
        self.contentSize = contentSize
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard needsGeometry else { return }
        needsGeometry = false
        computeGeometry()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything {
            needsGeometry = true
            measuredSizes.removeAll()
        } else if context.invalidateDataSourceCounts {
            needsGeometry = true
        } else if flow == nil || flow!.invalidateFlowLayoutAttributes || flow!.invalidateFlowLayoutDelegateMetrics {
            needsGeometry = true
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return newBounds.size != bounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let bounds = collectionView?.bounds {
            let resized = newBounds.size != bounds.size
            flow.invalidateFlowLayoutAttributes = resized
            flow.invalidateFlowLayoutDelegateMetrics = resized
        }
        return context
    }

    // MARK: Self-sizing

    /// Both dimensions of a cell not measured yet; nothing is asked of other elements.
    override func _selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> _SelfSizingAxes? {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell && measuredSizes[attributes.indexPath] == nil
            ? [.width, .height] : nil
    }

    override func _didApplyUpdate(_ update: _ListUpdate) {
        measuredSizes.remap(through: update)
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        guard preferredAttributes.size != originalAttributes.size else {
            // A cell that measures its estimate is measured all the same: keep it.
            measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
            return false
        }
        return true
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if originalAttributes.representedElementCategory == .cell {
            let indexPath = originalAttributes.indexPath
            measuredSizes[indexPath] = preferredAttributes.size
            let growth = applyMeasurement(preferredAttributes.size, at: indexPath)
            // A line starting above the visible area pushes what is on screen: follow it.
            if let growth {
                _keepVisibleContentInPlace(context, afterGrowth: growth.delta, from: growth.lineStart, along: _Axis(scrollDirection))
            }
        }
        // The measurement has re-flowed its lines already: nothing to recompute.
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// Gives an item its measured size and re-flows its line and the one above (and the next
    /// ones while their breaks change), moving what follows. Returns where the re-flow starts
    /// and how much longer the lines got. O(items re-flowed + log lines + sections).
    private func applyMeasurement(_ size: CGSize, at indexPath: IndexPath) -> (lineStart: CGFloat, delta: CGFloat)? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item),
            let line = sections[indexPath.section].line(containing: indexPath.item)
        else { return nil }
        let axis = _Axis(scrollDirection)
        // Take the section out while changing it, so its arrays are not copied.
        var geometry = sections[indexPath.section]
        sections[indexPath.section] = _FlowSection()
        defer { sections[indexPath.section] = geometry }
        // An item that shrinks may move up to the line above: flow from there.
        let firstLine = max(0, line - 1)
        let lineStart = geometry.lineStart(firstLine)
        let oldEnd = geometry.linesStart + geometry.linesLength
        geometry.frames[indexPath.item].size = size
        let delta = reflow(&geometry, from: firstLine, changedItem: indexPath.item, axis: axis)
        if delta != 0 {
            geometry.shift(from: oldEnd, by: delta, along: axis)
            for later in (indexPath.section + 1)..<sections.count {
                sections[later].shift(from: sections[later].start, by: delta, along: axis)
            }
            contentSize[along: axis] += delta
        }
        return (lineStart, delta)
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let axis = _Axis(scrollDirection)
        let rectStart = rect.start(along: axis)
        let rectEnd = rect.end(along: axis)
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(64)
        var section = firstSection(endingAfter: rectStart)
        while section < sections.count, sections[section].start <= rectEnd {
            let geometry = sections[section]
            if let header = headerAttributes(section), UICollectionView.overlaps(header.frame, rect) { result.append(header) }
            var line = geometry.firstLine(endingAfter: rectStart)
            var lineStart = line < geometry.lines.count ? geometry.lineStart(line) : 0
            while line < geometry.lines.count, lineStart <= rectEnd {
                for item in geometry.lines[line].items {
                    let frame = geometry.frames[item].offsetBy(axis, along: lineStart)
                    guard UICollectionView.overlaps(frame, rect) else { continue }
                    let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = frame
                    result.append(attributes)
                }
                lineStart += geometry.lineExtents[line]
                line += 1
            }
            if let footer = footerAttributes(section), UICollectionView.overlaps(footer.frame, rect) { result.append(footer) }
            section += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item)
        else { return nil }
        let geometry = sections[indexPath.section]
        let attributes = makeAttributes(forCellWith: indexPath)
        // A stored frame is relative to its line along: place it at the line's start.
        let lineStart = geometry.line(containing: indexPath.item).map(geometry.lineStart) ?? 0
        attributes.frame = geometry.frames[indexPath.item].offsetBy(_Axis(scrollDirection), along: lineStart)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let section = indexPath.first, sections.indices.contains(section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(section)
        default: return nil
        }
    }

    /// The first section ending after `offset` along the scroll direction. O(log sections).
    private func firstSection(endingAfter offset: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Headers and footers

    private func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard var frame = sections[section].header else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
        attributes.zIndex = Self.supplementaryZIndex
        if sectionHeadersPinToVisibleBounds, let collectionView {
            let axis = _Axis(scrollDirection)
            let visibleStart = collectionView.contentOffset[along: axis] + collectionView.adjustedContentInset.along(axis).start
            let length = frame.length(along: axis)
            let natural = frame.start(along: axis)
            let pinned = max(natural, min(visibleStart, sections[section].itemsEnd - length))
            frame.origin[along: axis] = pinned
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = frame
        return attributes
    }

    private func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard var frame = sections[section].footer else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
        attributes.zIndex = Self.supplementaryZIndex
        if sectionFootersPinToVisibleBounds, let collectionView {
            let axis = _Axis(scrollDirection)
            let visibleEnd = collectionView.contentOffset[along: axis] + collectionView.bounds.length(along: axis)
                - collectionView.adjustedContentInset.along(axis).end
            let length = frame.length(along: axis)
            let natural = frame.start(along: axis)
            let sectionItemsStart = sections[section].header.map { $0.end(along: axis) } ?? sections[section].start
            let pinned = min(natural, max(visibleEnd - length, sectionItemsStart))
            frame.origin[along: axis] = pinned
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = frame
        return attributes
    }
}
