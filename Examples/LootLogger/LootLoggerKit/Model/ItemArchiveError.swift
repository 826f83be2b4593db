/// Why the items' file could not be read.
enum ItemArchiveError: Error, Equatable, CustomStringConvertible {
    /// The file exists but could not be opened (permissions, a folder in its place, …).
    case unreadable(String)
    /// The file is empty.
    case empty
    /// The file is not a property list: corrupt, or cut short.
    case notAPropertyList
    /// The file is a property list, but not of items.
    case notItems
    /// The file was written by a newer LootLogger, in format `version`.
    case newerVersion(Int)

    var description: String {
        switch self {
        case .unreadable(let reason): "it could not be opened (\(reason))"
        case .empty: "it is empty"
        case .notAPropertyList: "it is damaged or incomplete (not a property list)"
        case .notItems: "it does not hold LootLogger items"
        case .newerVersion(let version):
            "it was saved by a newer LootLogger (format \(version); this one reads format \(ItemArchive.currentVersion))"
        }
    }
}
