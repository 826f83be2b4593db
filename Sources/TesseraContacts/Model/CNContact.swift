import Foundation

/// An immutable contact: names, phone numbers, addresses and the like.
///
/// `CNContact` is a class with value semantics, as on Apple platforms: it never changes,
/// so it is `Sendable` and safe to share between threads. To change a contact, make a
/// `CNMutableContact` with `mutableCopy()`, change it and save it with a `CNSaveRequest`.
///
/// A contact fetched with only some keys (`keysToFetch`) knows which properties it has.
/// Reading any other property is a programmer error: Apple raises
/// `CNPropertyNotFetchedException` ("A property was not requested when contact was
/// fetched."). Tessera raises the same failure through the replaceable failure hook
/// (`CNFailureHook`), which stops the process unless a test installed a handler. Check
/// first with ``isKeyAvailable(_:)`` when in doubt.
///
///     let contact = CNMutableContact()
///     contact.givenName = "John"
///     contact.familyName = "Appleseed"
///     CNContactFormatter.string(from: contact, style: .fullName)   // "John Appleseed"
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Never changed after init in a CNContact; only CNMutableContact writes it.
    var _storage: _Storage

    /// Creates an empty contact with a new identifier and every key available.
    public override init() {
        _storage = _Storage()
        super.init()
    }

    init(_storage: _Storage) {
        self._storage = _storage
        super.init()
    }

    /// The contact's unique identifier; always available.
    ///
    /// A contact read from a vCard takes its identifier from the card's `UID`.
    public var identifier: String { _storage.identifier }

    /// Whether the contact is a person or an organization.
    ///
    /// Reading it when ``CNContactTypeKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var contactType: CNContactType {
        guard _isAvailable(CNContactTypeKey) else { return .person }
        return _storage.contactType
    }

    /// The name prefix, such as "Dr.".
    ///
    /// Reading it when ``CNContactNamePrefixKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var namePrefix: String {
        guard _isAvailable(CNContactNamePrefixKey) else { return "" }
        return _storage.namePrefix
    }

    /// The given (first) name.
    ///
    /// Reading it when ``CNContactGivenNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var givenName: String {
        guard _isAvailable(CNContactGivenNameKey) else { return "" }
        return _storage.givenName
    }

    /// The middle name.
    ///
    /// Reading it when ``CNContactMiddleNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var middleName: String {
        guard _isAvailable(CNContactMiddleNameKey) else { return "" }
        return _storage.middleName
    }

    /// The family (last) name.
    ///
    /// Reading it when ``CNContactFamilyNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var familyName: String {
        guard _isAvailable(CNContactFamilyNameKey) else { return "" }
        return _storage.familyName
    }

    /// The previous family name, such as a maiden name.
    ///
    /// Reading it when ``CNContactPreviousFamilyNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var previousFamilyName: String {
        guard _isAvailable(CNContactPreviousFamilyNameKey) else { return "" }
        return _storage.previousFamilyName
    }

    /// The name suffix, such as "Jr.".
    ///
    /// Reading it when ``CNContactNameSuffixKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var nameSuffix: String {
        guard _isAvailable(CNContactNameSuffixKey) else { return "" }
        return _storage.nameSuffix
    }

    /// The nickname.
    ///
    /// Reading it when ``CNContactNicknameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var nickname: String {
        guard _isAvailable(CNContactNicknameKey) else { return "" }
        return _storage.nickname
    }

    /// The given name as pronounced.
    ///
    /// Reading it when ``CNContactPhoneticGivenNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var phoneticGivenName: String {
        guard _isAvailable(CNContactPhoneticGivenNameKey) else { return "" }
        return _storage.phoneticGivenName
    }

    /// The middle name as pronounced.
    ///
    /// Reading it when ``CNContactPhoneticMiddleNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var phoneticMiddleName: String {
        guard _isAvailable(CNContactPhoneticMiddleNameKey) else { return "" }
        return _storage.phoneticMiddleName
    }

    /// The family name as pronounced.
    ///
    /// Reading it when ``CNContactPhoneticFamilyNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var phoneticFamilyName: String {
        guard _isAvailable(CNContactPhoneticFamilyNameKey) else { return "" }
        return _storage.phoneticFamilyName
    }

    /// The organization name as pronounced.
    ///
    /// Reading it when ``CNContactPhoneticOrganizationNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var phoneticOrganizationName: String {
        guard _isAvailable(CNContactPhoneticOrganizationNameKey) else { return "" }
        return _storage.phoneticOrganizationName
    }

    /// The organization (company) name.
    ///
    /// Reading it when ``CNContactOrganizationNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var organizationName: String {
        guard _isAvailable(CNContactOrganizationNameKey) else { return "" }
        return _storage.organizationName
    }

    /// The department within the organization.
    ///
    /// Reading it when ``CNContactDepartmentNameKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var departmentName: String {
        guard _isAvailable(CNContactDepartmentNameKey) else { return "" }
        return _storage.departmentName
    }

    /// The job title.
    ///
    /// Reading it when ``CNContactJobTitleKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var jobTitle: String {
        guard _isAvailable(CNContactJobTitleKey) else { return "" }
        return _storage.jobTitle
    }

    /// The phone numbers with their labels.
    ///
    /// Reading it when ``CNContactPhoneNumbersKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        guard _isAvailable(CNContactPhoneNumbersKey) else { return [] }
        return _storage.phoneNumbers
    }

    /// The email addresses with their labels.
    ///
    /// Reading it when ``CNContactEmailAddressesKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var emailAddresses: [CNLabeledValue<NSString>] {
        guard _isAvailable(CNContactEmailAddressesKey) else { return [] }
        return _storage.emailAddresses
    }

    /// The postal addresses with their labels.
    ///
    /// Reading it when ``CNContactPostalAddressesKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        guard _isAvailable(CNContactPostalAddressesKey) else { return [] }
        return _storage.postalAddresses
    }

    /// The URLs with their labels.
    ///
    /// Reading it when ``CNContactUrlAddressesKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var urlAddresses: [CNLabeledValue<NSString>] {
        guard _isAvailable(CNContactUrlAddressesKey) else { return [] }
        return _storage.urlAddresses
    }

    /// The related people, labeled with their relationship.
    ///
    /// Reading it when ``CNContactRelationsKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var contactRelations: [CNLabeledValue<CNContactRelation>] {
        guard _isAvailable(CNContactRelationsKey) else { return [] }
        return _storage.contactRelations
    }

    /// The social network profiles.
    ///
    /// Reading it when ``CNContactSocialProfilesKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var socialProfiles: [CNLabeledValue<CNSocialProfile>] {
        guard _isAvailable(CNContactSocialProfilesKey) else { return [] }
        return _storage.socialProfiles
    }

    /// The instant messaging addresses.
    ///
    /// Reading it when ``CNContactInstantMessageAddressesKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var instantMessageAddresses: [CNLabeledValue<CNInstantMessageAddress>] {
        guard _isAvailable(CNContactInstantMessageAddressesKey) else { return [] }
        return _storage.instantMessageAddresses
    }

    /// The Gregorian birthday; `year` is `nil` when the year is not known.
    ///
    /// Reading it when ``CNContactBirthdayKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var birthday: DateComponents? {
        guard _isAvailable(CNContactBirthdayKey) else { return nil }
        return _storage.birthday
    }

    /// Other dates, such as anniversaries, with their labels.
    ///
    /// Reading it when ``CNContactDatesKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var dates: [CNLabeledValue<NSDateComponents>] {
        guard _isAvailable(CNContactDatesKey) else { return [] }
        return _storage.dates
    }

    /// The note.
    ///
    /// Reading it when ``CNContactNoteKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var note: String {
        guard _isAvailable(CNContactNoteKey) else { return "" }
        return _storage.note
    }

    /// The profile image as stored (JPEG or PNG bytes; the image itself is not decoded).
    ///
    /// A photo read from a vCard stays base64 text until this property is first read.
    ///
    /// - Complexity: O(*n*) in the photo's size on the first read, O(1) afterwards.
    ///
    /// Reading it when ``CNContactImageDataKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var imageData: Data? {
        guard _isAvailable(CNContactImageDataKey) else { return nil }
        return _storage.imageData
    }

    /// The thumbnail of the profile picture, derived from ``imageData`` as on iOS: the
    /// upright centre square, scaled down to at most 320 × 320 pixels, as JPEG data.
    ///
    /// It is derived when first read and kept, so a fetch never decodes photos; a photo
    /// that is not a PNG or JPEG that decodes has no thumbnail (`nil`).
    ///
    /// Reading it when ``CNContactThumbnailImageDataKey`` was not fetched raises `CNPropertyNotFetchedException`.
    public var thumbnailImageData: Data? {
        guard _isAvailable(CNContactThumbnailImageDataKey) else { return nil }
        return _storage.thumbnailImageData
    }

    /// Whether the contact has a profile image.
    ///
    /// Reading it when ``CNContactImageDataAvailableKey`` was not fetched raises
    /// `CNPropertyNotFetchedException`.
    public var imageDataAvailable: Bool {
        guard _isAvailable(CNContactImageDataAvailableKey) else { return false }
        return _storage.image != nil
    }

    /// Whether the value of `key` was fetched and may be read.
    ///
    /// - Parameter key: A key such as ``CNContactGivenNameKey``.
    /// - Returns: `true` when the property can be read.
    public func isKeyAvailable(_ key: String) -> Bool {
        guard key != CNContactIdentifierKey, let fetched = _storage.fetchedKeys else { return true }
        if key == CNContactImageDataAvailableKey {
            return fetched.contains(key) || fetched.contains(CNContactImageDataKey)
        }
        return fetched.contains(key)
    }

    /// Whether every key of every descriptor was fetched.
    ///
    /// - Parameter keyDescriptors: Keys or descriptors such as the formatter's.
    /// - Returns: `true` when all of them can be read.
    public func areKeysAvailable(_ keyDescriptors: [CNKeyDescriptor]) -> Bool {
        keyDescriptors.allSatisfy { $0._contactKeys.allSatisfy(isKeyAvailable) }
    }

    func _isAvailable(_ key: String) -> Bool {
        if isKeyAvailable(key) { return true }
        _cnRaise("CNPropertyNotFetchedException", _propertyNotFetchedReason)
        return false
    }

    /// A copy limited to `keys`, as a store returns it for a fetch.
    func _restricted(to keys: Set<String>?) -> CNContact {
        var storage = _storage
        if let keys {
            storage.fetchedKeys = storage.fetchedKeys.map { $0.intersection(keys) } ?? keys
        }
        return CNContact(_storage: storage)
    }

    /// An immutable copy.
    public func copy(with zone: NSZone? = nil) -> Any {
        CNContact(_storage: _storage)
    }

    /// A `CNMutableContact` with the same values and the same fetched keys.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        CNMutableContact(_storage: _storage)
    }

    /// As Apple prints a contact: the identifier and the main properties, with
    /// `(not fetched)` for those that were not fetched.
    open override var description: String {
        func field(_ name: String, _ key: String, _ value: @autoclosure () -> String) -> String {
            "\(name)=\(isKeyAvailable(key) ? value() : "(not fetched)")"
        }
        let s = _storage
        let fields = [
            "identifier=\(identifier)",
            field("givenName", CNContactGivenNameKey, s.givenName),
            field("familyName", CNContactFamilyNameKey, s.familyName),
            field("organizationName", CNContactOrganizationNameKey, s.organizationName),
            field("phoneNumbers", CNContactPhoneNumbersKey, "(\(s.phoneNumbers.map { $0.value.stringValue }.joined(separator: ", ")))"),
            field("emailAddresses", CNContactEmailAddressesKey, "(\(s.emailAddresses.map { String(describing: $0.value) }.joined(separator: ", ")))"),
            field("postalAddresses", CNContactPostalAddressesKey, "(\(s.postalAddresses.count) addresses)"),
        ]
        return "<\(type(of: self)): \(fields.joined(separator: ", "))>"
    }
}
