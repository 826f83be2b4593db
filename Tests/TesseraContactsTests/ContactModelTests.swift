import Foundation
import Testing
@_spi(Testing) @testable import TesseraContacts

@Suite("Contact model")
struct ContactModelTests {
    @Test func mutableCopyGivesAnIndependentMutableContact() throws {
        let mutable = CNMutableContact()
        mutable.givenName = "John"
        mutable.familyName = "Appleseed"
        mutable.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+1 555 0100"))]
        let frozen = try #require(mutable.copy() as? CNContact)
        #expect(!(frozen is CNMutableContact))
        let edited = try #require(frozen.mutableCopy() as? CNMutableContact)
        edited.givenName = "Jane"
        #expect(frozen.givenName == "John")
        #expect(edited.givenName == "Jane")
        #expect(edited.identifier == frozen.identifier)
        #expect(pairs(edited.phoneNumbers) == ["_$!<Mobile>!$_=+1 555 0100"])
    }

    @Test func labelsLocalizeLikeApple() {
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberiPhone) == "iPhone")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMain) == "main")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelHome) == "home")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelWork) == "work")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelOther) == "other")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: "_$!<Custom>!$_") == "custom")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: "Gym") == "Gym")
    }

    @Test func settingKeepsTheIdentifier() {
        let value = CNLabeledValue(label: CNLabelHome, value: "a@example.com" as NSString)
        let relabeled = value.settingLabel(CNLabelWork)
        #expect(relabeled.identifier == value.identifier)
        #expect(relabeled.label == CNLabelWork)
        #expect(relabeled.value == "a@example.com" as NSString)
        #expect(value.settingValue("b@example.com").value == "b@example.com" as NSString)
    }

    @Test func valueTypesCompareByValue() {
        #expect(CNPhoneNumber(stringValue: "1") == CNPhoneNumber(stringValue: "1"))
        let a = CNMutablePostalAddress()
        a.city = "Cupertino"
        let b = CNMutablePostalAddress()
        b.city = "Cupertino"
        #expect(a == b)
        let frozen = a.copy() as! CNPostalAddress
        a.city = "Paris"
        #expect(frozen.city == "Cupertino")
    }

    @Test func readingAnUnfetchedKeyRaisesThroughTheHook() {
        let full = CNMutableContact()
        full.givenName = "John"
        full.note = "secret"
        let partial = full._restricted(to: [CNContactGivenNameKey])
        #expect(partial.isKeyAvailable(CNContactGivenNameKey))
        #expect(partial.isKeyAvailable(CNContactIdentifierKey))
        #expect(!partial.isKeyAvailable(CNContactNoteKey))
        #expect(partial.areKeysAvailable([CNContactGivenNameKey as CNKeyDescriptor]))
        #expect(!partial.areKeysAvailable([CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]))

        var note: String?
        let raised = failures { note = partial.note }
        #expect(raised == [CNFailure(
            name: "CNPropertyNotFetchedException",
            reason: "A property was not requested when contact was fetched.")])
        #expect(note == "")
        #expect(failures { _ = partial.givenName }.isEmpty)

        // Setting a property on a mutable copy makes it available.
        let mutable = partial.mutableCopy() as! CNMutableContact
        mutable.note = "new"
        var newNote = ""
        #expect(failures { newNote = mutable.note }.isEmpty)
        #expect(newNote == "new")
    }

    @Test func descriptionShowsWhatWasNotFetched() {
        let c = CNMutableContact(_storage: CNContact._Storage(identifier: "ID-1"))
        c.givenName = "John"
        c.phoneNumbers = [CNLabeledValue(label: nil, value: CNPhoneNumber(stringValue: "555"))]
        let partial = c._restricted(to: [CNContactGivenNameKey])
        #expect(partial.description == "<CNContact: identifier=ID-1, givenName=John, familyName=(not fetched), "
            + "organizationName=(not fetched), phoneNumbers=(not fetched), emailAddresses=(not fetched), "
            + "postalAddresses=(not fetched)>")
        #expect(c.description.hasPrefix("<CNMutableContact: identifier=ID-1, givenName=John, familyName=, "))
        #expect(c.description.contains("phoneNumbers=(555)"))
    }

    @Test func formatterWritesFullNames() {
        let c = CNMutableContact()
        #expect(CNContactFormatter.string(from: c, style: .fullName) == nil)
        c.namePrefix = "Dr."
        c.givenName = "John"
        c.middleName = "Q."
        c.familyName = "Appleseed"
        c.nameSuffix = "Jr."
        #expect(CNContactFormatter.string(from: c, style: .fullName) == "Dr. John Q. Appleseed Jr.")
        #expect(CNContactFormatter.nameOrder(for: c) == .givenNameFirst)
        let formatter = CNContactFormatter()
        #expect(formatter.string(from: c) == "Dr. John Q. Appleseed Jr.")
        #expect(formatter.string(for: c) == "Dr. John Q. Appleseed Jr.")

        let japanese = CNMutableContact()
        japanese.givenName = "太郎"
        japanese.familyName = "山田"
        japanese.phoneticGivenName = "たろう"
        japanese.phoneticFamilyName = "やまだ"
        #expect(CNContactFormatter.string(from: japanese, style: .fullName) == "山田太郎")
        #expect(CNContactFormatter.nameOrder(for: japanese) == .familyNameFirst)
        #expect(CNContactFormatter.delimiter(for: japanese) == "")
        #expect(CNContactFormatter.string(from: japanese, style: .phoneticFullName) == "たろうやまだ")

        let company = CNMutableContact()
        company.contactType = .organization
        company.organizationName = "Apple Inc."
        company.givenName = "Tim"
        #expect(CNContactFormatter.string(from: company, style: .fullName) == "Apple Inc.")
        let onlyCompany = CNMutableContact()
        onlyCompany.organizationName = "Acme"
        #expect(CNContactFormatter.string(from: onlyCompany, style: .fullName) == "Acme")
        #expect(CNContactFormatter.string(from: onlyCompany, style: .phoneticFullName) == nil)
        #expect(CNContactFormatter.attributedString(from: c, style: .fullName, defaultAttributes: nil)?.string
            == "Dr. John Q. Appleseed Jr.")
        #expect(CNContactFormatter.descriptorForRequiredKeysForNameOrder._contactKeys.contains(CNContactFamilyNameKey))
    }

    @Test func formatterRaisesWhenRequiredKeysWereNotFetched() {
        let c = CNMutableContact()
        c.givenName = "John"
        let partial = c._restricted(to: [CNContactGivenNameKey])
        var result: String? = "unset"
        let raised = failures { result = CNContactFormatter.string(from: partial, style: .fullName) }
        #expect(raised.map(\.name) == ["CNPropertyNotFetchedException"])
        #expect(raised.first?.reason.contains("descriptorForRequiredKeysForStyle") == true)
        #expect(result == nil)
        let keys = CNContactFormatter.descriptorForRequiredKeys(for: .fullName)._contactKeys
        var name: String?
        #expect(failures { name = CNContactFormatter.string(from: c._restricted(to: keys), style: .fullName) }.isEmpty)
        #expect(name == "John")
    }

    @Test func errorsUseApplesDomainAndCodes() {
        let error = CNError(.vCardMalformed)
        #expect(CNError.errorDomain == "CNErrorDomain")
        #expect(error.errorCode == 700)
        #expect(error.code == CNError.vCardMalformed)
        #expect(CNError.Code.recordDoesNotExist.rawValue == 200)
        #expect((error as NSError).domain == "CNErrorDomain")
        do {
            throw CNError(.recordDoesNotExist)
        } catch CNError.vCardMalformed {
            Issue.record("matched the wrong code")
        } catch CNError.recordDoesNotExist {
            // Apple's pattern.
        } catch {
            Issue.record("did not match")
        }
    }
}
