extension GridItem {
    /// The tracks `items` make in `length` across the grid, with `defaultSpacing` where an
    /// item sets none.
    static func _tracks(_ items: [GridItem], in length: CGFloat, defaultSpacing: CGFloat) -> [_GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = length - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let size) = item.size { remaining -= size } }
        var sharers = items.filter { if case .fixed = $0.size { false } else { true } }.count
        // Each item's length across, and for adaptive items their columns.
        var lengths: [[CGFloat]] = []
        for (item, spacing) in zip(items, spacings) {
            switch item.size {
            case .fixed(let size):
                lengths.append([size])
            case .flexible(let minimum, let maximum):
                let share = min(max(max(remaining, 0) / CGFloat(sharers), minimum), maximum)
                remaining -= share
                sharers -= 1
                lengths.append([share])
            case .adaptive(let minimum, let maximum):
                let share = max(max(remaining, 0) / CGFloat(sharers), minimum)
                remaining -= share
                sharers -= 1
                let count = max(1, Int(((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
                let each = min((share - CGFloat(count - 1) * spacing) / CGFloat(count), maximum)
                lengths.append(Array(repeating: each, count: count))
            }
        }
        var tracks: [_GridTrack] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            for (column, columnLength) in lengths[index].enumerated() {
                tracks.append(_GridTrack(start: position, length: columnLength, alignment: item.alignment))
                let isLast = index == items.count - 1 && column == lengths[index].count - 1
                if !isLast { position += columnLength + spacings[index] }
            }
        }
        return tracks
    }
}
