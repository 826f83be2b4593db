import Foundation
import Testing
@testable import TesseraContacts

@Suite("vCard writer")
struct VCardWriterTests {
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func parseWriteParseIsStable(version: VCardVersion) throws {
        for fixture in [Fixtures.apple, Fixtures.google, Fixtures.nextcloud] {
            let first = VCardParser.parse(fixture).cards
            let written = VCardWriter(version: version).string(for: first)
            let second = VCardParser.parse(written)
            #expect(second.errors.isEmpty)
            let third = VCardParser.parse(VCardWriter(version: version).string(for: second.cards))
            // Once in the target version, writing again changes nothing.
            #expect(third.cards == second.cards)
            #expect(second.cards.map { $0.version } == [version])
            // Unknown properties are kept verbatim.
            for name in ["X-SOCIALPROFILE", "X-ABRELATEDNAMES", "X-ACTIVITY-ALERT", "CATEGORIES", "X-NC-SCOPE"] {
                #expect(first[0].properties(named: name) == second.cards[0].properties(named: name))
            }
        }
        // A card read in its own version comes back equal.
        let apple = VCardParser.parse(Fixtures.apple).cards
        #expect(VCardParser.parse(VCardWriter(version: .v3_0).string(for: apple)).cards == apple)
        let nextcloud = VCardParser.parse(Fixtures.nextcloud).cards
        #expect(VCardParser.parse(VCardWriter(version: .v4_0).string(for: nextcloud)).cards == nextcloud)
    }

    @Test func convertsPhotosBetweenVersions() throws {
        let card = try #require(VCardParser.parse(Fixtures.nextcloud).cards.first)
        let v3 = VCardWriter(version: .v3_0).string(for: [card])
        #expect(v3.contains("PHOTO;ENCODING=b;TYPE=JPEG:"))
        let back = try #require(VCardParser.parse(v3).cards.first)
        #expect(back.first(named: "PHOTO")?.binaryData == Fixtures.photoBytes)
        let v4 = VCardWriter(version: .v4_0).string(for: [back])
        #expect(v4.contains("PHOTO:data:image/jpeg;base64,"))
        // Without a TYPE, the image kind is recognised from the data.
        let untyped = VCard(properties: [VCardProperty(
            name: "PHOTO", parameters: [VCardParameter(name: "ENCODING", values: ["b"])], value: "iVBORw0KGgoAAAA")])
        #expect(VCardWriter(version: .v4_0).string(for: [untyped]).contains("PHOTO:data:image/png;base64,iVBORw0KGgoAAAA\r\n"))
    }

    @Test func convertsPreferenceMarksBetweenVersions() throws {
        let v3 = crlf("BEGIN:VCARD", "VERSION:3.0", "TEL;TYPE=CELL,pref:+1 555 0100", "EMAIL;TYPE=pref:a@example.com", "END:VCARD")
        let card3 = try #require(VCardParser.parse(v3).cards.first)
        let v4 = VCardWriter(version: .v4_0).string(for: [card3])
        #expect(v4.contains("TEL;TYPE=CELL;PREF=1:+1 555 0100\r\n"))
        #expect(v4.contains("EMAIL;PREF=1:a@example.com\r\n"))
        let card4 = try #require(VCardParser.parse(v4).cards.first)
        let back = VCardWriter(version: .v3_0).string(for: [card4])
        #expect(back.contains("TEL;TYPE=CELL,pref:+1 555 0100\r\n"))
        #expect(back.contains("EMAIL;TYPE=pref:a@example.com\r\n"))
    }

    @Test func foldsAt75OctetsWithoutSplittingUTF8() throws {
        let note = String(repeating: "héllo wörld ✓ 😀 ", count: 20)
        let card = VCard(version: .v4_0, properties: [VCardProperty(name: "NOTE", text: note)])
        let data = VCardWriter(version: .v4_0).data(for: [card])
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
        var raw = Array(data)[...]
        while let lf = raw.firstIndex(of: 0x0A) {
            let line = raw[raw.startIndex..<lf]
            #expect(line.count <= 76)  // 75 octets + CR
            #expect(String(validating: Array(line), as: UTF8.self) != nil)
            raw = raw[(lf + 1)...]
        }
        #expect(lines.count > 5)
        #expect(VCardParser.parse(data).cards.first?.first(named: "NOTE")?.text == note)
    }

    @Test func escapesTextAndQuotesParameters() {
        let card = VCard(version: .v4_0, properties: [
            VCardProperty(name: "NOTE", text: "a,b;c\\d\ne"),
            VCardProperty(name: "ADR", parameters: [VCardParameter(name: "LABEL", values: ["1 Main St.\nSpringfield, \"USA\""])],
                          components: ["", "", "1 Main St.", "Springfield"]),
        ])
        let text = VCardWriter(version: .v4_0).string(for: [card])
        #expect(text == crlf(
            "BEGIN:VCARD", "VERSION:4.0", "NOTE:a\\,b\\;c\\\\d\\ne",
            "ADR;LABEL=\"1 Main St.^nSpringfield, ^'USA^'\":;;1 Main St.;Springfield", "END:VCARD"))
        #expect(VCardParser.parse(text).cards == [card])
    }
}
