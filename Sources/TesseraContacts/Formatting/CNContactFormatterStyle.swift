/// What ``CNContactFormatter`` writes.
public enum CNContactFormatterStyle: Int, Sendable, Hashable {
    /// The full name: "Dr. John Q. Appleseed Jr.".
    case fullName = 0
    /// The full name as pronounced, from the phonetic name properties.
    case phoneticFullName = 1
}
