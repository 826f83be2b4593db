import Foundation

/// The six contacts of Apple's iOS simulator, with their publicly known phone numbers,
/// email addresses, postal addresses and the simulator's identifiers, plus avatars
/// generated from their initials (the simulator's own photos are Apple's).
enum _CNSampleBook {
    /// The sample book's one container.
    static let container = CNContainer(identifier: "sample", name: "Contacts", type: .local)

    /// The cards, built once.
    static let cards: _CNCardList = {
        _CNCardList(pieces: contacts.map { .contact($0._storage, original: nil) })
    }()

    private static func phone(_ label: String, _ number: String) -> CNLabeledValue<CNPhoneNumber> {
        CNLabeledValue(label: label, value: CNPhoneNumber(stringValue: number))
    }

    private static func email(_ label: String, _ address: String) -> CNLabeledValue<NSString> {
        CNLabeledValue(label: label, value: address as NSString)
    }

    private static func address(
        _ label: String, _ street: String, _ city: String, _ state: String, _ postalCode: String, _ country: String
    ) -> CNLabeledValue<CNPostalAddress> {
        let address = CNMutablePostalAddress()
        address.street = street
        address.city = city
        address.state = state
        address.postalCode = postalCode
        address.country = country
        address.isoCountryCode = "us"
        return CNLabeledValue(label: label, value: address.copy() as! CNPostalAddress)
    }

    private static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        DateComponents(year: year, month: month, day: day)
    }

    private static func contact(_ identifier: String, _ build: (CNMutableContact) -> Void) -> CNMutableContact {
        let contact = CNMutableContact()
        contact._storage.identifier = identifier
        build(contact)
        let initials = [contact.givenName, contact.familyName].compactMap(\.first).map(String.init).joined()
        contact.imageData = _CNAvatar.png(initials: initials, seed: identifier)
        return contact
    }

    static let contacts: [CNMutableContact] = [
        contact("177C371E-701D-42F8-A03B-C61CA31627F6") {
            $0.givenName = "Kate"
            $0.familyName = "Bell"
            $0.organizationName = "Creative Consulting"
            $0.jobTitle = "Producer"
            $0.phoneNumbers = [phone(CNLabelPhoneNumberMobile, "(555) 564-8583"), phone(CNLabelPhoneNumberMain, "(415) 555-3695")]
            $0.emailAddresses = [email(CNLabelWork, "kate-bell@mac.com")]
            $0.postalAddresses = [address(CNLabelWork, "165 Davis Street", "Hillsborough", "CA", "94010", "")]
            $0.urlAddresses = [email(CNLabelURLAddressHomePage, "www.icloud.com")]
            $0.birthday = day(1978, 1, 20)
        },
        contact("AB211C5F-9EC9-429F-9466-B9382FF61035") {
            $0.givenName = "Daniel"
            $0.familyName = "Higgins"
            $0.nameSuffix = "Jr."
            $0.phoneNumbers = [
                phone(CNLabelHome, "555-478-7672"), phone(CNLabelPhoneNumberMobile, "(408) 555-5270"),
                phone(CNLabelPhoneNumberHomeFax, "(408) 555-3514"),
            ]
            $0.emailAddresses = [email(CNLabelHome, "d-higgins@mac.com")]
            $0.postalAddresses = [address(CNLabelHome, "332 Laguna Street", "Corte Madera", "CA", "94925", "USA")]
            $0.note = "Sister: Emily"
        },
        contact("410FE041-5C4E-48DA-B4DE-04C15EA3DBAC") {
            $0.givenName = "John"
            $0.familyName = "Appleseed"
            $0.phoneNumbers = [phone(CNLabelPhoneNumberMobile, "888-555-5512"), phone(CNLabelHome, "888-555-1212")]
            $0.emailAddresses = [email(CNLabelWork, "John-Appleseed@mac.com")]
            $0.postalAddresses = [
                address(CNLabelWork, "3494 Kuhl Avenue", "Atlanta", "GA", "30303", "USA"),
                address(CNLabelHome, "1234 Laurel Street", "Atlanta", "GA", "30303", "USA"),
            ]
            $0.birthday = day(1980, 6, 22)
            $0.note = "College roommate"
        },
        contact("F57C8277-585D-4327-88A6-B5689FF69DFE") {
            $0.givenName = "Anna"
            $0.familyName = "Haro"
            $0.nickname = "Annie"
            $0.phoneNumbers = [phone(CNLabelHome, "555-522-8243")]
            $0.emailAddresses = [email(CNLabelHome, "anna-haro@mac.com")]
            $0.postalAddresses = [address(CNLabelHome, "1001 Leavenworth Street", "Sausalito", "CA", "94965", "USA")]
            $0.birthday = day(1985, 8, 29)
        },
        contact("2E73EE73-C03F-4D5F-B1E8-44E85A70F170") {
            $0.givenName = "Hank"
            $0.middleName = "M."
            $0.familyName = "Zakroff"
            $0.organizationName = "Financial Services Inc."
            $0.jobTitle = "Portfolio Manager"
            $0.phoneNumbers = [phone(CNLabelWork, "(555) 766-4823"), phone(CNLabelOther, "(707) 555-1854")]
            $0.emailAddresses = [email(CNLabelWork, "hank-zakroff@mac.com")]
            $0.postalAddresses = [address(CNLabelWork, "1741 Kearny Street", "San Rafael", "CA", "94901", "")]
        },
        contact("E94CD15C-7964-4A9B-8AC4-10D7CFB791FD") {
            $0.givenName = "David"
            $0.familyName = "Taylor"
            $0.phoneNumbers = [phone(CNLabelHome, "555-610-6679")]
            $0.postalAddresses = [address(CNLabelHome, "1747 Steuart Street", "Tiburon", "CA", "94920", "USA")]
            $0.birthday = day(1998, 6, 15)
            $0.note = "Plays on Cole's Little League Baseball Team"
        },
    ]
}
