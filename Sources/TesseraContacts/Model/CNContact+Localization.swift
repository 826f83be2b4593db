extension CNContact {
    /// The display name of a property key: "First name" for ``CNContactGivenNameKey``.
    ///
    /// Tessera has English names only; an unknown key is returned unchanged.
    ///
    /// - Parameter key: A key such as ``CNContactGivenNameKey``.
    /// - Returns: The English display name.
    public class func localizedString(forKey key: String) -> String {
        switch key {
        case CNContactIdentifierKey: "Identifier"
        case CNContactTypeKey: "Contact type"
        case CNContactNamePrefixKey: "Prefix"
        case CNContactGivenNameKey: "First name"
        case CNContactMiddleNameKey: "Middle name"
        case CNContactFamilyNameKey: "Last name"
        case CNContactPreviousFamilyNameKey: "Maiden name"
        case CNContactNameSuffixKey: "Suffix"
        case CNContactNicknameKey: "Nickname"
        case CNContactPhoneticGivenNameKey: "Phonetic first name"
        case CNContactPhoneticMiddleNameKey: "Phonetic middle name"
        case CNContactPhoneticFamilyNameKey: "Phonetic last name"
        case CNContactPhoneticOrganizationNameKey: "Phonetic company name"
        case CNContactOrganizationNameKey: "Company"
        case CNContactDepartmentNameKey: "Department"
        case CNContactJobTitleKey: "Job title"
        case CNContactPhoneNumbersKey: "Phone"
        case CNContactEmailAddressesKey: "Email"
        case CNContactPostalAddressesKey: "Address"
        case CNContactUrlAddressesKey: "URL"
        case CNContactRelationsKey: "Related name"
        case CNContactSocialProfilesKey: "Social profile"
        case CNContactInstantMessageAddressesKey: "Instant message"
        case CNContactBirthdayKey: "Birthday"
        case CNContactDatesKey: "Date"
        case CNContactNoteKey: "Note"
        case CNContactImageDataKey, CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey: "Photo"
        default: key
        }
    }
}
