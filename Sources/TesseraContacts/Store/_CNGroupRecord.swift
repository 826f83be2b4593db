/// A group stored by a backend: its identifier, name, container and members.
struct _CNGroupRecord: Sendable {
    var identifier: String
    var name: String
    var container: String
    /// The identifiers of the member contacts.
    var members: Set<String>

    /// The properties a group card is read for (besides `UID` and the kind, always kept).
    static let filter = _VCardPropertyFilter(keeping: ["FN", "MEMBER", "X-ADDRESSBOOKSERVER-MEMBER"])

    /// The group of a group card; `fallbackIdentifier` names a card without `UID`.
    init(card: VCard, container: String, fallbackIdentifier: String) {
        let uid = card.first(named: "UID")?.text ?? ""
        identifier = uid.isEmpty ? fallbackIdentifier : uid
        name = card.first(named: "FN")?.text ?? ""
        self.container = container
        var members = Set<String>()
        for property in card.properties where property.name == "MEMBER" || property.name == "X-ADDRESSBOOKSERVER-MEMBER" {
            let uri = property.text
            // `urn:uuid:<UID>` names a contact by its UID; anything else is kept whole.
            members.insert(uri.lowercased().hasPrefix("urn:uuid:") ? String(uri.dropFirst(9)) : uri)
        }
        self.members = members
    }
}
