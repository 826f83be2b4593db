import Foundation

/// An items file that could not be read at launch, and where it was kept.
struct ItemArchiveProblem: Equatable {
    /// Why it could not be read.
    let error: ItemArchiveError
    /// Where it was.
    let archiveURL: URL
    /// Where it is now; `nil` when it could not be moved, and then nothing is saved over it.
    let keptAt: URL?

    /// Whether the file was moved out of the way, so that saving cannot overwrite it.
    var isSetAside: Bool { keptAt != nil }

    /// What the person is told.
    var message: String {
        var text = "\(archiveURL.path) could not be read: \(error)."
        if let keptAt {
            text += " It was kept as \(keptAt.lastPathComponent), and LootLogger starts with no items."
        } else {
            text += " It could not be moved aside, so LootLogger will not save over it until it is moved."
        }
        return text
    }
}
