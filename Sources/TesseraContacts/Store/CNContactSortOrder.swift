/// The order in which ``CNContactStore/enumerateContacts(with:usingBlock:)`` returns contacts.
public enum CNContactSortOrder: Int, Sendable, Hashable {
    /// No particular order (file order).
    case none = 0
    /// The user's preference; on Linux, by given name.
    case userDefault = 1
    /// By given name, then family name.
    case givenName = 2
    /// By family name, then given name.
    case familyName = 3
}
