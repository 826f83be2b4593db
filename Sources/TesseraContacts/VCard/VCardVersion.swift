/// A version of the vCard format.
///
/// Tessera reads all three versions in use (2.1, 3.0 and 4.0) and writes 3.0 and 4.0.
public enum VCardVersion: String, Sendable, Hashable, CaseIterable {
    /// vCard 2.1 (versit, 1996): bare `TYPE` parameters, QUOTED-PRINTABLE and CHARSET.
    /// Written by Android and Outlook.
    case v2_1 = "2.1"
    /// vCard 3.0 (RFC 2425/2426): the version Apple's Contacts and Google write.
    case v3_0 = "3.0"
    /// vCard 4.0 (RFC 6350): UTF-8 only, `data:` URIs for photos. Written by Nextcloud.
    case v4_0 = "4.0"
}
