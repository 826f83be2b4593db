import Foundation

extension VCard {
    /// Creates a vCard from a contact, in the shape Apple's Contacts exports.
    ///
    /// Standard labels become `TYPE` parameters (``CNLabelPhoneNumberMobile`` →
    /// `TYPE=CELL,VOICE`); custom labels become an `itemN.X-ABLabel` in the property's
    /// group. The photo is written as base64 (`ENCODING=b` in 3.0, a `data:` URI in 4.0
    /// by ``VCardWriter``). Properties the contact kept from the vCard it was read from
    /// are appended unchanged. Only the keys that were fetched are written.
    ///
    /// - Parameters:
    ///   - contact: The contact.
    ///   - version: The version the card is meant for; it decides how a birthday
    ///     without a year is written.
    public init(contact: CNContact, version: VCardVersion = .v3_0) {
        self.init(version: version, properties: _ContactToVCard.properties(from: contact, version: version))
    }
}
