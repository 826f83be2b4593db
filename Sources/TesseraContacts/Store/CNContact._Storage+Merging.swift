extension CNContact._Storage {
    /// This stored contact with the values of `update` for every key `update` has;
    /// used to save a partially fetched contact without losing what it did not fetch.
    func merging(_ update: CNContact._Storage) -> CNContact._Storage {
        guard let keys = update.fetchedKeys else {
            var merged = update
            merged.fetchedKeys = nil
            return merged
        }
        var m = self
        for key in keys {
            switch key {
            case CNContactTypeKey: m.contactType = update.contactType
            case CNContactNamePrefixKey: m.namePrefix = update.namePrefix
            case CNContactGivenNameKey: m.givenName = update.givenName
            case CNContactMiddleNameKey: m.middleName = update.middleName
            case CNContactFamilyNameKey: m.familyName = update.familyName
            case CNContactPreviousFamilyNameKey: m.previousFamilyName = update.previousFamilyName
            case CNContactNameSuffixKey: m.nameSuffix = update.nameSuffix
            case CNContactNicknameKey: m.nickname = update.nickname
            case CNContactPhoneticGivenNameKey: m.phoneticGivenName = update.phoneticGivenName
            case CNContactPhoneticMiddleNameKey: m.phoneticMiddleName = update.phoneticMiddleName
            case CNContactPhoneticFamilyNameKey: m.phoneticFamilyName = update.phoneticFamilyName
            case CNContactPhoneticOrganizationNameKey: m.phoneticOrganizationName = update.phoneticOrganizationName
            case CNContactOrganizationNameKey: m.organizationName = update.organizationName
            case CNContactDepartmentNameKey: m.departmentName = update.departmentName
            case CNContactJobTitleKey: m.jobTitle = update.jobTitle
            case CNContactPhoneNumbersKey: m.phoneNumbers = update.phoneNumbers
            case CNContactEmailAddressesKey: m.emailAddresses = update.emailAddresses
            case CNContactPostalAddressesKey: m.postalAddresses = update.postalAddresses
            case CNContactUrlAddressesKey: m.urlAddresses = update.urlAddresses
            case CNContactRelationsKey: m.contactRelations = update.contactRelations
            case CNContactSocialProfilesKey: m.socialProfiles = update.socialProfiles
            case CNContactInstantMessageAddressesKey: m.instantMessageAddresses = update.instantMessageAddresses
            case CNContactBirthdayKey: m.birthday = update.birthday
            case CNContactDatesKey: m.dates = update.dates
            case CNContactNoteKey: m.note = update.note
            case CNContactImageDataKey:
                m.image = update.image
            default: continue
            }
        }
        m.fetchedKeys = nil
        return m
    }
}
