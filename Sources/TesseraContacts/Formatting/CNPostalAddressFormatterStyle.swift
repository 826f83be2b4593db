/// What ``CNPostalAddressFormatter`` writes.
public enum CNPostalAddressFormatterStyle: Int, Sendable, Hashable {
    /// The address as written on an envelope, one line per part.
    case mailingAddress = 0
}
