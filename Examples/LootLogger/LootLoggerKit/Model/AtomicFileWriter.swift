import Foundation

/// Writes a file so that it holds either its old contents or the new ones, never a mix, even
/// when the process is killed halfway: the bytes go to a temporary file beside it, which is
/// flushed to the disk and renamed over it (then the folder is flushed, so that the rename
/// itself survives a power cut).
///
/// The temporary file is `.<name>.<pid>.tmp`. A process killed while writing leaves it
/// behind; ``removeAbandonedTemporaries(of:)`` removes those of processes that no longer run.
enum AtomicFileWriter {
    /// Writes `data` to `url` atomically.
    static func write(_ data: Data, to url: URL) throws {
        let temporary = temporaryURL(for: url, processIdentifier: getpid())
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            close(descriptor)
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Removes the temporary files beside `url` that processes which no longer run left there.
    static func removeAbandonedTemporaries(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let pid = pid_t(middle), pid != getpid() else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
    }

    private static func temporaryURL(for url: URL, processIdentifier: pid_t) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(processIdentifier).tmp")
    }
}
