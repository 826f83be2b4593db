/// The order of given and family name in a formatted name.
public enum CNContactDisplayNameOrder: Int, Sendable, Hashable {
    /// The user's preference (given name first on Linux).
    case userDefault = 0
    /// Given name first: "John Appleseed".
    case givenNameFirst = 1
    /// Family name first: "山田太郎".
    case familyNameFirst = 2
}
