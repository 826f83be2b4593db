import Foundation
import Testing
@testable import TesseraContacts

@Suite("Postal address formatter")
struct PostalAddressFormatterTests {
    func address(_ street: String, _ city: String, _ state: String, _ code: String, _ country: String, _ iso: String) -> CNPostalAddress {
        let a = CNMutablePostalAddress()
        a.street = street
        a.city = city
        a.state = state
        a.postalCode = code
        a.country = country
        a.isoCountryCode = iso
        return a
    }

    @Test func formatsByCountry() {
        #expect(CNPostalAddressFormatter.string(
            from: address("1 Infinite Loop", "Cupertino", "CA", "95014", "United States", "us"), style: .mailingAddress)
            == "1 Infinite Loop\nCupertino CA 95014\nUnited States")
        #expect(CNPostalAddressFormatter.string(
            from: address("Hauptmannsreute 44", "Stuttgart", "", "70192", "Germany", "de"), style: .mailingAddress)
            == "Hauptmannsreute 44\n70192 Stuttgart\nGermany")
        #expect(CNPostalAddressFormatter().string(
            from: address("12 St James's Square", "London", "", "SW1Y 4JH", "United Kingdom", "gb"))
            == "12 St James's Square\nLondon\nSW1Y 4JH\nUnited Kingdom")
        #expect(CNPostalAddressFormatter.string(from: CNPostalAddress(), style: .mailingAddress) == "")
    }
}
