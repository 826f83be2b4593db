import Foundation

/// Atomic file replacement: write a hidden temporary file in the same folder, then
/// rename(2) it over the target, so a reader sees the old file or the new one, never half.
enum _CNAtomicFile {
    /// Writes `data` to `url` atomically, creating the folder when needed.
    ///
    /// - Throws: ``CNError`` `.dataAccessError` when the file cannot be written.
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(_CNIdentifier.make()).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CNError(.dataAccessError, userInfo: [NSUnderlyingErrorKey: error])
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CNError(.dataAccessError, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
