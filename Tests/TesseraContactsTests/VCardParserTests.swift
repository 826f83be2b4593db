import Foundation
import Testing
@testable import TesseraContacts

/// Joins lines with CRLF, as most exporters write them.
func crlf(_ lines: String...) -> String { lines.joined(separator: "\r\n") + "\r\n" }

@Suite("vCard parser")
struct VCardParserTests {
    @Test func parsesAppleExportWithGroupsAndLabels() throws {
        let text = crlf(
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:-//Apple Inc.//iPhone OS 17.0//EN",
            "N:Appleseed;John;Q.;Dr.;Jr.",
            "FN:Dr. John Q. Appleseed Jr.",
            "ORG:Apple Inc.;Engineering;",
            "TITLE:Engineer",
            "item1.TEL;type=pref:+1 (408) 555-0100",
            "item1.X-ABLabel:_$!<Mobile>!$_",
            "TEL;type=IPHONE;type=CELL;type=VOICE:+1 408 555 0101",
            "item2.EMAIL;type=INTERNET:john@example.com",
            "item2.X-ABLabel:Gym",
            "item3.ADR;type=HOME;type=pref:;;1 Infinite Loop;Cupertino;CA;95014;United States",
            "item3.X-ABADR:us",
            "NOTE:Line one\\nLine two\\, with comma\\; and semicolon",
            "X-CUSTOM-THING;X-PARAM=\"a:b\":kept verbatim",
            "END:VCARD")
        let result = VCardParser.parse(text)
        #expect(result.errors.isEmpty)
        let card = try #require(result.cards.first)
        #expect(card.version == .v3_0)
        #expect(card.line == 1)
        #expect(card.first(named: "n")?.components == ["Appleseed", "John", "Q.", "Dr.", "Jr."])
        let tel = try #require(card.properties(named: "TEL").first)
        #expect(tel.group == "item1")
        #expect(tel.types == ["PREF"])
        #expect(card.properties(named: "TEL")[1].types == ["IPHONE", "CELL", "VOICE"])
        #expect(card.first(named: "X-ABLABEL")?.text == "_$!<Mobile>!$_")
        #expect(card.first(named: "NOTE")?.text == "Line one\nLine two, with comma; and semicolon")
        let custom = try #require(card.first(named: "X-CUSTOM-THING"))
        #expect(custom.parameters == [VCardParameter(name: "X-PARAM", values: ["a:b"])])
        #expect(custom.value == "kept verbatim")
    }

    @Test func unfoldsLinesWithSpaceOrTabAndAnyLineEnding() throws {
        for ending in ["\r\n", "\n", "\r"] {
            let text = ["BEGIN:VCARD", "VERSION:3.0", "NOTE:This is a lo", " ng note", "\tthat folds", "END:VCARD"]
                .joined(separator: ending)
            let result = VCardParser.parse(text)
            #expect(result.errors.isEmpty)
            #expect(result.cards.first?.first(named: "NOTE")?.text == "This is a long notethat folds")
        }
    }

    @Test func parsesAndroidQuotedPrintableWithCharsetAndSoftBreaks() throws {
        let text = crlf(
            "BEGIN:VCARD",
            "VERSION:2.1",
            "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4D=C3=BC=6C=6C=65=72;J=C3=BCrgen;;;",
            "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen =4D=C3=BC=6C=6C=65=72",
            "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:First line=0D=0ASecond line that is=",
            " long=",
            "er",
            "TEL;CELL;PREF:+49 170 1234567",
            "TEL;HOME;VOICE:+49 30 1234567",
            "END:VCARD")
        let result = VCardParser.parse(text)
        #expect(result.errors.isEmpty)
        let card = try #require(result.cards.first)
        #expect(card.version == .v2_1)
        #expect(card.first(named: "N")?.components == ["Müller", "Jürgen", "", "", ""])
        #expect(card.first(named: "FN")?.text == "Jürgen Müller")
        #expect(card.first(named: "FN")?.parameters == [])
        #expect(card.first(named: "NOTE")?.text == "First line\nSecond line that is longer")
        #expect(card.properties(named: "TEL")[0].types == ["CELL", "PREF"])
        #expect(card.properties(named: "TEL")[1].types == ["HOME", "VOICE"])
    }

    @Test func parsesOutlookWindows1252AndLatin1() throws {
        var bytes = Array(crlf(
            "BEGIN:VCARD",
            "VERSION:2.1",
            "N;LANGUAGE=de-de;CHARSET=Windows-1252:Gr#fe;Ren#e",
            "NOTE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Price =80 5 =93quoted=94",
            "ORG;CHARSET=ISO-8859-1:Caf#",
            "TITLE:Unlabelled #",
            "END:VCARD").utf8)
        // Replace the '#' placeholders with single Windows-1252 bytes.
        var hashes = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: "#") {
            bytes[i] = [0xE4, 0xE9, 0xE9, 0xE9][hashes]
            hashes += 1
        }
        let result = VCardParser.parse(Data(bytes))
        #expect(result.errors.isEmpty)
        let card = try #require(result.cards.first)
        #expect(card.first(named: "N")?.components == ["Gräfe", "Renée"])
        #expect(card.first(named: "NOTE")?.text == "Price € 5 “quoted”")
        #expect(card.first(named: "ORG")?.text == "Café")
        // Invalid UTF-8 without a CHARSET falls back to Windows-1252.
        #expect(card.first(named: "TITLE")?.text == "Unlabelled é")
        #expect(card.first(named: "N")?.parameters == [VCardParameter(name: "LANGUAGE", values: ["de-de"])])
    }

    @Test func keepsBase64PhotosAsTextAndDecodesOnDemand() throws {
        let photo = Data((0..<300).map { UInt8($0 & 0xFF) })
        let b64 = photo.base64EncodedString()
        // 3.0: folded at 75 with one space.
        var folded = "PHOTO;ENCODING=b;TYPE=JPEG:" + b64
        var lines: [String] = []
        while folded.count > 75 {
            lines.append(String(folded.prefix(75)))
            folded = " " + folded.dropFirst(75)
        }
        lines.append(folded)
        let v3 = (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n")
        let card3 = try #require(VCardParser.parse(v3).cards.first)
        #expect(card3.first(named: "PHOTO")?.value == b64)
        #expect(card3.first(named: "PHOTO")?.binaryData == photo)
        #expect(card3.first(named: "PHOTO")?.mediaType == "image/jpeg")

        // 2.1 (Android): two-space indentation and a blank line after the data.
        let chunks = stride(from: 0, to: b64.count, by: 76).map { offset -> String in
            let start = b64.index(b64.startIndex, offsetBy: offset)
            let end = b64.index(start, offsetBy: min(76, b64.count - offset))
            return String(b64[start..<end])
        }
        let android = (["BEGIN:VCARD", "VERSION:2.1", "PHOTO;ENCODING=BASE64;JPEG:" + chunks[0]]
            + chunks.dropFirst().map { "  " + $0 } + ["", "END:VCARD"]).joined(separator: "\r\n")
        let card21 = try #require(VCardParser.parse(android).cards.first)
        #expect(card21.first(named: "PHOTO")?.binaryData == photo)

        // 2.1 (Outlook): unindented base64 lines up to a blank line.
        let outlook = (["BEGIN:VCARD", "VERSION:2.1", "PHOTO;TYPE=JPEG;ENCODING=BASE64:"] + chunks
            + ["", "EMAIL;PREF;INTERNET:a@example.com", "END:VCARD"]).joined(separator: "\r\n")
        let cardOutlook = try #require(VCardParser.parse(outlook).cards.first)
        #expect(cardOutlook.first(named: "PHOTO")?.binaryData == photo)
        #expect(cardOutlook.first(named: "EMAIL")?.value == "a@example.com")

        // 4.0 (Nextcloud): data: URI.
        let v4 = crlf("BEGIN:VCARD", "VERSION:4.0", "PHOTO:data:image/png;base64,\(b64)", "END:VCARD")
        let card4 = try #require(VCardParser.parse(v4).cards.first)
        #expect(card4.first(named: "PHOTO")?.binaryData == photo)
        #expect(card4.first(named: "PHOTO")?.mediaType == "image/png")
    }

    @Test func readsWindowsUTF16Exports() throws {
        let text = crlf("BEGIN:VCARD", "VERSION:3.0", "FN:René Lefèvre", "END:VCARD",
                        "BEGIN:VCARD", "VERSION:3.0", "bad line", "END:VCARD")
        // Little-endian with BOM, big-endian with BOM, little-endian without BOM.
        for (bom, bigEndian) in [([UInt8(0xFF), 0xFE], false), ([0xFE, 0xFF], true), ([], false)] {
            var bytes = bom
            for unit in text.utf16 {
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                bytes += bigEndian ? pair.reversed() : pair
            }
            let result = VCardParser.parse(Data(bytes))
            #expect(result.cards.map { $0.first(named: "FN")?.text } == ["René Lefèvre"])
            #expect(result.errors == [VCardParseError(line: 7, reason: .missingColon)])
        }
    }

    @Test func readsQuotedAndCaretEscapedParameters() throws {
        let text = crlf(
            "BEGIN:VCARD",
            "VERSION:4.0",
            "ADR;TYPE=\"home,work\";LABEL=\"1 Main St.^nSpringfield, ^'USA^'\":;;1 Main St.;Springfield;;;USA",
            "TEL;VALUE=uri;TYPE=\"voice,cell\":tel:+1-555-0100",
            "END:VCARD")
        let card = try #require(VCardParser.parse(text).cards.first)
        let adr = try #require(card.first(named: "ADR"))
        #expect(adr.types == ["HOME", "WORK"])
        #expect(adr.parameterValues("label") == ["1 Main St.\nSpringfield, \"USA\""])
        #expect(card.first(named: "TEL")?.value == "tel:+1-555-0100")
        #expect(card.first(named: "TEL")?.types == ["VOICE", "CELL"])
    }

    @Test func reportsMalformedCardsByLineAndKeepsGoodOnes() throws {
        let text = crlf(
            "BEGIN:VCARD",              // 1
            "VERSION:3.0",              // 2
            "FN:Good One",              // 3
            "END:VCARD",                // 4
            "BEGIN:VCARD",              // 5
            "VERSION:3.0",              // 6
            "FN:Broken",                // 7
            "this line has no colon",   // 8
            "END:VCARD",                // 9
            "BEGIN:VCARD",              // 10
            "VERSION:3.0",              // 11
            "FN:Good Two",              // 12
            "NOTE;X-P=\"unterminated:x",// 13
            "END:VCARD",                // 14
            "BEGIN:VCARD",              // 15
            "VERSION:9.9",              // 16
            "END:VCARD",                // 17
            "END:VCARD",                // 18
            "garbage",                  // 19
            "more garbage",             // 20
            "BEGIN:VCARD",              // 21
            "FN:Good Three",            // 22
            "END:VCARD",                // 23
            "BEGIN:VCARD",              // 24
            "FN:Unclosed")              // 25
        let result = VCardParser.parse(text)
        #expect(result.cards.map { $0.first(named: "FN")?.text } == ["Good One", "Good Three"])
        #expect(result.cards.map(\.line) == [1, 21])
        #expect(result.errors == [
            VCardParseError(line: 8, reason: .missingColon),
            VCardParseError(line: 13, reason: .invalidParameter),
            VCardParseError(line: 16, reason: .unsupportedVersion("9.9")),
            VCardParseError(line: 18, reason: .unexpectedEnd),
            VCardParseError(line: 19, reason: .contentOutsideCard),
            VCardParseError(line: 24, reason: .missingEnd),
        ])
        #expect(result.errors[0].description == "line 8: content line has no ':'")
    }

    @Test func keepsAVCard21AgentCardInsideItsOwner() throws {
        let text = crlf(
            "BEGIN:VCARD", "VERSION:2.1", "N:Boss;Big;;;",
            "AGENT:",
            "BEGIN:VCARD", "VERSION:2.1", "N:Assistant;Able;;;", "TEL;WORK:+1 555 0110", "END:VCARD",
            "TEL;CELL:+1 555 0100",
            "END:VCARD",
            "BEGIN:VCARD", "VERSION:2.1", "N:Next;Card;;;", "END:VCARD")
        let result = VCardParser.parse(text)
        #expect(result.errors.isEmpty)
        #expect(result.cards.count == 2)
        let boss = try #require(result.cards.first)
        #expect(boss.properties.map(\.name) == ["N", "AGENT", "TEL"])
        let agentProperty = try #require(boss.first(named: "AGENT"))
        let agent = try #require(VCardParser.parse(agentProperty.text).cards.first)
        #expect(agent.first(named: "N")?.components.first == "Assistant")
        #expect(agent.first(named: "TEL")?.value == "+1 555 0110")
    }

    @Test func lineNumbersCountPhysicalLinesAcrossFolds() {
        let text = crlf("BEGIN:VCARD", "VERSION:3.0", "NOTE:a", " b", " c", "X-BAD LINE:x", "END:VCARD")
        #expect(VCardParser.parse(text).errors == [VCardParseError(line: 6, reason: .invalidPropertyName)])
    }

    @Test func survivesHostileInput() {
        let inputs: [[UInt8]] = [
            [], [0x0D], [0x0A, 0x0A], Array("BEGIN:VCARD".utf8), Array("=".utf8), Array(":::".utf8),
            Array("BEGIN:VCARD\nN;ENCODING=QUOTED-PRINTABLE:=".utf8),
            Array("BEGIN:VCARD\nN;ENCODING=QUOTED-PRINTABLE:=\n".utf8),
            Array("BEGIN:VCARD\nPHOTO;BASE64:\nAAAA\nAAAA".utf8),
            Array("BEGIN:VCARD\n.N:x\nEND:VCARD".utf8), Array("BEGIN:VCARD\nA.B.C:x\nEND:VCARD".utf8),
            Array("BEGIN:VCARD\n;:\nEND:VCARD".utf8), Array("BEGIN:VCARD\nN;\"".utf8),
            [0xEF, 0xBB, 0xBF] + Array("BEGIN:VCARD\nFN:\u{FF}\nEND:VCARD".utf8),
            (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7919) },
        ]
        for input in inputs {
            _ = input.withUnsafeBufferPointer { VCardParser.parse($0) }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            let alphabet = Array("BEGIN:VCARD\r\nEND:;=,\"\\ .QUOTED-PRINTABLE".utf8)
            let bytes = (0..<Int(state % 200)).map { _ -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return alphabet[Int(state >> 33) % alphabet.count]
            }
            _ = bytes.withUnsafeBufferPointer { VCardParser.parse($0) }
        }
    }
}

@Suite("vCard parser robustness")
struct VCardParserRobustnessTests {
    /// Truncations and byte mutations of real-world fixtures: no trap, no hang, and every
    /// card the parser returns is one that was fully present.
    @Test(.timeLimit(.minutes(1))) func longRunsOfFoldedLinesStayLinear() {
        // 200,000 folded lines ending in '=' with no ':' must not rescan the line each time.
        var text = "BEGIN:VCARD\r\nX;ENCODING=QUOTED-PRINTABLE"
        text += String(repeating: "=\r\n =", count: 200_000)
        text += ":v\r\nEND:VCARD\r\n"
        // Quadratic rescanning would take minutes here; linear parsing takes milliseconds.
        let result = VCardParser.parse(text)
        #expect(result.cards.count == 1)
    }

    /// A QUOTED-PRINTABLE soft break is a '=' in the value, never one in the parameters.
    @Test func aFoldAfterAnEqualsSignInParametersIsNotASoftBreak() throws {
        let text = crlf("BEGIN:VCARD", "VERSION:3.0", "EMAIL;X-NOTE=QUOTED-PRINTABLE-ish;TYPE=", " WORK:a@example.com", "END:VCARD")
        let card = try #require(VCardParser.parse(text).cards.first)
        #expect(card.first(named: "EMAIL")?.types == ["WORK"])
    }

    @Test func mutatedFixturesNeverCrash() {
        let fixtures: [[UInt8]] = [
            Array(Fixtures.apple.utf8), Array(Fixtures.google.utf8), Array(Fixtures.android.utf8),
            Fixtures.outlookBytes, Array(Fixtures.nextcloud.utf8),
        ]
        let interesting: [UInt8] = [0x0D, 0x0A, 0x20, 0x09, 0x3A, 0x3B, 0x3D, 0x2C, 0x22, 0x5C, 0x5E, 0x2E, 0x00, 0xFF, 0xC3]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for fixture in fixtures {
            for cut in stride(from: 0, through: fixture.count, by: 7) {
                _ = Array(fixture[..<cut]).withUnsafeBufferPointer { VCardParser.parse($0) }
            }
            for _ in 0..<400 {
                var bytes = fixture
                for _ in 0..<(1 + next() % 4) {
                    let at = next() % bytes.count
                    switch next() % 3 {
                    case 0: bytes[at] = interesting[next() % interesting.count]
                    case 1: bytes.insert(interesting[next() % interesting.count], at: at)
                    default: bytes.remove(at: at)
                    }
                }
                let result = bytes.withUnsafeBufferPointer { VCardParser.parse($0) }
                #expect(result.cards.count <= 1)
                for card in result.cards {
                    _ = CNContact(vCard: card)
                    // Writing is a normalisation: once written, a card writes back the same.
                    for version in [VCardVersion.v3_0, .v4_0] {
                        let writer = VCardWriter(version: version)
                        let once = VCardParser.parse(writer.data(for: [card]))
                        let twice = VCardParser.parse(writer.data(for: once.cards))
                        #expect(once.errors.isEmpty)
                        #expect(once.cards == twice.cards)
                    }
                }
            }
        }
    }
}
