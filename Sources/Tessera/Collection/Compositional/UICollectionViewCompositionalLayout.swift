import Foundation

/// A layout composed of sections, each repeating a group of items: the modern, declarative
/// form of the collection view's layout system.
///
/// Each section's group is laid out again and again along the scroll direction until the
/// section's items run out; groups nest horizontal, vertical and custom arrangements, and
/// sizes are fractions of the container, absolute points or estimates. Sections follow one
/// another down the layout, or side by side when `configuration.scrollDirection` is
/// `.horizontal`. A section with `orthogonalScrollingBehavior` (vertical layouts) lays its
/// groups out side by side instead, and scrolls across on its own (shift+wheel in the
/// terminal). Headers and footers are boundary supplementary items, optionally pinned;
/// backgrounds are decoration items.
///
/// An `.estimated` dimension is laid out at the estimate until the item's cell is displayed:
/// the cell is then asked `preferredLayoutAttributesFitting(_:)`, and its group takes the
/// measured size (an estimated group fits its items: the tallest of a row); estimated headers
/// and footers are measured the same way. Only views that become visible are measured; measured sizes are kept per index path (and carried through
/// batch updates), and a group above the visible area that changes length moves the content
/// offset with it, so what is on screen stays put. In an orthogonally scrolling section the
/// cells are measured as they come into the row's band; a group across the row's leading edge
/// that changes width moves the row's offset the same way.
///
/// `prepare()` lays a repeating group out once per section and keeps only the groups that
/// differ from it (measured, or a shorter last one): after a change of data or size it is
/// O(sections + measured groups), plus O(groups) once a group's length differs, whatever the
/// item count; sections whose groups hold varying numbers of items, and orthogonal ones, are
/// O(items). After a measurement it is O(1): the measurement itself re-lays out one group and
/// moves the later ones in O(log groups).
/// `layoutAttributesForElements(in:)` binary-searches sections and groups: O(log n + k).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Returns the section at an index for an environment; nil leaves the section empty.
    @preconcurrency public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The settings of the whole layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var sections: [_CompositionalSection] = []
    /// The environment of the last full layout, for visible-items handlers.
    private var environment: _CompositionalEnvironment?
    /// Whether any section has a `visibleItemsInvalidationHandler`, found once per full layout so
    /// that a scroll step without handlers does not look at every section.
    private var hasVisibleItemsHandlers = false
    /// The length of all content along the scroll direction.
    private var contentLength: CGFloat = 0
    /// Whether the next `prepare()` lays everything out again, and the bounds size it last did.
    private var needsFullLayout = true
    private var preparedSize: CGSize?
    /// How far each orthogonally scrolling section is scrolled across, by section.
    private(set) var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Sizes self-sizing cells measured, by index path.
    private var measuredSizes = _MeasuredSizes()
    /// Sizes estimated headers and footers measured, by kind, at item 0 of their section.
    private var measuredBoundaries: [String: _MeasuredSizes] = [:]

    /// The axis the layout scrolls along: sections and groups follow one another along it.
    private var axis: _Axis { _Axis(configuration.scrollDirection) }

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    @preconcurrency public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    @preconcurrency public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentLength = 0
            return
        }
        guard needsFullLayout || preparedSize != collectionView.bounds.size else { return }
        // Measured at another width (or height, across a horizontal layout): measure again.
        if let preparedSize, preparedSize[across: axis] != collectionView.bounds.length(across: axis) {
            measuredSizes.removeAll()
            measuredBoundaries.removeAll()
        }
        needsFullLayout = false
        preparedSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        let environment = _CompositionalEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            traitCollection: collectionView.traitCollection)
        self.environment = environment
        var position: CGFloat = 0
        sections = []
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { position += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                sections.append(_CompositionalSection(start: position, end: position, bodyStart: position, itemsEnd: position, groupsStart: position))
                continue
            }
            let geometry = layOut(section, index: index, items: count, from: position, environment)
            position = geometry.end
            sections.append(geometry)
        }
        contentLength = position
        hasVisibleItemsHandlers = sections.contains { $0.description?.visibleItemsInvalidationHandler != nil }
    }

    /// Lays out one section from `start` along: headers, body (insets and groups), footers.
    private func layOut(
        _ section: NSCollectionLayoutSection, index: Int, items count: Int, from start: CGFloat, _ environment: _CompositionalEnvironment
    ) -> _CompositionalSection {
        let axis = self.axis
        let effective = environment.effectiveContentSize
        let insetsAlong = section.contentInsets.along(axis)
        let insetsAcross = section.contentInsets.across(axis)
        var geometry = _CompositionalSection(start: start)
        geometry.description = section
        geometry.bodyAcrossStart = environment.contentInsets.across(axis).start
        geometry.bodyAcrossLength = effective[across: axis]
        geometry.acrossOrigin = geometry.bodyAcrossStart + insetsAcross.start
        geometry.container = CGSize(
            axis, along: effective[along: axis], across: max(0, effective[across: axis] - insetsAcross.start - insetsAcross.end))
        // Only the sections of a vertical layout scroll across.
        geometry.scrollsOrthogonally = axis == .vertical && section.orthogonalScrollingBehavior != .none
        geometry.decorations = section.decorationItems.map { .init(kind: $0.elementKind, insets: $0.contentInsets, zIndex: $0.zIndex) }
        var position = start
        appendBoundaries(of: section, index: index, before: true, at: &position, into: &geometry)
        geometry.bodyStart = position
        position += insetsAlong.start
        geometry.groupsStart = position
        section.group._environment = _CompositionalEnvironment(
            contentSize: geometry.container, contentInsets: NSDirectionalEdgeInsets(), traitCollection: environment.traitCollection)
        layOutGroups(of: &geometry, section: index, items: count)
        position += geometry.groupsLength + insetsAlong.end
        geometry.itemsEnd = position
        appendBoundaries(of: section, index: index, before: false, at: &position, into: &geometry)
        geometry.end = position
        return geometry
    }

    /// Adds the headers (`before`) or footers of section `index` from `position` along; an
    /// estimated dimension takes the size its view measured.
    private func appendBoundaries(
        of section: NSCollectionLayoutSection, index: Int, before: Bool, at position: inout CGFloat,
        into geometry: inout _CompositionalSection
    ) {
        let axis = self.axis
        let leadingEdges: [NSRectAlignment] = [.top, .topLeading, .topTrailing, .leading]
        let follows = section.supplementariesFollowContentInsets
        let container = follows
            ? geometry.container
            : CGSize(axis, along: geometry.container[along: axis], across: geometry.bodyAcrossLength)
        let across = follows ? geometry.acrossOrigin : geometry.bodyAcrossStart
        for item in section.boundarySupplementaryItems where leadingEdges.contains(item.alignment) == before {
            var size = item.layoutSize.resolved(in: container)
            var axes: _SelfSizingAxes = []
            if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
            if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
            if let measured = measuredBoundaries[item.elementKind]?[IndexPath(item: 0, section: index)] {
                if axes.contains(.width) { size.width = measured.width }
                if axes.contains(.height) { size.height = measured.height }
            }
            let frame = CGRect(origin: CGPoint(axis, along: position, across: across), size: size)
            geometry.boundaries.append(.init(
                kind: item.elementKind, frame: frame, pinned: item.pinToVisibleBounds, zIndex: item.zIndex, alignment: item.alignment, axes: axes))
            position += size[along: axis]
        }
    }

    /// Lays out a section's groups, from its first item, relative to `groupsStart`: as uniform
    /// groups when its group repeats with the same number of items, else every group in turn.
    private func layOutGroups(of geometry: inout _CompositionalSection, section: Int, items count: Int) {
        guard geometry.description != nil else { return }
        if geometry.scrollsOrthogonally || !layOutUniformGroups(of: &geometry, section: section, items: count) {
            layOutEveryGroup(of: &geometry, section: section, items: count)
        }
    }

    /// Lays the group out once, unmeasured, as the section's template, and again only where a
    /// group differs: those holding measured items, and a shorter last one. O(measured groups),
    /// plus O(groups) once one's length differs (the extent index leaves its uniform form).
    /// Returns false, leaving the rest to `layOutEveryGroup`, when a group laid out again holds
    /// another number of items than the template would give it.
    private func layOutUniformGroups(of geometry: inout _CompositionalSection, section: Int, items count: Int) -> Bool {
        guard let description = geometry.description else { return false }
        let spacing = description.interGroupSpacing
        let template = description.group._layout(
            _CompositionalPass(container: geometry.container, limit: count, firstItem: 0, measured: { _ in nil }))
        let perGroup = template.frames.count
        geometry.groupSpacing = spacing
        geometry.groupFirstItems = []
        geometry.allItems = .init()
        geometry.laidOutGroups = [:]
        geometry.template = groupLayout(of: template, in: geometry)
        geometry.itemsPerGroup = max(1, perGroup)
        geometry.itemCount = perGroup > 0 ? count : 0
        let groups = perGroup > 0 ? (count + perGroup - 1) / perGroup : 0
        geometry.groupExtents = _ExtentIndex(count: groups, extent: length(of: template) + spacing)
        guard groups > 0 else { return true }
        var differing = Set((measuredSizes.items(inSection: section)).lazy.map { $0 / perGroup }.filter { $0 < groups })
        if count % perGroup != 0 { differing.insert(groups - 1) }
        let measured = measuredLookup(section: section)
        for group in differing.sorted() where !layOutAgain(group: group, of: &geometry, measured: measured) {
            return false
        }
        return true
    }

    /// Lays out group `group` of a uniform section again with the sizes measured so far.
    /// Returns false when it now holds another number of items. O(items in the group + log groups).
    private func layOutAgain(group: Int, of geometry: inout _CompositionalSection, measured: @escaping (Int) -> CGSize?) -> Bool {
        guard let description = geometry.description else { return false }
        let items = geometry.items(ofGroup: group)
        let pass = _CompositionalPass(
            container: geometry.container, limit: geometry.itemCount - items.lowerBound, firstItem: items.lowerBound, measured: measured)
        let piece = description.group._layout(pass)
        guard piece.frames.count == items.count else { return false }
        geometry.laidOutGroups[group] = groupLayout(of: piece, in: geometry)
        geometry.groupExtents[group] = length(of: piece) + geometry.groupSpacing
        return true
    }

    /// Lays out every group in turn, each from the item after the previous one: O(items).
    /// For groups whose item counts vary, and orthogonal rows (every group in one row).
    private func layOutEveryGroup(of geometry: inout _CompositionalSection, section: Int, items count: Int) {
        guard let description = geometry.description else { return }
        let group = description.group
        var pieces = _CompositionalPiece(frames: [], axes: [], size: .zero)
        var firstItems: [Int] = []
        var extents: [CGFloat] = []
        pieces.frames.reserveCapacity(count)
        let measured = measuredLookup(section: section)
        var across: CGFloat = 0
        var rowLength: CGFloat = 0
        var orthogonalGroups: [(start: CGFloat, length: CGFloat, firstItem: Int)] = []
        while pieces.frames.count < count {
            let first = pieces.frames.count
            let pass = _CompositionalPass(container: geometry.container, limit: count - first, firstItem: first, measured: measured)
            let piece = group._layout(pass)
            guard !piece.frames.isEmpty else { break }
            if geometry.scrollsOrthogonally {
                pieces.frames += piece.frames.map { $0.offsetBy(dx: across, dy: 0) }
                orthogonalGroups.append((across, piece.size.width, first))
                across += piece.size.width + description.interGroupSpacing
                rowLength = max(rowLength, piece.size.height)
            } else {
                pieces.frames += piece.frames
                firstItems.append(first)
                extents.append(length(of: piece) + description.interGroupSpacing)
            }
            pieces.axes += piece.axes
        }
        if geometry.scrollsOrthogonally {
            geometry.groupSpacing = 0
            firstItems = pieces.frames.isEmpty ? [] : [0]
            extents = pieces.frames.isEmpty ? [] : [rowLength]
            geometry.orthogonalOverflow = max(0, across - description.interGroupSpacing - geometry.container.width)
            geometry.orthogonalGroups = orthogonalGroups
        } else {
            geometry.groupSpacing = description.interGroupSpacing
        }
        geometry.itemsPerGroup = 0
        geometry.itemCount = pieces.frames.count
        geometry.template = .init()
        geometry.laidOutGroups = [:]
        geometry.allItems = groupLayout(of: pieces, in: geometry)
        geometry.groupFirstItems = firstItems
        geometry.groupExtents = _ExtentIndex(extents)
    }

    /// A piece's frames moved to the section's origin across, and its self-sizing dimensions
    /// (none when no item sizes itself).
    private func groupLayout(of piece: _CompositionalPiece, in geometry: _CompositionalSection) -> _CompositionalSection.GroupLayout {
        let axis = self.axis
        let across = geometry.acrossOrigin
        return .init(
            frames: piece.frames.map { $0.offsetBy(axis, along: 0, across: across) },
            axes: piece.axes.contains(where: { !$0.isEmpty }) ? piece.axes : [])
    }

    /// A piece's length along the scroll direction.
    private func length(of piece: _CompositionalPiece) -> CGFloat { piece.size[along: axis] }

    /// The measured size of an item of `section`, if its cell measured one.
    private func measuredLookup(section: Int) -> (Int) -> CGSize? {
        let sizes = measuredSizes
        if sizes.isEmpty { return { _ in nil } }
        return { sizes[IndexPath(item: $0, section: section)] }
    }

    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let axis = self.axis
        let inset = collectionView.adjustedContentInset.across(axis)
        return CGSize(axis, along: contentLength, across: collectionView.bounds.length(across: axis) - inset.start - inset.end)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return newBounds.size != bounds.size || sections.contains { $0.boundaries.contains(where: \.pinned) }
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything {
            orthogonalOffsets.removeAll()
            measuredSizes.removeAll()
            measuredBoundaries.removeAll()
        }
        // A measurement has already moved its group; a scroll moves only pinned headers.
        if context.invalidatedItemIndexPaths == nil, !context._isBoundsChange { needsFullLayout = true }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing

    /// The estimated dimensions of an item, header or footer not measured yet.
    override func _selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> _SelfSizingAxes? {
        let axes = estimatedAxes(of: attributes)
        return axes.isEmpty ? nil : axes
    }

    /// The estimated dimensions of an element not measured yet; empty for the others.
    private func estimatedAxes(of attributes: UICollectionViewLayoutAttributes) -> _SelfSizingAxes {
        let indexPath = attributes.indexPath
        guard let section = indexPath.first, sections.indices.contains(section) else { return [] }
        switch attributes.representedElementCategory {
        case .cell:
            guard indexPath.count == 2, (0..<sections[section].itemCount).contains(indexPath.item), measuredSizes[indexPath] == nil
            else { return [] }
            return sections[section].axes(ofItem: indexPath.item)
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            guard let boundary = sections[section].boundaries.first(where: { $0.kind == kind }),
                measuredBoundaries[kind]?[IndexPath(item: 0, section: section)] == nil
            else { return [] }
            return boundary.axes
        case .decorationView:
            return []
        }
    }

    override func _didApplyUpdate(_ update: _ListUpdate) {
        measuredSizes.remap(through: update)
        for kind in measuredBoundaries.keys { measuredBoundaries[kind]!.remapSections(through: update) }
    }

    /// Keeps what a view measured: by index path for cells, by kind and section for headers.
    private func keepMeasurement(_ size: CGSize, of attributes: UICollectionViewLayoutAttributes) {
        if attributes.representedElementCategory == .cell {
            measuredSizes[attributes.indexPath] = size
        } else {
            measuredBoundaries[attributes.representedElementKind ?? "", default: _MeasuredSizes()][IndexPath(item: 0, section: attributes.indexPath.section)] = size
        }
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let axes = estimatedAxes(of: originalAttributes)
        let changed = axes.contains(.width) && preferredAttributes.size.width != originalAttributes.size.width
            || axes.contains(.height) && preferredAttributes.size.height != originalAttributes.size.height
        // A cell that measures its estimate is measured all the same: keep it.
        if !axes.isEmpty, !changed { keepMeasurement(preferredAttributes.size, of: originalAttributes) }
        return changed
    }

    /// Keeps the measured size and lays the item's group (or the header or footer) out again
    /// at once, moving what follows; one starting above the visible area moves the content
    /// offset.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let indexPath = originalAttributes.indexPath
        guard let section = indexPath.first, sections.indices.contains(section) else { return context }
        let growth: (groupStart: CGFloat, delta: CGFloat)
        switch originalAttributes.representedElementCategory {
        case .cell:
            guard indexPath.count == 2, (0..<sections[section].itemCount).contains(indexPath.item) else { return context }
            keepMeasurement(preferredAttributes.size, of: originalAttributes)
            growth = relayOutGroup(ofItem: indexPath.item, section: section)
        case .supplementaryView:
            let kind = originalAttributes.representedElementKind ?? ""
            guard let position = sections[section].boundaries.firstIndex(where: { $0.kind == kind }) else { return context }
            keepMeasurement(preferredAttributes.size, of: originalAttributes)
            growth = resize(boundary: position, section: section, to: preferredAttributes.size)
        case .decorationView:
            return context
        }
        _keepVisibleContentInPlace(context, afterGrowth: growth.delta, from: growth.groupStart, along: axis)
        return context
    }

    /// Lays out again the group holding `item` with the sizes measured so far, and moves what
    /// follows it. Returns where the group starts and how much longer it got.
    /// O(items in the group + log groups + sections).
    private func relayOutGroup(ofItem item: Int, section index: Int) -> (groupStart: CGFloat, delta: CGFloat) {
        guard let description = sections[index].description else { return (0, 0) }
        // Take the section out while changing it, so its arrays are not copied.
        var geometry = sections[index]
        sections[index] = _CompositionalSection()
        defer { sections[index] = geometry }
        let group = geometry.group(of: item)
        let groupStart = geometry.groupStart(group)
        let oldLength = geometry.groupsLength
        let oldEnd = groupStart + geometry.groupExtents[group] - geometry.groupSpacing
        var relaidOne = false
        if geometry.isUniform {
            relaidOne = layOutAgain(group: group, of: &geometry, measured: measuredLookup(section: index))
        } else if !geometry.scrollsOrthogonally {
            let items = geometry.items(ofGroup: group)
            let pass = _CompositionalPass(
                container: geometry.container, limit: items.count, firstItem: items.lowerBound, measured: measuredLookup(section: index))
            let piece = description.group._layout(pass)
            if piece.frames.count == items.count {
                let layout = groupLayout(of: piece, in: geometry)
                geometry.allItems.frames.replaceSubrange(items, with: layout.frames)
                if !geometry.allItems.axes.isEmpty { geometry.allItems.axes.replaceSubrange(items, with: piece.axes) }
                geometry.groupExtents[group] = length(of: piece) + geometry.groupSpacing
                relaidOne = true
            }
        }
        // An orthogonal row, or a group that now holds another number of items: the whole section.
        if !relaidOne {
            let rowBefore = geometry.orthogonalGroups
            layOutEveryGroup(of: &geometry, section: index, items: geometry.itemCount)
            if geometry.scrollsOrthogonally { keepOrthogonalContentInPlace(section: index, ofItem: item, before: rowBefore, after: geometry) }
        }
        let delta = geometry.groupsLength - oldLength
        if delta != 0 {
            let axis = self.axis
            geometry.shift(from: relaidOne ? oldEnd : geometry.groupsStart + oldLength, by: delta, along: axis)
            for later in (index + 1)..<sections.count {
                sections[later].shift(from: sections[later].start, by: delta, along: axis)
            }
            contentLength += delta
        }
        return (relaidOne ? groupStart : geometry.groupsStart, delta)
    }

    /// After an item of an orthogonal row was measured: when its group starts before the row's
    /// visible start (it straddles the leading edge as the row scrolls back), moves the row's
    /// offset by the group's change in width, so the groups in sight stay put, as growth
    /// above the visible area moves the content offset.
    private func keepOrthogonalContentInPlace(
        section index: Int, ofItem item: Int, before: [(start: CGFloat, length: CGFloat, firstItem: Int)], after geometry: _CompositionalSection
    ) {
        guard let offset = orthogonalOffsets[index], offset > 0,
            let group = before.lastIndex(where: { $0.firstItem <= item }), geometry.orthogonalGroups.indices.contains(group),
            before[group].start < offset
        else { return }
        let delta = geometry.orthogonalGroups[group].length - before[group].length
        orthogonalOffsets[index] = min(max(0, offset + delta), geometry.orthogonalOverflow)
        collectionView?.setNeedsLayout()
    }

    /// Gives a header or footer its measured size in its estimated dimensions and moves what
    /// follows it. Returns where it starts and how much longer it got. O(sections).
    private func resize(boundary position: Int, section index: Int, to measured: CGSize) -> (groupStart: CGFloat, delta: CGFloat) {
        let boundary = sections[index].boundaries[position]
        var frame = boundary.frame
        if boundary.axes.contains(.width) { frame.size.width = measured.width }
        if boundary.axes.contains(.height) { frame.size.height = measured.height }
        sections[index].boundaries[position].frame = frame
        let axis = self.axis
        let start = boundary.frame.start(along: axis)
        let oldEnd = boundary.frame.end(along: axis)
        let delta = frame.end(along: axis) - oldEnd
        guard delta != 0 else { return (start, 0) }
        sections[index].shift(from: oldEnd, by: delta, along: axis)
        for later in (index + 1)..<sections.count {
            sections[later].shift(from: sections[later].start, by: delta, along: axis)
        }
        contentLength += delta
        return (start, delta)
    }

    // MARK: Orthogonal scrolling

    /// Scrolls an orthogonally scrolling section across by `delta` points (a wheel notch or a
    /// drag), then settles as its `orthogonalScrollingBehavior` says: `.paging` a page at a
    /// time, `.groupPaging` a group at a time with the group at the leading edge,
    /// `.groupPagingCentered` a group at a time centred, `.continuousGroupLeadingBoundary` on
    /// the next group boundary the way it went. Returns whether it moved.
    @discardableResult
    func scrollSection(_ section: Int, by delta: CGFloat) -> Bool {
        guard sections.indices.contains(section), sections[section].scrollsOrthogonally, delta != 0 else { return false }
        let current = orthogonalOffsets[section] ?? 0
        let geometry = sections[section]
        let snapped = geometry.description.map { snappedOffset(from: current, by: delta, in: geometry, behavior: $0.orthogonalScrollingBehavior) }
        return setOrthogonalOffset(snapped ?? current + delta, of: section)
    }

    /// Scrolls an orthogonally scrolling section across just enough to show the item, landing
    /// where its behaviour settles: on the item's page, its group's leading edge or centred.
    func revealItem(at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].scrollsOrthogonally,
            let collectionView, (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return }
        let geometry = sections[indexPath.section]
        let current = orthogonalOffsets[indexPath.section] ?? 0
        let frame = itemFrame(indexPath.section, indexPath.item)
        let visible = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        let group = geometry.orthogonalGroups.last { $0.firstItem <= indexPath.item }
        let page = max(1, geometry.container.width)
        switch geometry.description?.orthogonalScrollingBehavior ?? .continuous {
        case .paging:
            setOrthogonalOffset(((frame.minX + current - geometry.acrossOrigin) / page).rounded(.down) * page, of: indexPath.section)
        case .groupPagingCentered:
            if let group { setOrthogonalOffset(group.start + group.length / 2 - page / 2, of: indexPath.section) }
        case .groupPaging, .continuousGroupLeadingBoundary:
            if frame.minX < 0 || frame.maxX > visible, let group { setOrthogonalOffset(group.start, of: indexPath.section) }
        case .none, .continuous:
            if frame.minX < 0 {
                scrollSection(indexPath.section, by: frame.minX)
            } else if frame.maxX > visible {
                scrollSection(indexPath.section, by: frame.maxX - visible)
            }
        }
    }

    /// Where a scroll of `delta` from `current` settles for `behavior`.
    private func snappedOffset(
        from current: CGFloat, by delta: CGFloat, in geometry: _CompositionalSection,
        behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior
    ) -> CGFloat {
        let forward = delta > 0
        let page = max(1, geometry.container.width)
        let groups = geometry.orthogonalGroups
        /// The first of `stops` beyond `from` the way the scroll goes; the end of the row when none is.
        func next(_ stops: [CGFloat], after from: CGFloat) -> CGFloat {
            let epsilon: CGFloat = 0.5
            return forward
                ? stops.first { $0 > from + epsilon } ?? geometry.orthogonalOverflow
                : stops.last { $0 < from - epsilon } ?? 0
        }
        switch behavior {
        case .none, .continuous:
            return current + delta
        case .paging:
            return ((current / page).rounded() + (forward ? 1 : -1)) * page
        case .groupPaging:
            return next(groups.map(\.start), after: current)
        case .groupPagingCentered:
            return next(groups.map { $0.start + $0.length / 2 - page / 2 }, after: current)
        case .continuousGroupLeadingBoundary:
            let moved = current + delta
            let starts = groups.map(\.start)
            return forward ? starts.first { $0 >= moved } ?? geometry.orthogonalOverflow : starts.last { $0 <= moved } ?? 0
        }
    }

    /// Sets a section's orthogonal offset, kept within its row. Returns whether it moved.
    @discardableResult
    private func setOrthogonalOffset(_ offset: CGFloat, of section: Int) -> Bool {
        let current = orthogonalOffsets[section] ?? 0
        let target = min(max(0, offset), sections[section].orthogonalOverflow)
        guard target != current else { return false }
        orthogonalOffsets[section] = target
        collectionView?.setNeedsLayout()
        return true
    }

    /// The section whose extent along the layout contains `position`.
    func section(at position: CGFloat) -> Int? {
        let index = firstSection(endingAfter: position)
        return index < sections.count && sections[index].start <= position ? index : nil
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let axis = self.axis
        let rectStart = rect.start(along: axis)
        let rectEnd = rect.end(along: axis)
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: rectStart)
        while index < sections.count, sections[index].start <= rectEnd {
            let section = sections[index]
            for position in section.decorations.indices {
                let attributes = decorationAttributes(index, position)
                if UICollectionView.overlaps(attributes.frame, rect) { result.append(attributes) }
            }
            for position in section.boundaries.indices {
                let attributes = boundaryAttributes(index, position)
                if UICollectionView.overlaps(attributes.frame, rect) { result.append(attributes) }
            }
            if section.groupExtents.count > 0 {
                var group = section.groupExtents.index(containing: rectStart - section.groupsStart)
                var groupStart = section.groupStart(group)
                while group < section.groupExtents.count, groupStart <= rectEnd {
                    for item in section.items(ofGroup: group) {
                        let frame = place(section.frame(ofItem: item, inGroup: group), at: groupStart, section: index, axis)
                        if UICollectionView.overlaps(frame, rect) {
                            let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: index))
                            attributes.frame = frame
                            result.append(attributes)
                        }
                    }
                    groupStart += section.groupExtents[group]
                    group += 1
                }
            }
            index += 1
        }
        callVisibleItemsHandlers(for: result)
        return result
    }

    /// Hands each section with a `visibleItemsInvalidationHandler` its visible elements, whose
    /// attributes the handler may change before they are returned.
    private func callVisibleItemsHandlers(for attributes: [UICollectionViewLayoutAttributes]) {
        guard hasVisibleItemsHandlers, let environment else { return }
        var bySection: [Int: [any NSCollectionLayoutVisibleItem]] = [:]
        for element in attributes where sections.indices.contains(element.indexPath.section) {
            guard sections[element.indexPath.section].description?.visibleItemsInvalidationHandler != nil else { continue }
            bySection[element.indexPath.section, default: []].append(_VisibleItem(element))
        }
        for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
            let offset = sections[section].scrollsOrthogonally
                ? CGPoint(x: orthogonalOffsets[section] ?? 0, y: 0) : collectionView?.contentOffset ?? .zero
            sections[section].description?.visibleItemsInvalidationHandler?(items, offset, environment)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = itemFrame(indexPath.section, indexPath.item)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let section = indexPath.first, sections.indices.contains(section),
            let position = sections[section].boundaries.firstIndex(where: { $0.kind == elementKind })
        else { return nil }
        return boundaryAttributes(section, position)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let section = indexPath.first, sections.indices.contains(section),
            let position = sections[section].decorations.firstIndex(where: { $0.kind == elementKind })
        else { return nil }
        return decorationAttributes(section, position)
    }

    /// A stored frame (relative to its group along) placed at its group's start, and moved
    /// back across by how far its section is scrolled orthogonally.
    private func place(_ frame: CGRect, at groupStart: CGFloat, section: Int, _ axis: _Axis) -> CGRect {
        // Only a vertical layout's sections scroll across; an offset kept from before the
        // layout turned horizontal does not apply.
        guard axis == .vertical else { return frame.offsetBy(axis, along: groupStart) }
        return frame.offsetBy(axis, along: groupStart, across: -(orthogonalOffsets[section] ?? 0))
    }

    private func itemFrame(_ section: Int, _ item: Int) -> CGRect {
        let geometry = sections[section]
        let group = geometry.group(of: item)
        return place(geometry.frame(ofItem: item, inGroup: group), at: geometry.groupStart(group), section: section, axis)
    }

    private func boundaryAttributes(_ section: Int, _ position: Int) -> UICollectionViewLayoutAttributes {
        let boundary = sections[section].boundaries[position]
        let attributes = makeAttributes(forSupplementaryViewOfKind: boundary.kind, with: IndexPath(item: 0, section: section))
        var frame = boundary.frame
        attributes.zIndex = boundary.zIndex
        // Headers pin to the top of a vertical layout only.
        if boundary.pinned, axis == .vertical, let collectionView, [.top, .topLeading, .topTrailing].contains(boundary.alignment) {
            let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
            frame.origin.y = max(boundary.frame.minY, min(visibleTop, sections[section].itemsEnd - frame.height))
            attributes.zIndex = max(boundary.zIndex, UICollectionViewFlowLayout.pinnedZIndex)
        }
        attributes.frame = frame
        return attributes
    }

    /// A decoration covers the section's body (content insets included), less its own insets.
    private func decorationAttributes(_ section: Int, _ position: Int) -> UICollectionViewLayoutAttributes {
        let geometry = sections[section]
        let decoration = geometry.decorations[position]
        let attributes = makeAttributes(forDecorationViewOfKind: decoration.kind, with: IndexPath(item: 0, section: section))
        let length = geometry.itemsEnd - geometry.bodyStart
        let body = CGRect(
            axis, along: geometry.bodyStart, across: geometry.bodyAcrossStart, lengthAlong: length, lengthAcross: geometry.bodyAcrossLength)
        let insets = decoration.insets
        attributes.frame = CGRect(
            x: body.minX + insets.leading, y: body.minY + insets.top,
            width: max(0, body.width - insets.leading - insets.trailing), height: max(0, body.height - insets.top - insets.bottom))
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    private func firstSection(endingAfter offset: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension UICollectionViewCompositionalLayout: _ListSections {
    func _listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].description?._listConfiguration : nil
    }
}
