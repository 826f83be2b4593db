/// What a lazy stack or grid keeps between layout passes: the views it has built, by
/// identity, and the lengths of the lines (rows of a vertical stack or grid) it has measured.
///
/// Like SwiftUI, a lazy container keeps a view once built, with its state, while its
/// identity stays in the data; unbuilt lines are estimated at the average length of the
/// measured ones, so a million rows cost what the visible ones cost.
@MainActor
final class _LazyStorage {
    /// Where the views come from.
    private(set) var source: (any _LazyRowSource)?
    /// The built views' nodes by identity.
    private var nodes: [AnyHashable: _ViewNode] = [:]
    /// The identity each built index had when it was built or last updated.
    private var keys: [Int: AnyHashable] = [:]

    /// The measured lines, in index order, with their lengths and the running sums of them.
    private var measured: [Int] = []
    private var lengths: [CGFloat] = []
    private var sums: [CGFloat] = [0]
    /// The widest view measured across (the height of a horizontal stack's views).
    private(set) var crossExtent: CGFloat = 0
    /// What the measurements hold for: the tracks across, and views per line.
    private var measuredTracks: [_GridTrack]?

    var count: Int { source?._lazyCount ?? 0 }

    /// Takes new content: views whose identity left it end; the built ones left are updated
    /// (their content closure runs again) as their container was.
    func update(source: any _LazyRowSource, in node: _ViewNode) {
        let count = source._lazyCount
        let moved = keys.contains { index, key in index >= count || source._lazyKey(at: index) != key }
        if moved {
            // The data changed shape: find the built views' new places (one pass over the
            // identities) and measure again.
            var found: [Int: AnyHashable] = [:]
            var remaining = Set(nodes.keys)
            for index in 0..<count where !remaining.isEmpty {
                let key = source._lazyKey(at: index)
                if remaining.remove(key) != nil { found[index] = key }
            }
            node.removeLazyChildren(Set(remaining.map { ObjectIdentifier(nodes[$0]!) }))
            for key in remaining { nodes[key] = nil }
            keys = found
            forgetMeasurements()
        }
        self.source = source
        for (index, key) in keys {
            nodes[key] = node.updateLazyChild(nodes[key], key: .element(key), view: source._lazyView(at: index))
        }
    }

    /// Lets go of the lazy views: the container shows its content eagerly now.
    func clear(in node: _ViewNode) {
        node.removeLazyChildren(Set(nodes.values.map(ObjectIdentifier.init)))
        nodes = [:]
        keys = [:]
        source = nil
        forgetMeasurements()
    }

    /// The node of the view at `index`, built (its node made, its body evaluated) the first time.
    func row(at index: Int, in node: _ViewNode) -> _ViewNode? {
        guard let source else { return nil }
        let key = keys[index] ?? source._lazyKey(at: index)
        if let existing = nodes[key] {
            keys[index] = key
            return existing
        }
        let child = node.updateLazyChild(nil, key: .element(key), view: source._lazyView(at: index))
        nodes[key] = child
        keys[index] = key
        return child
    }

    /// The number of built views.
    var builtCount: Int { nodes.count }

    // MARK: Measurements

    /// Keeps the measurements if they were made for `tracks`, else forgets them.
    func prepare(for tracks: [_GridTrack]) {
        if measuredTracks != tracks {
            forgetMeasurements()
            measuredTracks = tracks
        }
    }

    private func forgetMeasurements() {
        measured = []
        lengths = []
        sums = [0]
        crossExtent = 0
        measuredTracks = nil
    }

    var hasMeasurements: Bool { !measured.isEmpty }

    /// The length of an unmeasured line: the measured lines' average.
    var estimate: CGFloat { measured.isEmpty ? 0 : sums[sums.count - 1] / CGFloat(measured.count) }

    /// Records that `line` is `length` long and `cross` wide; whether that moved any line or
    /// changed the content's size (a new line as long as the estimate changes neither).
    func record(line: Int, length: CGFloat, cross: CGFloat) -> Bool {
        let widened = cross > crossExtent
        crossExtent = max(crossExtent, cross)
        let position = insertionPoint(of: line)
        let moved: Bool
        if position < measured.count, measured[position] == line {
            moved = lengths[position] != length
            guard moved else { return widened }
            lengths[position] = length
        } else {
            moved = measured.isEmpty || length != estimate
            measured.insert(line, at: position)
            lengths.insert(length, at: position)
            sums.append(0)
        }
        for index in position..<measured.count { sums[index + 1] = sums[index] + lengths[index] }
        return moved || widened
    }

    /// The number of measured lines before `line`.
    private func insertionPoint(of line: Int) -> Int {
        var low = 0
        var high = measured.count
        while low < high {
            let middle = (low + high) / 2
            if measured[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where `line` starts: measured lines before it at their length, the others estimated.
    func origin(of line: Int, spacing: CGFloat) -> CGFloat {
        let before = insertionPoint(of: line)
        return CGFloat(line) * spacing + sums[before] + CGFloat(line - before) * estimate
    }

    /// The length of `lines` lines.
    func length(of lines: Int, spacing: CGFloat) -> CGFloat {
        lines == 0 ? 0 : origin(of: lines, spacing: spacing) - spacing
    }

    /// The last of `lines` lines that starts at or before `position`.
    func line(at position: CGFloat, of lines: Int, spacing: CGFloat) -> Int {
        var low = 0
        var high = max(lines - 1, 0)
        while low < high {
            let middle = (low + high + 1) / 2
            if origin(of: middle, spacing: spacing) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
