/// The kind of data an authorization is about; contacts are the only kind.
public enum CNEntityType: Int, Sendable, Hashable {
    /// The user's contacts.
    case contacts = 0
}
