/// What a list shows, as its table reads it: sections of rows, each row with its identity.
///
/// Rows are kept as segments: a single row (a view written in the list) or the rows of a
/// `ForEach`, read lazily. Finding a row is a binary search over a section's segments.
@MainActor
struct _ListModel {
    /// A row written in the list, or the rows of a `ForEach`.
    @MainActor enum Segment {
        case row(id: AnyHashable, view: any View)
        case rows(any _ListRowSource)

        var count: Int {
            switch self {
            case .row: 1
            case .rows(let source): source.count
            }
        }
    }

    @MainActor struct Section {
        var id: AnyHashable
        var header: (any View)?
        var footer: (any View)?
        var segments: [Segment] = []
        /// The first row of each segment, and the row count at the end.
        fileprivate(set) var starts: [Int] = [0]

        var count: Int { starts[starts.count - 1] }

        mutating func append(_ segment: Segment) {
            segments.append(segment)
            starts.append(count + segment.count)
        }

        /// The segment holding `row`, and the row's index in it.
        ///
        /// - Complexity: O(log s) for s segments.
        func locate(_ row: Int) -> (segment: Int, offset: Int) {
            var low = 0, high = segments.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= row { low = middle } else { high = middle - 1 }
            }
            return (low, row - starts[low])
        }

        func id(at row: Int) -> AnyHashable {
            let (segment, offset) = locate(row)
            switch segments[segment] {
            case .row(let id, _): return id
            case .rows(let source): return source.id(at: offset)
            }
        }

        func view(at row: Int) -> any View {
            let (segment, offset) = locate(row)
            switch segments[segment] {
            case .row(_, let view): return view
            case .rows(let source): return source.view(at: offset)
            }
        }

        /// Every row's identifier, in order.
        ///
        /// - Complexity: O(n).
        func ids() -> [AnyHashable] {
            var ids: [AnyHashable] = []
            ids.reserveCapacity(count)
            for segment in segments {
                switch segment {
                case .row(let id, _): ids.append(id)
                case .rows(let source): for index in 0..<source.count { ids.append(source.id(at: index)) }
                }
            }
            return ids
        }

        /// Whether `other` has the same rows by identity, in the same segments.
        func hasSameRows(as other: Section) -> Bool {
            guard id == other.id, starts == other.starts else { return false }
            return zip(segments, other.segments).allSatisfy { pair in
                switch pair {
                case (.row(let a, _), .row(let b, _)): a == b
                case (.rows(let a), .rows(let b)): a.hasSameIdentifiers(as: b)
                default: false
                }
            }
        }
    }

    var sections: [Section] = []

    func id(at indexPath: IndexPath) -> AnyHashable { sections[indexPath.section].id(at: indexPath.row) }

    func view(at indexPath: IndexPath) -> any View { sections[indexPath.section].view(at: indexPath.row) }

    /// The sections' row sources when each section is exactly one `ForEach`'s rows.
    var singleSources: [any _ListRowSource]? {
        var sources: [any _ListRowSource] = []
        for section in sections {
            guard section.segments.count == 1, case .rows(let source) = section.segments[0] else { return nil }
            sources.append(source)
        }
        return sources
    }

    /// The `ForEach` rows at `indexPath` with the row's offset in them, if it is one.
    func source(at indexPath: IndexPath) -> (source: any _ListRowSource, offset: Int)? {
        let section = sections[indexPath.section]
        let (segment, offset) = section.locate(indexPath.row)
        guard case .rows(let source) = section.segments[segment] else { return nil }
        return (source, offset)
    }

    /// Whether `other` shows the same sections and rows by identity (what a diff would find
    /// unchanged).
    func hasSameStructure(as other: _ListModel) -> Bool {
        sections.count == other.sections.count && zip(sections, other.sections).allSatisfy { $0.hasSameRows(as: $1) }
    }
}
