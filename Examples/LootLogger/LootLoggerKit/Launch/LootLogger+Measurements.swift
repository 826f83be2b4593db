import Foundation
import Tessera

/// What Benchmarks/LootLoggerBenchmarks measures: launching to the first frame and saving,
/// with an archive of many items.
@_spi(Benchmarks)
extension LootLogger {
    /// Writes an archive of `count` random items to `url`, as LootLogger saves them.
    public static func writeArchive(ofRandomItems count: Int, to url: URL) throws {
        try ItemArchive.write((0..<count).map { _ in Item(random: true) }, to: url)
    }

    /// Launches as the scene does — the Main storyboard's controllers, the store read from
    /// `archiveURL` — in a window of `columns × rows` cells, and returns its first frame as text.
    @MainActor public static func firstFrame(archiveURL: URL, columns: Int, rows: Int) -> String {
        UIStoryboard.declareMain()
        let navController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! UINavigationController
        let itemsController = navController.topViewController as! ItemsViewController
        itemsController.itemStore = ItemStore(itemArchiveURL: archiveURL)
        itemsController.imageStore = ImageStore(folder: archiveURL.deletingLastPathComponent().appendingPathComponent("Images"))
        let window = UIWindow(frame: .zero)
        let host = HeadlessHost(window: window, columns: columns, rows: rows)
        window.rootViewController = navController
        window.makeKeyAndVisible()
        return host.text
    }

    /// A store read from an archive, to save again and again.
    public final class MeasuredStore {
        private let store: ItemStore

        public init(archiveURL: URL) {
            store = ItemStore(itemArchiveURL: archiveURL)
        }

        /// How many items it holds.
        public var count: Int { store.allItems.count }

        /// `ItemStore.saveChanges()`.
        public func save() -> Bool { store.saveChanges() }
    }
}
