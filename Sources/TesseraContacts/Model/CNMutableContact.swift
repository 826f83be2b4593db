import Foundation

/// A contact you can change: make one with `CNMutableContact()` or `mutableCopy()`.
///
/// Setting a property also makes its key available, so a partially fetched contact can
/// be completed before it is saved. A mutable contact is not meant to be shared between
/// threads while it is being changed.
open class CNMutableContact: CNContact, @unchecked Sendable {
    /// Creates an empty contact with a new identifier.
    public override init() {
        super.init()
    }

    override init(_storage: _Storage) {
        super.init(_storage: _storage)
    }

    /// Whether the contact is a person or an organization.
    public override var contactType: CNContactType {
        get { super.contactType }
        set { _storage.contactType = newValue; _markAvailable(CNContactTypeKey) }
    }
    /// The name prefix, such as "Dr.".
    public override var namePrefix: String {
        get { super.namePrefix }
        set { _storage.namePrefix = newValue; _markAvailable(CNContactNamePrefixKey) }
    }
    /// The given (first) name.
    public override var givenName: String {
        get { super.givenName }
        set { _storage.givenName = newValue; _markAvailable(CNContactGivenNameKey) }
    }
    /// The middle name.
    public override var middleName: String {
        get { super.middleName }
        set { _storage.middleName = newValue; _markAvailable(CNContactMiddleNameKey) }
    }
    /// The family (last) name.
    public override var familyName: String {
        get { super.familyName }
        set { _storage.familyName = newValue; _markAvailable(CNContactFamilyNameKey) }
    }
    /// The previous family name, such as a maiden name.
    public override var previousFamilyName: String {
        get { super.previousFamilyName }
        set { _storage.previousFamilyName = newValue; _markAvailable(CNContactPreviousFamilyNameKey) }
    }
    /// The name suffix, such as "Jr.".
    public override var nameSuffix: String {
        get { super.nameSuffix }
        set { _storage.nameSuffix = newValue; _markAvailable(CNContactNameSuffixKey) }
    }
    /// The nickname.
    public override var nickname: String {
        get { super.nickname }
        set { _storage.nickname = newValue; _markAvailable(CNContactNicknameKey) }
    }
    /// The given name as pronounced.
    public override var phoneticGivenName: String {
        get { super.phoneticGivenName }
        set { _storage.phoneticGivenName = newValue; _markAvailable(CNContactPhoneticGivenNameKey) }
    }
    /// The middle name as pronounced.
    public override var phoneticMiddleName: String {
        get { super.phoneticMiddleName }
        set { _storage.phoneticMiddleName = newValue; _markAvailable(CNContactPhoneticMiddleNameKey) }
    }
    /// The family name as pronounced.
    public override var phoneticFamilyName: String {
        get { super.phoneticFamilyName }
        set { _storage.phoneticFamilyName = newValue; _markAvailable(CNContactPhoneticFamilyNameKey) }
    }
    /// The organization name as pronounced.
    public override var phoneticOrganizationName: String {
        get { super.phoneticOrganizationName }
        set { _storage.phoneticOrganizationName = newValue; _markAvailable(CNContactPhoneticOrganizationNameKey) }
    }
    /// The organization (company) name.
    public override var organizationName: String {
        get { super.organizationName }
        set { _storage.organizationName = newValue; _markAvailable(CNContactOrganizationNameKey) }
    }
    /// The department within the organization.
    public override var departmentName: String {
        get { super.departmentName }
        set { _storage.departmentName = newValue; _markAvailable(CNContactDepartmentNameKey) }
    }
    /// The job title.
    public override var jobTitle: String {
        get { super.jobTitle }
        set { _storage.jobTitle = newValue; _markAvailable(CNContactJobTitleKey) }
    }
    /// The phone numbers with their labels.
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers }
        set { _storage.phoneNumbers = newValue; _markAvailable(CNContactPhoneNumbersKey) }
    }
    /// The email addresses with their labels.
    public override var emailAddresses: [CNLabeledValue<NSString>] {
        get { super.emailAddresses }
        set { _storage.emailAddresses = newValue; _markAvailable(CNContactEmailAddressesKey) }
    }
    /// The postal addresses with their labels.
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { super.postalAddresses }
        set { _storage.postalAddresses = newValue; _markAvailable(CNContactPostalAddressesKey) }
    }
    /// The URLs with their labels.
    public override var urlAddresses: [CNLabeledValue<NSString>] {
        get { super.urlAddresses }
        set { _storage.urlAddresses = newValue; _markAvailable(CNContactUrlAddressesKey) }
    }
    /// The related people, labeled with their relationship.
    public override var contactRelations: [CNLabeledValue<CNContactRelation>] {
        get { super.contactRelations }
        set { _storage.contactRelations = newValue; _markAvailable(CNContactRelationsKey) }
    }

    /// The social network profiles.
    public override var socialProfiles: [CNLabeledValue<CNSocialProfile>] {
        get { super.socialProfiles }
        set { _storage.socialProfiles = newValue; _markAvailable(CNContactSocialProfilesKey) }
    }

    /// The instant messaging addresses.
    public override var instantMessageAddresses: [CNLabeledValue<CNInstantMessageAddress>] {
        get { super.instantMessageAddresses }
        set { _storage.instantMessageAddresses = newValue; _markAvailable(CNContactInstantMessageAddressesKey) }
    }

    /// The Gregorian birthday; `year` is `nil` when the year is not known.
    public override var birthday: DateComponents? {
        get { super.birthday }
        set { _storage.birthday = newValue; _markAvailable(CNContactBirthdayKey) }
    }
    /// Other dates, such as anniversaries, with their labels.
    public override var dates: [CNLabeledValue<NSDateComponents>] {
        get { super.dates }
        set { _storage.dates = newValue; _markAvailable(CNContactDatesKey) }
    }
    /// The note.
    public override var note: String {
        get { super.note }
        set { _storage.note = newValue; _markAvailable(CNContactNoteKey) }
    }
    /// The profile image as stored (JPEG or PNG bytes, not decoded).
    public override var imageData: Data? {
        get { super.imageData }
        set { _storage.imageData = newValue; _markAvailable(CNContactImageDataKey); _markAvailable(CNContactImageDataAvailableKey) }
    }
    func _markAvailable(_ key: String) {
        _storage.fetchedKeys?.insert(key)
    }
}
