/// Whether a contact is a person or an organization.
///
/// An organization contact is shown by its ``CNContact/organizationName``; vCards mark
/// it with Apple's `X-ABShowAs:COMPANY` or 4.0 `KIND:org`.
public enum CNContactType: Int, Sendable, Hashable {
    /// A person.
    case person = 0
    /// An organization.
    case organization = 1
}
