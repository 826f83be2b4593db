import Foundation

/// Folders for the files a test run writes, all under one folder of the temporary directory
/// that is removed when the test process exits: a run leaves nothing behind, even where a
/// failing test skips its own clean-up.
public enum TestScratch {
    /// A new, empty folder whose name starts with `prefix`.
    public static func folder(_ prefix: String) -> URL {
        let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The run's folder, made (and its removal at exit registered) on first use.
    private static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: TestScratch.rootURL(of: getpid())) }
        return rootURL(of: getpid())
    }()

    private static func rootURL(of process: pid_t) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tests-\(process)", isDirectory: true)
    }
}
