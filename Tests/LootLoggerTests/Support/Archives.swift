import Foundation
import TesseraTestSupport

/// A fresh folder for one test's archive, under the temporary directory.
func temporaryArchiveURL(_ name: String = #function) -> URL {
    let folder = TestScratch.folder("LootLoggerTests").appendingPathComponent("LootLogger", isDirectory: true)
    return folder.appendingPathComponent("items.plist")
}

/// The names of the files in `url`'s folder, sorted.
func filesBeside(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []).sorted()
}
