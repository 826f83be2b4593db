import Foundation
import Testing
@testable import TesseraContacts

@Suite("Contact sorting and key names")
struct ContactSortingTests {
    func contact(_ given: String, _ family: String, org: String = "") -> CNContact {
        let c = CNMutableContact()
        c.givenName = given
        c.familyName = family
        c.organizationName = org
        return c
    }

    @Test func comparatorSortsLikeTheContactsApp() {
        let people: [Any] = [contact("Ada", "Lovelace"), contact("Émile", "Zola"), contact("", "", org: "Acme"), contact("Alan", "Turing")]
        let byFamily = CNContact.comparator(forNameSortOrder: .familyName)
        let byGiven = CNContact.comparator(forNameSortOrder: .givenName)
        let names = { (list: [Any]) in list.map { ($0 as! CNContact).givenName + ($0 as! CNContact).organizationName } }
        #expect(names(people.sorted { byFamily($0, $1) == .orderedAscending }) == ["Acme", "Ada", "Alan", "Émile"])
        #expect(names(people.sorted { byGiven($0, $1) == .orderedAscending }) == ["Acme", "Ada", "Alan", "Émile"])
        #expect(byFamily(contact("Zed", "Adams"), contact("Amy", "Baker")) == .orderedAscending)
        #expect(byGiven(contact("Zed", "Adams"), contact("Amy", "Baker")) == .orderedDescending)
    }

    @Test func keysHaveEnglishNames() {
        #expect(CNContact.localizedString(forKey: CNContactGivenNameKey) == "First name")
        #expect(CNContact.localizedString(forKey: CNContactEmailAddressesKey) == "Email")
        #expect(CNContact.localizedString(forKey: "custom") == "custom")
    }
}
