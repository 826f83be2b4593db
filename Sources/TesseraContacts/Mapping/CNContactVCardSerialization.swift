import Foundation

/// Converts contacts to and from vCard data, as Apple's class of the same name.
///
/// Reading accepts vCard 2.1, 3.0 and 4.0; writing produces vCard 3.0, as Apple does.
/// For line-numbered errors and the cards themselves, use ``VCardParser`` directly.
open class CNContactVCardSerialization: NSObject {
    /// The keys a contact must have been fetched with to be written completely.
    open class func descriptorForRequiredKeys() -> CNKeyDescriptor {
        _CNAggregateKeyDescriptor(_contactKeys: _allContactKeys, name: "CNContactVCardSerialization")
    }

    /// Writes contacts as vCard 3.0 data.
    ///
    /// - Parameter contacts: `CNContact` values; other objects make it throw.
    /// - Returns: UTF-8 vCard data with CRLF line endings.
    /// - Throws: ``CNError`` `.validationTypeMismatch` for an object that is not a contact.
    open class func data(with contacts: [Any]) throws -> Data {
        var cards: [VCard] = []
        for object in contacts {
            guard let contact = object as? CNContact else { throw CNError(.validationTypeMismatch) }
            cards.append(VCard(contact: contact, version: .v3_0))
        }
        return VCardWriter(version: .v3_0).data(for: cards)
    }

    /// Reads the contacts of vCard data.
    ///
    /// Malformed cards are skipped, as ``VCardParser`` does; the well-formed ones are
    /// returned.
    ///
    /// - Parameter data: vCard 2.1, 3.0 or 4.0 data.
    /// - Returns: One complete contact per well-formed card.
    /// - Throws: ``CNError`` `.vCardMalformed` when the data holds no well-formed card
    ///   but has errors; its user info has the parse errors under `"VCardParseErrors"`.
    open class func contacts(with data: Data) throws -> [CNContact] {
        let result = VCardParser.parse(data)
        if result.cards.isEmpty && !result.errors.isEmpty {
            throw CNError(.vCardMalformed, userInfo: ["VCardParseErrors": result.errors])
        }
        return result.cards.map { CNContact(vCard: $0) }
    }
}
