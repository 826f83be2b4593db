import Foundation

/// A layout composed of sections, each repeating a group of items: the modern, declarative
/// form of the collection view's layout system.
///
/// Each section's group is laid out again and again down the collection view until the
/// section's items run out; groups nest horizontal, vertical and custom arrangements, and
/// sizes are fractions of the container or absolute points. A section with
/// `orthogonalScrollingBehavior` lays its groups out side by side instead, and scrolls across
/// on its own (shift+wheel in the terminal). Headers and footers are boundary supplementary
/// items, optionally pinned.
///
/// `prepare()` is O(items); `layoutAttributesForElements(in:)` binary-searches sections and,
/// within a section, its groups: O(log n + k).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Returns the section at an index for an environment; nil leaves the section empty.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The settings of the whole layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var sections: [_CompositionalSection] = []
    private var contentHeight: CGFloat = 0
    /// How far each orthogonally scrolling section is scrolled across, by section.
    package private(set) var orthogonalOffsets: [Int: CGFloat] = [:]

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

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
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
            contentHeight = 0
            return
        }
        let inset = collectionView.adjustedContentInset
        let environment = _CompositionalEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        sections = []
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                sections.append(_CompositionalSection(start: y, end: y, itemsEnd: y))
                continue
            }
            let geometry = layOut(section, items: count, from: y, environment)
            y = geometry.end
            sections.append(geometry)
        }
        contentHeight = y
    }

    /// Lays out one section from `top`: headers, groups, footers.
    private func layOut(_ section: NSCollectionLayoutSection, items count: Int, from top: CGFloat, _ environment: _CompositionalEnvironment) -> _CompositionalSection {
        var geometry = _CompositionalSection(start: top)
        let effective = environment.effectiveContentSize
        let x0 = environment.contentInsets.leading + section.contentInsets.leading
        let width = max(0, effective.width - section.contentInsets.leading - section.contentInsets.trailing)
        let container = CGSize(width: width, height: effective.height)
        var y = top
        for item in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(item.alignment) {
            let size = item.layoutSize.resolved(in: container)
            geometry.boundaries.append(.init(kind: item.elementKind, frame: CGRect(x: x0, y: y, width: size.width, height: size.height), pinned: item.pinToVisibleBounds, zIndex: item.zIndex, alignment: item.alignment))
            y += size.height
        }
        y += section.contentInsets.top
        section.group._environment = _CompositionalEnvironment(
            contentSize: container, contentInsets: NSDirectionalEdgeInsets(), traitCollection: environment.traitCollection)
        let perGroup = section.group._leafCount
        geometry.scrollsOrthogonally = section.orthogonalScrollingBehavior != .none
        if perGroup > 0, count > 0 {
            geometry.frames.reserveCapacity(count)
            var x = x0
            var rowEnd = y
            while geometry.frames.count < count {
                let first = geometry.frames.count
                let origin = geometry.scrollsOrthogonally ? CGPoint(x: x, y: y) : CGPoint(x: x0, y: y)
                let laid = section.group._layout(at: origin, in: container, limit: count - first)
                guard !laid.frames.isEmpty else { break }
                geometry.frames += laid.frames
                if geometry.scrollsOrthogonally {
                    x += laid.size.width + section.interGroupSpacing
                    rowEnd = max(rowEnd, y + laid.size.height)
                    geometry.groups = [.init(firstItem: 0, start: y, end: rowEnd)]
                } else {
                    geometry.groups.append(.init(firstItem: first, start: y, end: y + laid.size.height))
                    y += laid.size.height + section.interGroupSpacing
                }
            }
            if geometry.scrollsOrthogonally {
                geometry.orthogonalOverflow = max(0, x - section.interGroupSpacing - x0 - width)
                y = rowEnd
            } else {
                y -= section.interGroupSpacing
            }
        }
        y += section.contentInsets.bottom
        geometry.itemsEnd = y
        for item in section.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) {
            let size = item.layoutSize.resolved(in: container)
            geometry.boundaries.append(.init(kind: item.elementKind, frame: CGRect(x: x0, y: y, width: size.width, height: size.height), pinned: item.pinToVisibleBounds, zIndex: item.zIndex, alignment: item.alignment))
            y += size.height
        }
        geometry.end = y
        return geometry
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView.map { $0.bounds.width - $0.adjustedContentInset.left - $0.adjustedContentInset.right } ?? 0, height: contentHeight)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return newBounds.size != bounds.size || sections.contains { $0.boundaries.contains(where: \.pinned) }
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { orthogonalOffsets.removeAll() }
        super.invalidateLayout(with: context)
    }

    // MARK: Orthogonal scrolling

    /// Scrolls an orthogonally scrolling section across by `delta` points, within its groups.
    /// Returns whether it moved.
    @discardableResult
    package func scrollSection(_ section: Int, by delta: CGFloat) -> Bool {
        guard sections.indices.contains(section), sections[section].scrollsOrthogonally else { return false }
        let current = orthogonalOffsets[section] ?? 0
        let target = min(max(0, current + delta), sections[section].orthogonalOverflow)
        guard target != current else { return false }
        orthogonalOffsets[section] = target
        collectionView?.setNeedsLayout()
        return true
    }

    /// Scrolls an orthogonally scrolling section across just enough to show the item.
    package func revealItem(at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].scrollsOrthogonally,
            let collectionView, sections[indexPath.section].frames.indices.contains(indexPath.item)
        else { return }
        let frame = itemFrame(indexPath.section, indexPath.item)
        let visible = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        if frame.minX < 0 {
            scrollSection(indexPath.section, by: frame.minX)
        } else if frame.maxX > visible {
            scrollSection(indexPath.section, by: frame.maxX - visible)
        }
    }

    /// The section whose extent down the layout contains `y`.
    package func section(at y: CGFloat) -> Int? {
        let index = firstSection(endingAfter: y)
        return index < sections.count && sections[index].start <= y ? index : nil
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: rect.minY)
        while index < sections.count, sections[index].start <= rect.maxY {
            let section = sections[index]
            for (position, _) in section.boundaries.enumerated() {
                let attributes = boundaryAttributes(index, position)
                if UICollectionView.overlaps(attributes.frame, rect) { result.append(attributes) }
            }
            var group = section.firstGroup(endingAfter: rect.minY)
            while group < section.groups.count, section.groups[group].start <= rect.maxY {
                let end = group + 1 < section.groups.count ? section.groups[group + 1].firstItem : section.frames.count
                for item in section.groups[group].firstItem..<end {
                    let frame = itemFrame(index, item)
                    if UICollectionView.overlaps(frame, rect) {
                        let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: index))
                        attributes.frame = frame
                        result.append(attributes)
                    }
                }
                group += 1
            }
            index += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item)
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

    private func itemFrame(_ section: Int, _ item: Int) -> CGRect {
        let frame = sections[section].frames[item]
        guard let offset = orthogonalOffsets[section] else { return frame }
        return frame.offsetBy(dx: -offset, dy: 0)
    }

    private func boundaryAttributes(_ section: Int, _ position: Int) -> UICollectionViewLayoutAttributes {
        let boundary = sections[section].boundaries[position]
        let attributes = makeAttributes(forSupplementaryViewOfKind: boundary.kind, with: IndexPath(item: 0, section: section))
        var frame = boundary.frame
        attributes.zIndex = boundary.zIndex
        if boundary.pinned, let collectionView, [.top, .topLeading, .topTrailing].contains(boundary.alignment) {
            let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
            frame.origin.y = max(boundary.frame.minY, min(visibleTop, sections[section].itemsEnd - frame.height))
            attributes.zIndex = max(boundary.zIndex, UICollectionViewFlowLayout.pinnedZIndex)
        }
        attributes.frame = frame
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
