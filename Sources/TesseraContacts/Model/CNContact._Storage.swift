import Foundation

extension CNContact {
    /// The values of a contact, shared by `CNContact` and `CNMutableContact`.
    struct _Storage {
        var identifier: String
        var contactType = CNContactType.person
        var namePrefix = ""
        var givenName = ""
        var middleName = ""
        var familyName = ""
        var previousFamilyName = ""
        var nameSuffix = ""
        var nickname = ""
        var phoneticGivenName = ""
        var phoneticMiddleName = ""
        var phoneticFamilyName = ""
        var phoneticOrganizationName = ""
        var organizationName = ""
        var departmentName = ""
        var jobTitle = ""
        var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
        var emailAddresses: [CNLabeledValue<NSString>] = []
        var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
        var urlAddresses: [CNLabeledValue<NSString>] = []
        var contactRelations: [CNLabeledValue<CNContactRelation>] = []
        var socialProfiles: [CNLabeledValue<CNSocialProfile>] = []
        var instantMessageAddresses: [CNLabeledValue<CNInstantMessageAddress>] = []
        var birthday: DateComponents?
        var dates: [CNLabeledValue<NSDateComponents>] = []
        var note = ""
        var image: CNContact._Image?
        /// vCard properties with no `CNContact` property, written back when the contact
        /// is saved so that nothing the user had is lost.
        var unmappedProperties: [VCardProperty] = []
        /// The keys that were fetched; `nil` when the contact is complete.
        var fetchedKeys: Set<String>?

        /// The image bytes; setting them replaces the image.
        var imageData: Data? {
            get { image?.data }
            set { image = newValue.map { CNContact._Image(data: $0) } }
        }

        /// The thumbnail derived from the image, once.
        var thumbnailImageData: Data? { image?.thumbnail }

        init(identifier: String = _CNIdentifier.make()) {
            self.identifier = identifier
        }
    }
}
