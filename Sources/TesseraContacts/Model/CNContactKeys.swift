// Keys that name the properties of `CNContact`; pass them as `keysToFetch` and to
// `CNContact.isKeyAvailable(_:)`. The values are the property names, as on Apple platforms.

/// The key of ``CNContact/identifier``.
public let CNContactIdentifierKey = "identifier"
/// The key of ``CNContact/contactType``.
public let CNContactTypeKey = "contactType"
/// The key of ``CNContact/namePrefix``.
public let CNContactNamePrefixKey = "namePrefix"
/// The key of ``CNContact/givenName``.
public let CNContactGivenNameKey = "givenName"
/// The key of ``CNContact/middleName``.
public let CNContactMiddleNameKey = "middleName"
/// The key of ``CNContact/familyName``.
public let CNContactFamilyNameKey = "familyName"
/// The key of ``CNContact/previousFamilyName``.
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
/// The key of ``CNContact/nameSuffix``.
public let CNContactNameSuffixKey = "nameSuffix"
/// The key of ``CNContact/nickname``.
public let CNContactNicknameKey = "nickname"
/// The key of ``CNContact/phoneticGivenName``.
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
/// The key of ``CNContact/phoneticMiddleName``.
public let CNContactPhoneticMiddleNameKey = "phoneticMiddleName"
/// The key of ``CNContact/phoneticFamilyName``.
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
/// The key of ``CNContact/phoneticOrganizationName``.
public let CNContactPhoneticOrganizationNameKey = "phoneticOrganizationName"
/// The key of ``CNContact/organizationName``.
public let CNContactOrganizationNameKey = "organizationName"
/// The key of ``CNContact/departmentName``.
public let CNContactDepartmentNameKey = "departmentName"
/// The key of ``CNContact/jobTitle``.
public let CNContactJobTitleKey = "jobTitle"
/// The key of ``CNContact/phoneNumbers``.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The key of ``CNContact/emailAddresses``.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The key of ``CNContact/postalAddresses``.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The key of ``CNContact/urlAddresses``.
public let CNContactUrlAddressesKey = "urlAddresses"
/// The key of ``CNContact/contactRelations``.
public let CNContactRelationsKey = "contactRelations"
/// The key of ``CNContact/socialProfiles``.
public let CNContactSocialProfilesKey = "socialProfiles"
/// The key of ``CNContact/instantMessageAddresses``.
public let CNContactInstantMessageAddressesKey = "instantMessageAddresses"
/// The key of ``CNContact/birthday``.
public let CNContactBirthdayKey = "birthday"
/// The key of ``CNContact/dates``.
public let CNContactDatesKey = "dates"
/// The key of ``CNContact/note``.
public let CNContactNoteKey = "note"
/// The key of ``CNContact/imageData``.
public let CNContactImageDataKey = "imageData"
/// The key of ``CNContact/thumbnailImageData``.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// The key of ``CNContact/imageDataAvailable``.
public let CNContactImageDataAvailableKey = "imageDataAvailable"

/// Every property key of `CNContact` except the identifier, which is always available.
let _allContactKeys: Set<String> = [
    CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
    CNContactFamilyNameKey, CNContactPreviousFamilyNameKey, CNContactNameSuffixKey, CNContactNicknameKey,
    CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey,
    CNContactPhoneticOrganizationNameKey, CNContactOrganizationNameKey, CNContactDepartmentNameKey,
    CNContactJobTitleKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey, CNContactPostalAddressesKey,
    CNContactUrlAddressesKey, CNContactRelationsKey, CNContactSocialProfilesKey, CNContactInstantMessageAddressesKey,
    CNContactBirthdayKey, CNContactDatesKey, CNContactNoteKey, CNContactImageDataKey,
    CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey,
]
