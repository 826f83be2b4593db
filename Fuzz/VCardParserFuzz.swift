// libFuzzer harness for the vCard parser, compiled into the TesseraContacts module
// (so it reaches internal types) by Fuzz/build.sh.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func vCardParserFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    // Parse; every card maps to a contact and writes back as 3.0 and 4.0, which parse again.
    let result = VCardParser.parse(data)
    for card in result.cards {
        let contact = CNContact(vCard: card)
        _ = CNContactFormatter.string(from: contact, style: .fullName)
        _ = contact.imageData
        for version in [VCardVersion.v3_0, .v4_0] {
            let written = VCardWriter(version: version).data(for: [VCard(contact: contact, version: version), card])
            let again = VCardParser.parse(written)
            if again.cards.count != 2 {
                fatalError("a written card did not parse again: \(again.errors)")
            }
        }
    }
    // The single-file backend reproduces every byte it did not change.
    let isUTF16 = data.withUnsafeBytes { VCardParser._utf16ByteOrder($0.bindMemory(to: UInt8.self)) } != nil
    if !isUTF16 {
        let list = _CNCardList(data: data, stem: "fuzz")
        if list.data != data { fatalError("the card list changed bytes it did not edit") }
    }
    return 0
}
