import Foundation

/// What the reliability test runs in a real process that it kills at random moments.
@_spi(Reliability)
public enum ItemStoreSaveLoop {
    /// The items of save number `generation`: `1 + generation % 7` of them, each named after
    /// the generation, so that a file mixing two saves is recognised.
    public static func names(ofGeneration generation: Int) -> [String] {
        (0...(generation % 7)).map { "generation \(generation) item \($0)" }
    }

    /// Saves generations `first ..< first + count` one after another through `ItemStore`, each
    /// acknowledged with its number on a line of standard output once `saveChanges()` returned.
    public static func run(archiveURL: URL, first: Int, count: Int) {
        let store = ItemStore(itemArchiveURL: archiveURL)
        for generation in first..<(first + count) {
            store.allItems = names(ofGeneration: generation).map {
                Item(name: $0, serialNumber: "\(generation)", valueInDollars: generation)
            }
            guard store.saveChanges() else {
                FileHandle.standardError.write(Data("save \(generation) failed: \(String(describing: store.saveError))\n".utf8))
                exit(1)
            }
            let line = Array("\(generation)\n".utf8)
            _ = line.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
        }
    }
}
