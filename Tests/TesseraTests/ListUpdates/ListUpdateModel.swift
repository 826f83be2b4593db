import Foundation

/// A list as a test sees it: sections of rows, each with a unique id, so that where a row
/// ends up after an update can be looked up by its id.
struct ListUpdateModel {
    struct Section {
        var id: Int
        var items: [Int]
    }

    var sections: [Section] = []

    /// The number of rows in each section, as a data source would report it.
    var counts: [Int] { sections.map(\.items.count) }

    /// Where each row id is.
    func itemPositions() -> [Int: IndexPath] {
        var positions: [Int: IndexPath] = [:]
        for (section, contents) in sections.enumerated() {
            for (row, id) in contents.items.enumerated() {
                positions[id] = IndexPath(row: row, section: section)
            }
        }
        return positions
    }

    /// Where each section id is.
    func sectionPositions() -> [Int: Int] {
        Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset) })
    }
}
