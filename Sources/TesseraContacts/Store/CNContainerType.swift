/// Where a container's contacts are kept.
public enum CNContainerType: Int, Sendable, Hashable {
    /// Not known.
    case unassigned = 0
    /// A local address book; on Linux, a vdir folder.
    case local = 1
    /// An Exchange account.
    case exchange = 2
    /// A CardDAV account.
    case cardDAV = 3
}
