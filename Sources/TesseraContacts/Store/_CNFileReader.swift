import Foundation

/// Reads whole files into one buffer, reused from file to file.
struct _CNFileReader {
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
    /// Whether files are opened with `O_NOATIME`: reading an address book is not an
    /// access worth an inode write per file (with `relatime`, the first read of each new
    /// or changed file writes its inode), and the fetch stays a read. Dropped for good
    /// after the first file the process does not own.
    private var mayAvoidAccessTime = true
    /// Linux's `O_NOATIME` (Glibc declares it only for `_GNU_SOURCE`).
    #if os(Linux)
    private static let noAccessTime: Int32 = 0o1000000
    #else
    private static let noAccessTime: Int32 = 0
    #endif

    /// The bytes of the regular file `name` in the folder open as `folder`, valid until
    /// the next read; `nil` when it cannot be read or is not a regular file.
    ///
    /// When the folder listing already said the file is regular (`knownRegular`), it is
    /// not asked again: a file that fits the buffer costs `openat`, one `read` and `close`.
    mutating func read(_ name: String, in folder: Int32, knownRegular: Bool = false) -> UnsafeBufferPointer<UInt8>? {
        // Non-blocking, so that a FIFO named like a contact cannot stall the read.
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        var file = openat(folder, name, mayAvoidAccessTime ? flags | Self.noAccessTime : flags)
        if file < 0 && errno == EPERM && mayAvoidAccessTime {
            // Only the owner of a file may leave its access time alone.
            mayAvoidAccessTime = false
            file = openat(folder, name, flags)
        }
        guard file >= 0 else { return nil }
        defer { close(file) }
        if !knownRegular {
            var status = stat()
            guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        }
        var count = 0
        while true {
            if count == buffer.count {
                let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 1)
                grown.copyMemory(from: UnsafeRawBufferPointer(buffer))
                buffer.deallocate()
                buffer = grown
            }
            let asked = buffer.count - count
            let got = Glibc.read(file, buffer.baseAddress! + count, asked)
            if got > 0 {
                count += got
                // A regular file gives all it has: less than asked is its end.
                if got < asked { break }
            } else if got == 0 {
                break
            } else if errno != EINTR {
                return nil
            }
        }
        return UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
    }

    func deallocate() { buffer.deallocate() }
}
