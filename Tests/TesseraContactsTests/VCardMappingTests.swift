import Foundation
import Testing
@_spi(Testing) @testable import TesseraContacts

/// Fixtures shaped like the exports of real address books.
enum Fixtures {
    static let apple = crlf(
        "BEGIN:VCARD",
        "VERSION:3.0",
        "PRODID:-//Apple Inc.//iPhone OS 17.2//EN",
        "N:Appleseed;John;Quincy;Dr.;Jr.",
        "FN:Dr. John Quincy Appleseed Jr.",
        "NICKNAME:Johnny",
        "ORG:Apple Inc.;Engineering",
        "TITLE:Senior Engineer",
        "EMAIL;type=INTERNET;type=HOME;type=pref:john@example.com",
        "item1.EMAIL;type=INTERNET:john@climb.example",
        "item1.X-ABLabel:Gym",
        "TEL;type=CELL;type=VOICE;type=pref:+1 (408) 555-0100",
        "TEL;type=IPHONE;type=CELL;type=VOICE:+1 408 555 0101",
        "item2.TEL:+1 408 555 0102",
        "item2.X-ABLabel:_$!<Main>!$_",
        "TEL;type=WORK;type=FAX:+1 408 555 0103",
        "item3.ADR;type=HOME;type=pref:;;1 Infinite Loop;Cupertino;CA;95014;United States",
        "item3.X-ABADR:us",
        "item4.URL;type=pref:https://www.apple.com",
        "item4.X-ABLabel:_$!<HomePage>!$_",
        "BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-01",
        "item5.X-ABDATE;type=pref:2001-06-15",
        "item5.X-ABLabel:_$!<Anniversary>!$_",
        "NOTE:Met at WWDC\\, 2019.\\nLikes apples.",
        "X-SOCIALPROFILE;type=twitter;x-user=johnny:https://twitter.com/johnny",
        "IMPP;X-SERVICE-TYPE=Skype;type=HOME;type=pref:skype:johnny.appleseed",
        "X-AIM;type=WORK:johnnyaim",
        "X-ACTIVITY-ALERT:type=text\\,sound=Note",
        "item6.X-ABRELATEDNAMES:Jane Appleseed",
        "item6.X-ABLabel:_$!<Spouse>!$_",
        "UID:5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1",
        "END:VCARD")

    static let google = crlf(
        "BEGIN:VCARD",
        "VERSION:3.0",
        "FN:Ada Lovelace",
        "N:Lovelace;Ada;;;",
        "EMAIL;TYPE=INTERNET;TYPE=WORK:ada@analytical.example",
        "TEL;TYPE=CELL:+44 20 7946 0000",
        "item1.TEL:+44 20 7946 0001",
        "item1.X-ABLabel:Workshop",
        "ADR;TYPE=HOME:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom",
        "BDAY:1815-12-10",
        "URL:https://en.wikipedia.org/wiki/Ada_Lovelace",
        "CATEGORIES:myContacts,Mathematicians",
        "RELATED;TYPE=parent;VALUE=text:Lord Byron",
        "RELATED;TYPE=friend:urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af",
        "END:VCARD")

    static let android = crlf(
        "BEGIN:VCARD",
        "VERSION:2.1",
        "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=85str=C3=B6m;Bj=C3=B6rn;;;",
        "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Bj=C3=B6rn =C3=85str=C3=B6m",
        "TEL;CELL:+46 70 123 45 67",
        "TEL;HOME:+46 8 123 456",
        "EMAIL;HOME:bjorn@example.se",
        "ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;Drottninggatan 1;Stockholm;;111 51;Sver=",
        "ige",
        "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Tr=C3=A4ffas p=C3=A5 fredagar=0A=",
        "Ring f=C3=B6rst",
        "BDAY:19800229",
        "END:VCARD")

    static let outlookBytes: [UInt8] = {
        let text = crlf(
            "BEGIN:VCARD",
            "VERSION:2.1",
            "N;LANGUAGE=fr-fr:Lef\u{1}vre;Ren\u{2};;M.",
            "FN:M. Ren\u{2} Lef\u{1}vre",
            "ORG:Soci\u{2}t\u{2} G\u{2}n\u{2}rale;Tr\u{2}sorerie",
            "TITLE:Directeur",
            "TEL;WORK;VOICE:+33 1 42 14 20 00",
            "TEL;CELL;VOICE:+33 6 12 34 56 78",
            "ADR;WORK;PREF:;;29 boulevard Haussmann;Paris;;75009;France",
            "EMAIL;PREF;INTERNET:rene.lefevre@example.fr",
            "NOTE;ENCODING=QUOTED-PRINTABLE:Co=FBt =80 100=0D=0A=93Important=94",
            "X-MS-OL-DEFAULT-POSTAL-ADDRESS:2",
            "REV:20240101T120000Z",
            "END:VCARD")
        // U+0001 → è (0xE8), U+0002 → é (0xE9), single Windows-1252 bytes.
        return Array(text.utf8).map { $0 == 1 ? 0xE8 : $0 == 2 ? 0xE9 : $0 }
    }()

    static let photoBytes = Data((0..<600).map { UInt8(truncatingIfNeeded: $0 * 31) })

    static let nextcloud = crlf(
        "BEGIN:VCARD",
        "VERSION:4.0",
        "PRODID:-//Sabre//Sabre VObject 4.5.4//EN",
        "UID:0c9a8f5e-1a1b-4c5d-9e8f-123456789abc",
        "FN:Nextcloud GmbH",
        "KIND:org",
        "ORG:Nextcloud GmbH",
        "TEL;TYPE=\"work,voice\";VALUE=uri:tel:+49-711-252428-90",
        "EMAIL;TYPE=work:info@nextcloud.example",
        "ADR;TYPE=work;LABEL=\"Hauptmannsreute 44\\nStuttgart\":;;Hauptmannsreute 44;Stuttgart;;70192;Germany",
        "PHOTO:data:image/jpeg;base64,\(photoBytes.base64EncodedString())",
        "X-NC-SCOPE:v2-federated",
        "REV:20240305T101010Z",
        "END:VCARD")
}

@Suite("vCard ↔ CNContact")
struct VCardMappingTests {
    func contact(_ text: String) throws -> CNContact {
        let result = VCardParser.parse(text)
        #expect(result.errors.isEmpty)
        return CNContact(vCard: try #require(result.cards.first))
    }

    @Test func mapsAppleExport() throws {
        let c = try contact(Fixtures.apple)
        #expect(c.identifier == "5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1")
        #expect([c.namePrefix, c.givenName, c.middleName, c.familyName, c.nameSuffix] == ["Dr.", "John", "Quincy", "Appleseed", "Jr."])
        #expect(c.nickname == "Johnny")
        #expect(c.organizationName == "Apple Inc.")
        #expect(c.departmentName == "Engineering")
        #expect(c.jobTitle == "Senior Engineer")
        #expect(pairs(c.emailAddresses) == ["_$!<Home>!$_=john@example.com", "Gym=john@climb.example"])
        #expect(pairs(c.phoneNumbers) == [
            "_$!<Mobile>!$_=+1 (408) 555-0100", "iPhone=+1 408 555 0101", "_$!<Main>!$_=+1 408 555 0102",
            "_$!<WorkFAX>!$_=+1 408 555 0103",
        ])
        let address = try #require(c.postalAddresses.first)
        #expect(address.label == CNLabelHome)
        #expect(address.value.street == "1 Infinite Loop")
        #expect(address.value.city == "Cupertino")
        #expect(address.value.state == "CA")
        #expect(address.value.postalCode == "95014")
        #expect(address.value.country == "United States")
        #expect(address.value.isoCountryCode == "us")
        #expect(pairs(c.urlAddresses) == ["_$!<HomePage>!$_=https://www.apple.com"])
        #expect(c.birthday == DateComponents(month: 4, day: 1))
        #expect(c.dates.first?.label == CNLabelDateAnniversary)
        #expect(c.dates.first?.value.year == 2001)
        #expect(c.note == "Met at WWDC, 2019.\nLikes apples.")
        #expect(CNContactFormatter.string(from: c, style: .fullName) == "Dr. John Quincy Appleseed Jr.")
        #expect(c.contactRelations.map(\.label) == [CNLabelContactRelationSpouse])
        #expect(c.contactRelations.map(\.value.name) == ["Jane Appleseed"])
        #expect(c.socialProfiles.map(\.value) == [CNSocialProfile(
            urlString: "https://twitter.com/johnny", username: "johnny", userIdentifier: nil, service: CNSocialProfileServiceTwitter)])
        #expect(c.instantMessageAddresses.map(\.value) == [
            CNInstantMessageAddress(username: "johnny.appleseed", service: CNInstantMessageServiceSkype),
            CNInstantMessageAddress(username: "johnnyaim", service: CNInstantMessageServiceAIM),
        ])
        #expect(c.instantMessageAddresses.map(\.label) == [CNLabelHome, CNLabelWork])
        // Unmapped properties are kept.
        #expect(c._storage.unmappedProperties.map(\.name) == ["X-ACTIVITY-ALERT"])
    }

    @Test func mapsGoogleExport() throws {
        let c = try contact(Fixtures.google)
        #expect(c.givenName == "Ada")
        #expect(c.familyName == "Lovelace")
        #expect(pairs(c.emailAddresses) == ["_$!<Work>!$_=ada@analytical.example"])
        #expect(pairs(c.phoneNumbers) == ["_$!<Mobile>!$_=+44 20 7946 0000", "Workshop=+44 20 7946 0001"])
        #expect(c.postalAddresses.first?.value.street == "12 St James's Square")
        #expect(c.birthday == DateComponents(year: 1815, month: 12, day: 10))
        #expect(pairs(c.urlAddresses) == ["nil=https://en.wikipedia.org/wiki/Ada_Lovelace"])
        #expect(c.contactRelations.map(\.value.name) == ["Lord Byron"])
        #expect(c.contactRelations.map(\.label) == [CNLabelContactRelationParent])
        #expect(c._storage.unmappedProperties.map(\.name) == ["CATEGORIES", "RELATED"])
    }

    @Test func mapsAndroidQuotedPrintable() throws {
        let c = try contact(Fixtures.android)
        #expect(c.givenName == "Björn")
        #expect(c.familyName == "Åström")
        #expect(pairs(c.phoneNumbers) == ["_$!<Mobile>!$_=+46 70 123 45 67", "_$!<Home>!$_=+46 8 123 456"])
        #expect(c.postalAddresses.first?.value.country == "Sverige")
        #expect(c.note == "Träffas på fredagar\nRing först")
        #expect(c.birthday == DateComponents(year: 1980, month: 2, day: 29))
    }

    @Test func mapsOutlookWindows1252() throws {
        let result = VCardParser.parse(Data(Fixtures.outlookBytes))
        #expect(result.errors.isEmpty)
        let c = CNContact(vCard: try #require(result.cards.first))
        #expect(c.givenName == "René")
        #expect(c.familyName == "Lefèvre")
        #expect(c.namePrefix == "M.")
        #expect(c.organizationName == "Société Générale")
        #expect(c.departmentName == "Trésorerie")
        #expect(c.note == "Coût € 100\n“Important”")
        #expect(pairs(c.phoneNumbers) == ["_$!<Work>!$_=+33 1 42 14 20 00", "_$!<Mobile>!$_=+33 6 12 34 56 78"])
        #expect(pairs(c.emailAddresses) == ["nil=rene.lefevre@example.fr"])
    }

    @Test func mapsNextcloudOrganizationWithDataURIPhoto() throws {
        let c = try contact(Fixtures.nextcloud)
        #expect(c.contactType == .organization)
        #expect(c.identifier == "0c9a8f5e-1a1b-4c5d-9e8f-123456789abc")
        #expect(c.givenName == "")
        #expect(CNContactFormatter.string(from: c, style: .fullName) == "Nextcloud GmbH")
        #expect(pairs(c.phoneNumbers) == ["_$!<Work>!$_=+49-711-252428-90"])
        #expect(c.imageDataAvailable)
        #expect(c.imageData == Fixtures.photoBytes)
        #expect(c.postalAddresses.first?.value.city == "Stuttgart")
    }

    @Test func fullNameAloneBecomesTheGivenName() throws {
        let c = try contact(crlf("BEGIN:VCARD", "VERSION:3.0", "FN:Plumber Bob", "END:VCARD"))
        #expect(c.givenName == "Plumber Bob")
    }

    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func contactSurvivesVCardRoundTrip(version: VCardVersion) throws {
        for fixture in [Fixtures.apple, Fixtures.google, Fixtures.android, Fixtures.nextcloud] {
            let original = try contact(fixture)
            let text = VCardWriter(version: version).string(for: [VCard(contact: original, version: version)])
            let reparsed = VCardParser.parse(text)
            #expect(reparsed.errors.isEmpty)
            let again = CNContact(vCard: try #require(reparsed.cards.first))
            #expect(again.identifier == original.identifier)
            #expect(again.contactType == original.contactType)
            #expect([again.namePrefix, again.givenName, again.middleName, again.familyName, again.nameSuffix, again.nickname]
                == [original.namePrefix, original.givenName, original.middleName, original.familyName, original.nameSuffix, original.nickname])
            #expect([again.organizationName, again.departmentName, again.jobTitle, again.note]
                == [original.organizationName, original.departmentName, original.jobTitle, original.note])
            #expect(pairs(again.phoneNumbers) == pairs(original.phoneNumbers))
            #expect(pairs(again.emailAddresses) == pairs(original.emailAddresses))
            #expect(pairs(again.urlAddresses) == pairs(original.urlAddresses))
            #expect(again.contactRelations.map(\.value) == original.contactRelations.map(\.value))
            #expect(again.contactRelations.map(\.label) == original.contactRelations.map(\.label))
            #expect(again.socialProfiles.map(\.value) == original.socialProfiles.map(\.value))
            #expect(again.instantMessageAddresses.map(\.value) == original.instantMessageAddresses.map(\.value))
            #expect(again.instantMessageAddresses.map(\.label) == original.instantMessageAddresses.map(\.label))
            #expect(again.postalAddresses.map(\.value) == original.postalAddresses.map(\.value))
            #expect(again.postalAddresses.map(\.label) == original.postalAddresses.map(\.label))
            #expect(again.birthday == original.birthday)
            #expect(again.dates.map(\.label) == original.dates.map(\.label))
            #expect(again.imageData == original.imageData)
            #expect(again._storage.unmappedProperties == original._storage.unmappedProperties)
        }
    }

    @Test func serializationMatchesApplesClass() throws {
        let john = CNMutableContact()
        john.givenName = "John"
        john.familyName = "Appleseed"
        john.phoneNumbers = [CNLabeledValue(label: "Boat", value: CNPhoneNumber(stringValue: "+1 555 0199"))]
        john.imageData = Fixtures.photoBytes
        let data = try CNContactVCardSerialization.data(with: [john])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(
            "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Tessera//TesseraContacts//EN\r\nN:Appleseed;John;;;\r\nFN:John Appleseed\r\n"))
        #expect(text.contains("item1.TEL:+1 555 0199\r\nitem1.X-ABLabel:Boat\r\n"))
        #expect(text.contains("PHOTO;ENCODING=b;TYPE=JPEG:"))
        let back = try CNContactVCardSerialization.contacts(with: data)
        #expect(back.count == 1)
        #expect(back[0].identifier == john.identifier)
        #expect(pairs(back[0].phoneNumbers) == ["Boat=+1 555 0199"])
        #expect(back[0].imageData == Fixtures.photoBytes)
        #expect(throws: CNError(.validationTypeMismatch)) { try CNContactVCardSerialization.data(with: ["not a contact"]) }
        #expect(throws: CNError(.vCardMalformed)) {
            try CNContactVCardSerialization.contacts(with: Data("BEGIN:VCARD\nbroken\nEND:VCARD".utf8))
        }
    }
}
