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
        _ = contact.thumbnailImageData  // Hostile photo bytes reach the PNG and JPEG decoders.
        for version in [VCardVersion.v3_0, .v4_0] {
            let written = VCardWriter(version: version).data(for: [VCard(contact: contact, version: version), card])
            let again = VCardParser.parse(written)
            if again.cards.count != 2 {
                fatalError("a written card did not parse again: \(again.errors)")
            }
        }
    }
    // A fetch of names and imageDataAvailable reads the same cards and errors, and the
    // same photos, without building the other properties.
    let plan = _CNFetchPlan(
        keys: [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactImageDataAvailableKey], predicate: nil, sortOrder: .none)
    let filtered = data.withUnsafeBytes { VCardParser._parse($0.bindMemory(to: UInt8.self), filter: plan.filter) }
    if filtered.errors != result.errors || filtered.cards.count != result.cards.count {
        fatalError("a filtered parse differs: \(filtered.errors) \(result.errors)")
    }
    for (full, part) in zip(result.cards, filtered.cards) where (full.first(named: "PHOTO") == nil) != (part.first(named: "PHOTO") == nil) {
        fatalError("a filtered parse lost or invented a photo")
    }
    // The single-file backend reproduces every byte it did not change.
    let isUTF16 = data.withUnsafeBytes { VCardParser._utf16ByteOrder($0.bindMemory(to: UInt8.self)) } != nil
    if !isUTF16 {
        let list = _CNCardList(data: data, stem: "fuzz")
        if list.data != data { fatalError("the card list changed bytes it did not edit") }
    }
    return 0
}
