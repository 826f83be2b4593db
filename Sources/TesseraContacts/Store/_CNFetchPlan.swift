/// What a fetch needs from each card: the vCard properties behind its keys, its
/// predicate and its sort order.
///
/// A fetch of names for a list then parses the `N` and `FN` lines of each card and
/// checks the others without building them, and a photo whose presence alone is asked
/// for (``CNContactImageDataAvailableKey``) is neither copied nor decoded.
///
/// The contacts read this way hold only the fetched keys and no unmapped properties;
/// saving one merges it with the stored card, which is read in full, so nothing the fetch
/// left out is lost.
struct _CNFetchPlan: Sendable {
    /// The properties to build, or `nil` for complete contacts.
    let filter: _VCardPropertyFilter?
    /// Whether photo bytes are fetched; when not, a photo only marks the contact as
    /// having an image.
    let fetchesImageData: Bool

    /// Complete contacts: every property of every card.
    static let complete = _CNFetchPlan(filter: nil, fetchesImageData: true)

    private init(filter: _VCardPropertyFilter?, fetchesImageData: Bool) {
        self.filter = filter
        self.fetchesImageData = fetchesImageData
    }

    /// The plan for `keys`, evaluating `predicate` and sorting by `sortOrder`.
    init(keys: Set<String>, predicate: _CNPredicate?, sortOrder: CNContactSortOrder) {
        if _allContactKeys.isSubset(of: keys) {
            self = .complete
            return
        }
        var properties = Set<String>()
        for key in keys { properties.formUnion(Self.properties(of: key)) }
        if sortOrder != .none { properties.formUnion(Self.properties(of: CNContactGivenNameKey)) }
        switch predicate?.kind {
        case .name:
            for key in [
                CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
                CNContactNameSuffixKey, CNContactNicknameKey, CNContactOrganizationNameKey,
                CNContactPhoneticGivenNameKey, CNContactPhoneticFamilyNameKey,
            ] {
                properties.formUnion(Self.properties(of: key))
            }
        case .emailAddress: properties.formUnion(Self.properties(of: CNContactEmailAddressesKey))
        case .phoneNumber: properties.formUnion(Self.properties(of: CNContactPhoneNumbersKey))
        default: break
        }
        let fetchesImageData = keys.contains(CNContactImageDataKey) || keys.contains(CNContactThumbnailImageDataKey)
        var headOnly = Set<String>()
        if fetchesImageData {
            properties.insert("PHOTO")
        } else if keys.contains(CNContactImageDataAvailableKey) {
            headOnly.insert("PHOTO")
        }
        self.init(filter: _VCardPropertyFilter(keeping: properties, headOnly: headOnly), fetchesImageData: fetchesImageData)
    }

    /// The vCard properties `_VCardToContact` reads to fill `key`.
    static func properties(of key: String) -> Set<String> {
        // The labels of grouped properties (Apple's `item1.X-ABLabel`).
        let labeled: Set<String> = ["X-ABLABEL"]
        switch key {
        // A card without `N` takes its given name from `FN`, unless it is an organization.
        case CNContactGivenNameKey: return ["N", "FN", "ORG", "KIND", "X-ABSHOWAS"]
        case CNContactNamePrefixKey, CNContactMiddleNameKey, CNContactFamilyNameKey, CNContactNameSuffixKey: return ["N"]
        case CNContactTypeKey: return ["KIND", "X-ABSHOWAS"]
        case CNContactPreviousFamilyNameKey: return ["X-MAIDENNAME"]
        case CNContactNicknameKey: return ["NICKNAME"]
        case CNContactPhoneticGivenNameKey: return ["X-PHONETIC-FIRST-NAME"]
        case CNContactPhoneticMiddleNameKey: return ["X-PHONETIC-MIDDLE-NAME"]
        case CNContactPhoneticFamilyNameKey: return ["X-PHONETIC-LAST-NAME"]
        case CNContactPhoneticOrganizationNameKey: return ["X-PHONETIC-ORG"]
        case CNContactOrganizationNameKey, CNContactDepartmentNameKey: return ["ORG"]
        case CNContactJobTitleKey: return ["TITLE"]
        case CNContactNoteKey: return ["NOTE"]
        case CNContactBirthdayKey: return ["BDAY"]
        case CNContactDatesKey: return labeled.union(["ANNIVERSARY", "X-ABDATE"])
        case CNContactPhoneNumbersKey: return labeled.union(["TEL"])
        case CNContactEmailAddressesKey: return labeled.union(["EMAIL"])
        case CNContactPostalAddressesKey: return labeled.union(["ADR", "X-ABADR"])
        case CNContactUrlAddressesKey: return labeled.union(["URL"])
        case CNContactRelationsKey: return labeled.union(["X-ABRELATEDNAMES", "RELATED"])
        case CNContactSocialProfilesKey: return labeled.union(["X-SOCIALPROFILE"])
        case CNContactInstantMessageAddressesKey:
            return labeled.union(["IMPP"]).union(_VCardToContact.imProperties.keys)
        case CNContactImageDataKey, CNContactThumbnailImageDataKey: return ["PHOTO"]
        default: return []
        }
    }

    /// Fills `storage`, a new storage with an empty identifier, from a card read with
    /// this plan; in place, as a storage is a large value.
    func fill(_ storage: inout CNContact._Storage, from card: VCard) {
        _VCardToContact.fill(&storage, from: card, readingImage: fetchesImageData)
        if filter != nil { storage.unmappedProperties = [] }
    }
}
