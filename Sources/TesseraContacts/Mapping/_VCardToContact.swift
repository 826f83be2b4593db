import Foundation

/// The mapping of a vCard's properties to a contact's storage.
enum _VCardToContact {
    private static let consumed: Set<String> = [
        "N", "FN", "NICKNAME", "ORG", "TITLE", "NOTE", "BDAY", "ANNIVERSARY", "TEL", "EMAIL", "ADR", "URL",
        "UID", "KIND", "X-ABSHOWAS", "X-ABDATE", "X-MAIDENNAME", "X-PHONETIC-FIRST-NAME",
        "X-PHONETIC-MIDDLE-NAME", "X-PHONETIC-LAST-NAME", "X-PHONETIC-ORG", "PRODID", "X-ABRELATEDNAMES",
        "X-SOCIALPROFILE", "IMPP",
    ]

    /// The older one-property-per-service instant messaging properties.
    static let imProperties: [String: String] = [
        "X-AIM": CNInstantMessageServiceAIM, "X-JABBER": CNInstantMessageServiceJabber,
        "X-MSN": CNInstantMessageServiceMSN, "X-YAHOO": CNInstantMessageServiceYahoo,
        "X-ICQ": CNInstantMessageServiceICQ, "X-SKYPE": CNInstantMessageServiceSkype,
        "X-SKYPE-USERNAME": CNInstantMessageServiceSkype, "X-QQ": CNInstantMessageServiceQQ,
        "X-GOOGLE-TALK": CNInstantMessageServiceGoogleTalk, "X-GTALK": CNInstantMessageServiceGoogleTalk,
        "X-GADUGADU": CNInstantMessageServiceGaduGadu,
    ]

    /// IMPP URI schemes and the services they stand for.
    static let imSchemes: [String: String] = [
        "aim": CNInstantMessageServiceAIM, "xmpp": CNInstantMessageServiceJabber,
        "msnim": CNInstantMessageServiceMSN, "ymsgr": CNInstantMessageServiceYahoo,
        "icq": CNInstantMessageServiceICQ, "skype": CNInstantMessageServiceSkype,
        "qq": CNInstantMessageServiceQQ, "gtalk": CNInstantMessageServiceGoogleTalk,
        "gg": CNInstantMessageServiceGaduGadu,
    ]

    static let socialServices: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            CNSocialProfileServiceTwitter, CNSocialProfileServiceFacebook, CNSocialProfileServiceLinkedIn,
            CNSocialProfileServiceFlickr, CNSocialProfileServiceMySpace, CNSocialProfileServiceSinaWeibo,
            CNSocialProfileServiceTencentWeibo, CNSocialProfileServiceYelp, CNSocialProfileServiceGameCenter,
        ].map { ($0.uppercased(), $0) })

    /// The storage of `card`; with `readingImage` false, a photo only marks the contact
    /// as having an image (``CNContact/_Image/notFetched``) and is not kept.
    static func storage(from card: VCard, readingImage: Bool = true) -> CNContact._Storage {
        // The identifier is made only for a card without a UID.
        var storage = CNContact._Storage(identifier: "")
        // Filled in place and returned without a copy of the large value.
        fill(&storage, from: card, readingImage: readingImage)
        return storage
    }

    /// Fills `s`, a new storage with an empty identifier, from `card` (see
    /// `storage(from:readingImage:)`); for callers that build a storage in place.
    static func fill(_ s: inout CNContact._Storage, from card: VCard, readingImage: Bool) {
        // Apple's X-ABLabel / X-ABADR name the property of the same group.
        var groupLabels: [String: String] = [:]
        var groupCountries: [String: String] = [:]
        for p in card.properties {
            guard let group = p.group?.lowercased() else { continue }
            if p.name == "X-ABLABEL" { groupLabels[group] = p.text }
            if p.name == "X-ABADR" { groupCountries[group] = p.text }
        }
        var usedGroups = Set<String>()
        func label(_ p: VCardProperty, _ kind: _VCardLabels.Kind) -> String? {
            if let group = p.group?.lowercased(), let custom = groupLabels[group] {
                usedGroups.insert(group)
                return custom
            }
            return _VCardLabels.label(forTypes: p.types, kind: kind)
        }
        var formattedName: String?
        var hasName = false
        var photo: VCardProperty?
        var unmapped: [VCardProperty] = []

        for p in card.properties {
            // Cases are tried in order: the properties of every card first.
            switch p.name {
            case "UID":
                let uid = p.text
                if !uid.isEmpty { s.identifier = uid }
            case "N":
                let c = p.components
                func at(_ i: Int) -> String { i < c.count ? c[i] : "" }
                s.familyName = at(0)
                s.givenName = at(1)
                s.middleName = at(2)
                s.namePrefix = at(3)
                s.nameSuffix = at(4)
                hasName = c.contains { !$0.isEmpty }
            case "FN": formattedName = p.text
            case "NICKNAME": s.nickname = p.text
            case "ORG":
                let c = p.components
                s.organizationName = c.first ?? ""
                s.departmentName = c.dropFirst().filter { !$0.isEmpty }.joined(separator: ", ")
            case "TITLE": s.jobTitle = p.text
            case "NOTE": s.note = s.note.isEmpty ? p.text : s.note + "\n" + p.text
            case "BDAY":
                if let date = _VCardDate.components(from: p) { s.birthday = date } else { unmapped.append(p) }
            case "ANNIVERSARY", "X-ABDATE":
                if let date = _VCardDate.components(from: p) {
                    let l = p.name == "ANNIVERSARY" ? CNLabelDateAnniversary : label(p, .date)
                    s.dates.append(CNLabeledValue(label: l, value: nsDateComponents(date)))
                } else {
                    unmapped.append(p)
                }
            case "TEL":
                var number = p.text
                if number.lowercased().hasPrefix("tel:") { number = String(number.dropFirst(4)) }
                s.phoneNumbers.append(CNLabeledValue(label: label(p, .phone), value: CNPhoneNumber(stringValue: number)))
            case "EMAIL":
                var address = p.text
                if address.lowercased().hasPrefix("mailto:") { address = String(address.dropFirst(7)) }
                s.emailAddresses.append(CNLabeledValue(label: label(p, .email), value: NSString(string: address)))
            case "URL":
                s.urlAddresses.append(CNLabeledValue(label: label(p, .url), value: NSString(string: p.text)))
            case "ADR":
                let c = p.components
                func at(_ i: Int) -> String { i < c.count ? c[i] : "" }
                let address = CNMutablePostalAddress()
                address.street = [at(0), at(1), at(2)].filter { !$0.isEmpty }.joined(separator: "\n")
                address.city = at(3)
                address.state = at(4)
                address.postalCode = at(5)
                address.country = at(6)
                if let group = p.group?.lowercased(), let iso = groupCountries[group] {
                    address.isoCountryCode = iso
                    usedGroups.insert(group)
                }
                let value = address.copy() as! CNPostalAddress
                s.postalAddresses.append(CNLabeledValue(label: label(p, .address), value: value))
            case "X-ABRELATEDNAMES":
                s.contactRelations.append(CNLabeledValue(label: label(p, .relation), value: CNContactRelation(name: p.text)))
            case "RELATED":
                let text = p.text
                let isText = p.parameterValues("VALUE").contains { $0.lowercased() == "text" } || !text.contains(":")
                if isText {
                    s.contactRelations.append(CNLabeledValue(label: label(p, .relation), value: CNContactRelation(name: text)))
                } else {
                    unmapped.append(p)
                }
            case "X-SOCIALPROFILE":
                let type = p.parameterValues("TYPE").first { $0.uppercased() != "PREF" } ?? ""
                let service = socialServices[type.uppercased()] ?? type
                let profile = CNSocialProfile(
                    urlString: p.text, username: p.parameterValues("X-USER").first,
                    userIdentifier: p.parameterValues("X-USERID").first, service: service)
                s.socialProfiles.append(CNLabeledValue(label: label(p, .social), value: profile))
            case "IMPP":
                let text = p.text
                var username = text
                var service = p.parameterValues("X-SERVICE-TYPE").first
                if let colon = text.firstIndex(of: ":") {
                    let scheme = text[..<colon].lowercased()
                    username = String(text[text.index(after: colon)...])
                    if service == nil { service = imSchemes[scheme] ?? (scheme == "x-apple" ? nil : scheme) }
                }
                let address = CNInstantMessageAddress(username: username, service: service ?? "")
                s.instantMessageAddresses.append(CNLabeledValue(label: label(p, .instantMessage), value: address))
            case "PHOTO":
                if photo == nil, p.isBase64Encoded || p.dataURI != nil {
                    photo = p
                } else {
                    unmapped.append(p)
                }
            case "KIND":
                if p.text.lowercased() == "org" { s.contactType = .organization }
            case "X-ABSHOWAS":
                if p.text.uppercased() == "COMPANY" { s.contactType = .organization }
            case "X-MAIDENNAME": s.previousFamilyName = p.text
            case "X-PHONETIC-FIRST-NAME": s.phoneticGivenName = p.text
            case "X-PHONETIC-MIDDLE-NAME": s.phoneticMiddleName = p.text
            case "X-PHONETIC-LAST-NAME": s.phoneticFamilyName = p.text
            case "X-PHONETIC-ORG": s.phoneticOrganizationName = p.text
            case _ where imProperties[p.name] != nil:
                let address = CNInstantMessageAddress(username: p.text, service: imProperties[p.name]!)
                s.instantMessageAddresses.append(CNLabeledValue(label: label(p, .instantMessage), value: address))
            default:
                unmapped.append(p)
            }
        }
        if !hasName, let formattedName, !formattedName.isEmpty,
            s.contactType == .person, formattedName != s.organizationName
        {
            s.givenName = formattedName
        }
        if let photo {
            // Base64 stays text until `imageData` is read.
            if photo.isBase64Encoded {
                s.image = readingImage ? CNContact._Image(base64: photo.value) : .notFetched
            } else if let uri = photo.dataURI, uri.isBase64 {
                s.image = readingImage ? CNContact._Image(base64: String(uri.payload)) : .notFetched
            } else if let data = photo.binaryData {
                s.image = readingImage ? CNContact._Image(data: data) : .notFetched
            }
        }
        if s.identifier.isEmpty { s.identifier = _CNIdentifier.make() }
        s.unmappedProperties = unmapped.filter { p in
            guard p.name == "X-ABLABEL" || p.name == "X-ABADR", let group = p.group?.lowercased() else {
                return !consumed.contains(p.name) && imProperties[p.name] == nil
            }
            return !usedGroups.contains(group)
        }
    }

    static func nsDateComponents(_ date: DateComponents) -> NSDateComponents {
        let result = NSDateComponents()
        if let year = date.year { result.year = year }
        if let month = date.month { result.month = month }
        if let day = date.day { result.day = day }
        return result
    }
}
