import Foundation

/// Formats a postal address for display, in the order of the address's country.
///
/// The country is taken from ``CNPostalAddress/isoCountryCode``: the United States and
/// similar countries write "city state postalCode", most of Europe "postalCode city",
/// the United Kingdom puts the postcode on its own line. Empty parts and empty lines
/// are left out.
///
///     CNPostalAddressFormatter.string(from: address, style: .mailingAddress)
///     // "1 Infinite Loop\nCupertino CA 95014\nUnited States"
open class CNPostalAddressFormatter: Formatter {
    /// The style used by ``string(from:)``.
    open var style: CNPostalAddressFormatterStyle = .mailingAddress

    /// Formats an address.
    ///
    /// - Parameters:
    ///   - postalAddress: The address.
    ///   - style: The style.
    /// - Returns: The address, lines separated by `\n`; empty for an empty address.
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        let a = postalAddress
        func line(_ parts: String...) -> String {
            parts.filter { !$0.isEmpty }.joined(separator: " ")
        }
        let lines: [String]
        switch a.isoCountryCode.lowercased() {
        case "gb", "uk", "ie":
            lines = [a.street, a.subLocality, a.city, a.state, a.postalCode, a.country]
        case "de", "at", "ch", "fr", "it", "es", "nl", "be", "lu", "se", "no", "dk", "fi", "is", "pl", "cz", "sk",
            "pt", "gr", "hu", "si", "hr", "ee", "lv", "lt", "ro", "bg", "li", "mx", "br", "ar", "cl", "tr":
            lines = [a.street, a.subLocality, line(a.postalCode, a.city), a.state, a.country]
        default:
            lines = [a.street, a.subLocality, line(a.city, a.state, a.postalCode), a.country]
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Formats an address in ``style``.
    open func string(from postalAddress: CNPostalAddress) -> String {
        Self.string(from: postalAddress, style: style)
    }

    open override func string(for obj: Any?) -> String? {
        guard let address = obj as? CNPostalAddress else { return nil }
        return string(from: address)
    }
}
