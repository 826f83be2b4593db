import Foundation
import Testing
@testable import TesseraContacts

@Suite("vCard dates")
struct VCardDateTests {
    func birthday(_ line: String) -> DateComponents? {
        let card = VCardParser.parse(crlf("BEGIN:VCARD", "VERSION:4.0", line, "END:VCARD")).cards.first
        return card.map { CNContact(vCard: $0).birthday } ?? nil
    }

    @Test func readsTheFormsExportersWrite() {
        #expect(birthday("BDAY:1815-12-10") == DateComponents(year: 1815, month: 12, day: 10))
        #expect(birthday("BDAY:18151210") == DateComponents(year: 1815, month: 12, day: 10))
        #expect(birthday("BDAY:1980-02-29T00:00:00Z") == DateComponents(year: 1980, month: 2, day: 29))
        #expect(birthday("BDAY:--0401") == DateComponents(month: 4, day: 1))
        #expect(birthday("BDAY:--04-01") == DateComponents(month: 4, day: 1))
        #expect(birthday("BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-01") == DateComponents(month: 4, day: 1))
        #expect(birthday("BDAY:not a date") == nil)
        #expect(birthday("BDAY:2020-13-01") == nil)
    }

    @Test func writesYearlessDatesPerVersion() {
        let c = CNMutableContact()
        c.birthday = DateComponents(month: 4, day: 1)
        #expect(VCard(contact: c, version: .v3_0).first(named: "BDAY")?.value == "1604-04-01")
        #expect(VCard(contact: c, version: .v3_0).first(named: "BDAY")?.parameterValues("X-APPLE-OMIT-YEAR") == ["1604"])
        #expect(VCard(contact: c, version: .v4_0).first(named: "BDAY")?.value == "--0401")
        c.birthday = DateComponents(year: 987, month: 4, day: 1)
        #expect(VCard(contact: c, version: .v4_0).first(named: "BDAY")?.value == "0987-04-01")
    }
}
