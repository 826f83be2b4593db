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
    ///
    /// A measured item re-flows only its line and the following ones until the line breaks
    /// are the old ones again (see `reflow(section:from:)`).
    func computeGeometry() {
        guard let collectionView else {
            setGeometry([], contentSize: .zero)
            return
        }
        let axis = _Axis(scrollDirection)
        let delegate = collectionView.collectionDelegate as? any UICollectionViewDelegateFlowLayout
        let insets = referenceInsets(collectionView).across(axis)
        // The extent across the scroll direction, inside the content insets.
        let across = collectionView.bounds.length(across: axis) - insets.start - insets.end
        let sizesItems = delegateImplementsSizes(delegate, collectionView)
        var sections: [_FlowSection] = []
        var offset: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = metrics(for: section, delegate, collectionView)
            var geometry = _FlowSection()
            geometry.start = offset
            let headerLength = metrics.header[along: axis]
            if headerLength > 0 {
                geometry.header = CGRect(axis, along: offset, across: 0, lengthAlong: headerLength, lengthAcross: across)
                offset += headerLength
            }
            let count = collectionView.numberOfItems(inSection: section)
            if count > 0 {
                let insetAlong = metrics.inset.along(axis)
                let insetAcross = metrics.inset.across(axis)
                offset += insetAlong.start
                let leading = insetAcross.start
                let available = across - leading - insetAcross.end
                let sizes = itemSizes(count: count, section: section, delegate: sizesItems ? delegate : nil, collectionView)
                offset = flowItems(
                    sizes, into: &geometry, start: offset, leading: leading, available: available,
                    metrics: metrics, axis: axis)
                offset += insetAlong.end
            }
            geometry.itemsEnd = offset
            let footerLength = metrics.footer[along: axis]
            if footerLength > 0 {
                geometry.footer = CGRect(axis, along: offset, across: 0, lengthAlong: footerLength, lengthAcross: across)
                offset += footerLength
            }
            geometry.end = offset
            sections.append(geometry)
        }
        setGeometry(sections, contentSize: CGSize(axis, along: offset, across: across))
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
        metrics: Metrics, axis: _Axis
    ) -> CGFloat {
        let count = sizes.count
        geometry.leading = leading
        geometry.available = available
        geometry.interitemSpacing = metrics.interitemSpacing
        geometry.lineSpacing = metrics.lineSpacing
        geometry.linesStart = start
        geometry.frames = Array(repeating: .zero, count: count)
        for item in 0..<count { geometry.frames[item].size = sizes[item] }
        var extents: [CGFloat] = []
        var first = 0
        var previousSpacing: CGFloat?
        while first < count {
            let (line, length) = flowLine(from: first, of: &geometry, previousSpacing: previousSpacing, axis: axis)
            geometry.lines.append(line)
            extents.append(length + metrics.lineSpacing)
            previousSpacing = line.justifiedSpacing ?? previousSpacing
            first += line.itemCount
        }
        geometry.lineExtents = _ExtentIndex(extents)
        return start + geometry.linesLength
    }

    /// Fills one line from item `first` with the items' sizes (in `geometry.frames`) while the
    /// next one fits with the minimum spacing, and places them relative to the line's start:
    /// a full line is justified, a lone item centred, the last line starts at the leading
    /// edge with `previousSpacing` (the last justified spacing above it) when it fits.
    /// Returns the line and its length along. O(items in the line).
    func flowLine(
        from first: Int, of geometry: inout _FlowSection, previousSpacing: CGFloat?, axis: _Axis
    ) -> (line: _FlowSection.Line, length: CGFloat) {
        let count = geometry.frames.count
        let available = geometry.available
        let minimumSpacing = geometry.interitemSpacing
        let firstSize = geometry.frames[first].size
        var used = firstSize[across: axis]
        var lineLength = firstSize[along: axis]
        var end = first + 1
        while end < count {
            let size = geometry.frames[end].size
            let next = size[across: axis]
            guard used + minimumSpacing + next <= available + Self.fitTolerance else { break }
            used += minimumSpacing + next
            lineLength = max(lineLength, size[along: axis])
            end += 1
        }
        let itemCount = end - first
        let widths = used - CGFloat(itemCount - 1) * minimumSpacing
        var position = geometry.leading
        var spacing = minimumSpacing
        var justified: CGFloat?
        if end == count {
            spacing = previousSpacing ?? minimumSpacing
            if used + CGFloat(itemCount - 1) * (spacing - minimumSpacing) > available + Self.fitTolerance {
                spacing = minimumSpacing
            }
        } else if itemCount == 1 {
            position += max(0, available - widths) / 2
        } else {
            spacing = (available - widths) / CGFloat(itemCount - 1)
            justified = spacing
        }
        for item in first..<end {
            let size = geometry.frames[item].size
            let lengthAcross = size[across: axis]
            let lengthAlong = size[along: axis]
            geometry.frames[item] = CGRect(
                axis, along: (lineLength - lengthAlong) / 2, across: position, lengthAlong: lengthAlong, lengthAcross: lengthAcross)
            position += lengthAcross + spacing
        }
        return (_FlowSection.Line(firstItem: first, itemCount: itemCount, justifiedSpacing: justified), lineLength)
    }

    /// Flows `geometry` again from line `line`, after the size of `changedItem` (in that line
    /// or the next) changed: line by line until the flow has passed the item and the next old
    /// line starts where the flow has got to (the lines from there on hold the same items, so
    /// they only move), and the last line too when it comes next (it takes its spacing from
    /// the lines above). Returns how much longer the lines got.
    /// O(items re-flowed + log lines), plus O(lines) when the number of lines changes.
    func reflow(_ geometry: inout _FlowSection, from line: Int, changedItem: Int, axis: _Axis) -> CGFloat {
        let oldLength = geometry.linesLength
        let count = geometry.frames.count
        var first = geometry.lines[line].firstItem
        var old = line
        var newLines: [_FlowSection.Line] = []
        var newExtents: [CGFloat] = []
        var previousSpacing: CGFloat?
        while first < count {
            var (flowed, length) = flowLine(from: first, of: &geometry, previousSpacing: previousSpacing, axis: axis)
            if first + flowed.itemCount == count, flowed.itemCount > 1, previousSpacing == nil,
                let above = geometry.lines[..<line].last(where: { $0.justifiedSpacing != nil })?.justifiedSpacing
            {
                (flowed, length) = flowLine(from: first, of: &geometry, previousSpacing: above, axis: axis)
            }
            newLines.append(flowed)
            newExtents.append(length + geometry.lineSpacing)
            previousSpacing = flowed.justifiedSpacing ?? previousSpacing
            first += flowed.itemCount
            while old < geometry.lines.count, geometry.lines[old].firstItem < first { old += 1 }
            if first > changedItem, old < geometry.lines.count - 1, geometry.lines[old].firstItem == first { break }
        }
        if newLines.count == old - line {
            for (offset, extent) in newExtents.enumerated() { geometry.lineExtents[line + offset] = extent }
            geometry.lines.replaceSubrange(line..<old, with: newLines)
        } else {
            geometry.lines.replaceSubrange(line..<old, with: newLines)
            geometry.lineExtents.remove(line..<old)
            geometry.lineExtents.insert(newExtents, at: line)
        }
        return geometry.linesLength - oldLength
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

    /// Whether the delegate sizes items itself: known per delegate, or learned by asking for
    /// the first item.
    private func delegateImplementsSizes(_ delegate: (any UICollectionViewDelegateFlowLayout)?, _ collectionView: UICollectionView) -> Bool {
        guard let delegate else { return false }
        let known = collectionView.delegateMethods.resolve(.sizeForItemAt, of: delegate)
        guard known.source == .assumption else { return known.implemented }
        guard let section = (0..<collectionView.numberOfSections).first(where: { collectionView.numberOfItems(inSection: $0) > 0 })
        else { return false }
        let probe = IndexPath(item: 0, section: section)
        let answer = _OptionalMethod.sizeForItemAt.call { delegate.collectionView(collectionView, layout: self, sizeForItemAt: probe) }
        collectionView.delegateMethods.record(.sizeForItemAt, implemented: answer.implemented)
        return answer.implemented
    }
}
