import Foundation

/// Reads whole files into one buffer, reused from file to file.
struct _CNFileReader {
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)

    /// The bytes of the regular file `name` in the folder open as `folder`, valid until
    /// the next read; `nil` when it cannot be read.
    mutating func read(_ name: String, in folder: Int32) -> UnsafeBufferPointer<UInt8>? {
        let file = openat(folder, name, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        if size > buffer.count {
            buffer.deallocate()
            buffer = .allocate(byteCount: max(size, buffer.count * 2), alignment: 1)
        }
        var count = 0
        while count < size {
            let got = Glibc.read(file, buffer.baseAddress! + count, size - count)
            if got > 0 {
                count += got
            } else if got == 0 {
                break  // The file shrank meanwhile.
            } else if errno != EINTR {
                return nil
            }
        }
        return UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
    }

    func deallocate() { buffer.deallocate() }
}
