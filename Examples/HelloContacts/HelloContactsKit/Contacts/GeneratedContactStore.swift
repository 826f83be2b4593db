import Foundation
import TesseraContacts

/// A contact store of generated contacts, for `--sample N`: enough rows to watch cell reuse
/// and prefetching at work.
///
/// Every fourth contact has no photo, as in real address books, so that a cell reused from
/// a contact with a photo would show the wrong one if the app did not clear it
/// (the book's image-reuse bug). The store asks for authorization like any other.
final class GeneratedContactStore: CNContactStore, @unchecked Sendable {
    /// The contacts, generated once.
    let contacts: [CNContact]

    /// Generates `count` contacts.
    ///
    /// - Complexity: O(`count`).
    init(count: Int) {
        contacts = (0..<count).map(Self.contact(at:))
        super.init(source: .sample)
    }

    /// The contact at `index`: names cycle through two lists, the photo through the palette.
    static func contact(at index: Int) -> CNContact {
        let contact = CNMutableContact()
        contact.givenName = givenNames[index % givenNames.count]
        contact.familyName = familyNames[(index / givenNames.count + index) % familyNames.count]
        if index % 4 != 3 {
            contact.imageData = GeneratedAvatar.png(colorIndex: index)
        }
        return contact.copy() as! CNContact
    }

    /// `"generated"`: the store's one container, once the app is authorized.
    override func defaultContainerIdentifier() -> String {
        CNContactStore.authorizationStatus(for: .contacts) == .authorized ? "generated" : ""
    }

    /// All generated contacts, whatever the predicate and keys.
    ///
    /// - Throws: `CNError.authorizationDenied` before the app is authorized.
    override func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        guard CNContactStore.authorizationStatus(for: .contacts) == .authorized else {
            throw CNError(.authorizationDenied)
        }
        return contacts
    }

    private static let givenNames = [
        "Ada", "Alan", "Barbara", "Claude", "Dennis", "Donald", "Edsger", "Frances", "Grace", "Guido",
        "Hedy", "Ivan", "Jean", "John", "Katherine", "Ken", "Linus", "Margaret", "Niklaus", "Radia",
        "Richard", "Shafi", "Sophie", "Tim", "Tony", "Whitfield", "Yukihiro", "Leslie", "Annie", "Brian",
        "Chris", "Evelyn", "Fran", "Gladys", "Karen", "Lynn", "Mary", "Niklas", "Ole", "Peter",
    ]

    private static let familyNames = [
        "Lovelace", "Turing", "Liskov", "Shannon", "Ritchie", "Knuth", "Dijkstra", "Allen", "Hopper", "van Rossum",
        "Lamarr", "Sutherland", "Sammet", "McCarthy", "Johnson", "Thompson", "Torvalds", "Hamilton", "Wirth", "Perlman",
        "Stallman", "Goldwasser", "Wilson", "Berners-Lee", "Hoare", "Diffie", "Matsumoto", "Lamport", "Easley", "Kernighan",
        "Lattner", "Berezin", "Bilas", "West", "Spärck Jones", "Conway", "Keller", "Wirén", "Dahl", "Naur",
    ]
}
