/// A lazy stack's or grid's element: it builds, measures and places only the lines that
/// intersect the visible rectangle of the scroll view it is in (one line more on each side),
/// and estimates the others from the measured ones.
final class _LazyElement: _LayoutElement {
    private weak var node: _ViewNode?
    private let layout: _LazyLayout
    private let items: _LazyItems

    init(node: _ViewNode, layout: _LazyLayout, items: _LazyItems) {
        self.node = node
        self.layout = layout
        self.items = items
    }

    private var axis: Axis { layout.axis }
    private var cross: Axis { layout.axis.other }

    private var count: Int {
        switch items {
        case .lazy(let storage): storage.count
        case .eager(let elements): elements.count
        }
    }

    private func lines(_ tracks: [_GridTrack]) -> Int {
        let perLine = max(tracks.count, 1)
        return (count + perLine - 1) / perLine
    }

    /// The element of the view at `index`, building it if needed.
    private func element(at index: Int) -> (any _LayoutElement)? {
        switch items {
        case .eager(let elements):
            return elements[index]
        case .lazy(let storage):
            guard let node, let row = storage.row(at: index, in: node) else { return nil }
            let elements = row.layoutElements()
            if elements.count == 1 { return elements[0] }
            // Several views for one element (a section's header, rows and footer) line up as
            // the stack aligns its views.
            let stack: any _LayoutElement =
                axis == .vertical
                ? _ContainerElement(layout: VStackLayout(alignment: layout.alignment.horizontal, spacing: layout.spacing), subviews: elements)
                : _ContainerElement(layout: HStackLayout(alignment: layout.alignment.vertical, spacing: layout.spacing), subviews: elements)
            stack.setContainerAxis(nil)
            return stack
        }
    }

    /// A line's views with their sizes, and its length along the axis.
    private func measure(line: Int, tracks: [_GridTrack]) -> (views: [(any _LayoutElement, CGSize, _GridTrack)], length: CGFloat) {
        var views: [(any _LayoutElement, CGSize, _GridTrack)] = []
        var length: CGFloat = 0
        var extent: CGFloat = 0
        let first = line * tracks.count
        for (offset, track) in tracks.enumerated() where first + offset < count {
            guard let element = element(at: first + offset) else { continue }
            var proposal = ProposedViewSize(width: nil, height: nil)
            proposal[cross] = track.length < 0 ? nil : track.length
            let size = element.sizeThatFits(proposal)
            views.append((element, size, track))
            length = max(length, size[axis])
            extent = max(extent, size[cross])
        }
        if case .lazy(let storage) = items, storage.record(line: line, length: length, cross: extent) {
            measurementsChanged = true
        }
        eagerExtent = max(eagerExtent, extent)
        return (views, length)
    }

    /// Whether a measurement changed in this pass: the sizes of the views above are stale.
    private var measurementsChanged = false
    /// The widest line measured in this pass, for eager content.
    private var eagerExtent: CGFloat = 0
    /// The eager lines' lengths, measured for one set of tracks.
    private var eagerLengths: (tracks: [_GridTrack], lengths: [CGFloat])?

    private func eagerLengths(_ tracks: [_GridTrack]) -> [CGFloat] {
        if let eagerLengths, eagerLengths.tracks == tracks { return eagerLengths.lengths }
        eagerExtent = 0
        let lengths = (0..<lines(tracks)).map { measure(line: $0, tracks: tracks).length }
        eagerLengths = (tracks, lengths)
        return lengths
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let tracks = layout.tracks(across: proposal[cross])
        let spacing = layout.lineSpacing
        var size = CGSize.zero
        switch items {
        case .eager:
            let lengths = eagerLengths(tracks)
            size[axis] = lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0))
            size[cross] = proposal[cross] ?? tracksExtent(tracks, measured: eagerExtent)
        case .lazy(let storage):
            storage.prepare(for: tracks)
            // Nothing measured yet: the first line gives the estimate.
            if !storage.hasMeasurements, count > 0 {
                _ = measure(line: 0, tracks: tracks)
                // The size below already counts it.
                measurementsChanged = false
            }
            size[axis] = storage.length(of: lines(tracks), spacing: spacing)
            size[cross] = proposal[cross] ?? tracksExtent(tracks, measured: storage.crossExtent)
        }
        return size
    }

    /// How far the content reaches across: a grid's tracks, or a stack's widest view.
    private func tracksExtent(_ tracks: [_GridTrack], measured: CGFloat) -> CGFloat {
        guard layout.items != nil, let last = tracks.last else { return measured }
        return last.start + last.length
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        let tracks = layout.tracks(across: bounds.size[cross])
        let spacing = layout.lineSpacing
        let lineCount = lines(tracks)
        let start = axis == .vertical ? bounds.minY : bounds.minX
        var line = 0
        var position: CGFloat = 0
        var end = CGFloat.infinity
        var eager: [CGFloat]?
        switch items {
        case .eager:
            eager = eagerLengths(tracks)
        case .lazy(let storage):
            storage.prepare(for: tracks)
            if let visible = _ScrollElement.visibleRect(registering: node) {
                let margin = storage.estimate
                let low = (axis == .vertical ? visible.minY : visible.minX) - start - margin
                end = (axis == .vertical ? visible.maxY : visible.maxX) - start + margin
                line = storage.line(at: max(low, 0), of: lineCount, spacing: spacing)
                position = storage.origin(of: line, spacing: spacing)
            }
        }
        while line < lineCount, position < end {
            let measured = measure(line: line, tracks: tracks)
            let length = eager?[line] ?? measured.length
            for (element, size, track) in measured.views {
                var cell = CGRect.zero
                let trackLength = track.length < 0 ? bounds.size[cross] : track.length
                if axis == .vertical {
                    cell = CGRect(x: bounds.minX + track.start, y: start + position, width: trackLength, height: length)
                } else {
                    cell = CGRect(x: start + position, y: bounds.minY + track.start, width: length, height: trackLength)
                }
                let alignment = track.alignment ?? layout.alignment
                let origin = CGPoint(
                    x: cell.minX + offset(alignment.horizontal.key, size, in: cell.size),
                    y: cell.minY + offset(alignment.vertical.key, size, in: cell.size))
                var itemProposal = ProposedViewSize(width: nil, height: nil)
                itemProposal[cross] = track.length < 0 ? proposal[cross] : track.length
                element.place(in: CGRect(origin: origin, size: size), proposal: itemProposal, placement)
            }
            position += length + spacing
            line += 1
        }
        if measurementsChanged {
            // The content's estimated length changed: the views above measure it again.
            measurementsChanged = false
            node?.invalidateLayout()
        }
    }

    /// Where a view of `size` starts in a cell of `cell` size along `key`'s axis.
    private func offset(_ key: _AlignmentKey, _ size: CGSize, in cell: CGSize) -> CGFloat {
        var viewSize = cell
        viewSize[key.axis] = size[key.axis]
        return key.defaultValue(ViewDimensions(size: cell)) - key.defaultValue(ViewDimensions(size: viewSize))
    }
}
