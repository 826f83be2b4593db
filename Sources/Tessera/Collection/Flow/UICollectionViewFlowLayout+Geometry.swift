import Foundation

/// Computing the frames: sections one after another along the scroll direction, items
/// flowed into lines within each.
extension UICollectionViewFlowLayout {
    /// The metrics of one section, from the delegate or the layout's properties.
    private struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    /// Tolerance for items that fit a line exactly: widths computed as `(width - spacing) / n`
    /// add up to a hair more than the width in floating point.
    private static let fitTolerance: CGFloat = 0.0001

    /// Recomputes every section's frames. O(items).
    func computeGeometry() {
        guard let collectionView else {
            setGeometry([], contentSize: .zero)
            return
        }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.collectionDelegate as? any UICollectionViewDelegateFlowLayout
        let insets = referenceInsets(collectionView)
        // The extent across the scroll direction, inside the content insets.
        let across = vertical
            ? collectionView.bounds.width - insets.left - insets.right
            : collectionView.bounds.height - insets.top - insets.bottom
        let sizesItems = delegateImplementsSizes(delegate, collectionView)
        var sections: [_FlowSection] = []
        var offset: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = metrics(for: section, delegate, collectionView)
            var geometry = _FlowSection()
            geometry.start = offset
            let headerExtent = vertical ? metrics.header.height : metrics.header.width
            if headerExtent > 0 {
                geometry.header = frame(across: 0, along: offset, width: across, length: headerExtent, vertical)
                offset += headerExtent
            }
            let count = collectionView.numberOfItems(inSection: section)
            if count > 0 {
                let inset = metrics.inset
                offset += vertical ? inset.top : inset.left
                let leading = vertical ? inset.left : inset.top
                let available = across - leading - (vertical ? inset.right : inset.bottom)
                let sizes = itemSizes(count: count, section: section, delegate: sizesItems ? delegate : nil, collectionView)
                offset = flowItems(
                    sizes, into: &geometry, start: offset, leading: leading, available: available,
                    metrics: metrics, vertical: vertical)
                offset += vertical ? inset.bottom : inset.right
            }
            geometry.itemsEnd = offset
            let footerExtent = vertical ? metrics.footer.height : metrics.footer.width
            if footerExtent > 0 {
                geometry.footer = frame(across: 0, along: offset, width: across, length: footerExtent, vertical)
                offset += footerExtent
            }
            geometry.end = offset
            sections.append(geometry)
        }
        setGeometry(sections, contentSize: vertical ? CGSize(width: across, height: offset) : CGSize(width: offset, height: across))
    }

    /// The sizes of a section's items: one shared size when neither the delegate nor
    /// self-sizing varies them (no per-item storage or calls), else each item's.
    private func itemSizes(
        count: Int, section: Int, delegate: (any UICollectionViewDelegateFlowLayout)?, _ collectionView: UICollectionView
    ) -> _FlowItemSizes {
        let fallback = estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        if delegate == nil, !hasMeasuredSizes { return .uniform(fallback, count: count) }
        var sizes: [CGSize] = []
        sizes.reserveCapacity(count)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            if let measured = measuredSizes(indexPath) {
                sizes.append(measured)
            } else if let delegate {
                sizes.append(delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath))
            } else {
                sizes.append(fallback)
            }
        }
        return .each(sizes)
    }

    /// Lays out the items in lines from `start`; returns where the last line ends. O(items).
    private func flowItems(
        _ sizes: _FlowItemSizes, into geometry: inout _FlowSection, start: CGFloat, leading: CGFloat, available: CGFloat,
        metrics: Metrics, vertical: Bool
    ) -> CGFloat {
        let count = sizes.count
        geometry.frames = Array(repeating: .zero, count: count)
        var lineStart = start
        var first = 0
        var previousSpacing: CGFloat?
        while first < count {
            // Fill the line while the next item fits with the minimum spacing.
            let firstSize = sizes[first]
            var used = vertical ? firstSize.width : firstSize.height
            var lineLength = vertical ? firstSize.height : firstSize.width
            var end = first + 1
            while end < count {
                let size = sizes[end]
                let next = vertical ? size.width : size.height
                guard used + metrics.interitemSpacing + next <= available + Self.fitTolerance else { break }
                used += metrics.interitemSpacing + next
                lineLength = max(lineLength, vertical ? size.height : size.width)
                end += 1
            }
            let itemCount = end - first
            let isLast = end == count
            let widths = used - CGFloat(itemCount - 1) * metrics.interitemSpacing
            // Justify full lines, centre lone items, start the last line at the leading edge.
            var position = leading
            var spacing = metrics.interitemSpacing
            if isLast {
                spacing = previousSpacing ?? metrics.interitemSpacing
                if used + CGFloat(itemCount - 1) * (spacing - metrics.interitemSpacing) > available + Self.fitTolerance {
                    spacing = metrics.interitemSpacing
                }
            } else if itemCount == 1 {
                position = leading + max(0, available - widths) / 2
            } else {
                spacing = (available - widths) / CGFloat(itemCount - 1)
                previousSpacing = spacing
            }
            for item in first..<end {
                let size = sizes[item]
                let extentAcross = vertical ? size.width : size.height
                let extentAlong = vertical ? size.height : size.width
                let along = lineStart + (lineLength - extentAlong) / 2
                geometry.frames[item] = frame(across: position, along: along, width: extentAcross, length: extentAlong, vertical)
                position += extentAcross + spacing
            }
            geometry.lines.append(_FlowSection.Line(firstItem: first, itemCount: itemCount, start: lineStart, end: lineStart + lineLength))
            lineStart += lineLength + (isLast ? 0 : metrics.lineSpacing)
            first = end
        }
        return lineStart
    }

    /// A rectangle from positions across and along the scroll direction.
    private func frame(across: CGFloat, along: CGFloat, width: CGFloat, length: CGFloat, _ vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: width, height: length)
            : CGRect(x: along, y: across, width: length, height: width)
    }

    /// The insets `sectionInset` is measured from, beyond the content inset.
    private func referenceInsets(_ collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: return collectionView.adjustedContentInset
        case .fromSafeArea: return collectionView.safeAreaInsets
        case .fromLayoutMargins: return collectionView.layoutMargins
        }
    }

    private func metrics(for section: Int, _ delegate: (any UICollectionViewDelegateFlowLayout)?, _ collectionView: UICollectionView) -> Metrics {
        guard let delegate else {
            return Metrics(
                inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
                header: headerReferenceSize, footer: footerReferenceSize)
        }
        return Metrics(
            inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
            lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
            interitemSpacing: delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
            header: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
            footer: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section))
    }

    /// Whether the delegate sizes items itself, learned by asking for the first item.
    private func delegateImplementsSizes(_ delegate: (any UICollectionViewDelegateFlowLayout)?, _ collectionView: UICollectionView) -> Bool {
        guard let delegate,
            let section = (0..<collectionView.numberOfSections).first(where: { collectionView.numberOfItems(inSection: $0) > 0 })
        else { return false }
        let probe = IndexPath(item: 0, section: section)
        return _OptionalMethod.call { delegate.collectionView(collectionView, layout: self, sizeForItemAt: probe) }.implemented
    }
}
