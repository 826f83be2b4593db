import Foundation

/// The predicates the Contacts classes create. Like Apple's, they are evaluated by the
/// store, not by `evaluate(with:)`; a predicate made any other way is rejected with
/// `CNError.Code.predicateInvalid`.
final class _CNPredicate: NSPredicate {
    enum Kind {
        case name(String)
        case identifiers(Set<String>)
        case inContainer(String)
        case emailAddress(String)
        case phoneNumber(String)
        case containers(Set<String>)
        case containerOfContact(String)
        case groups(Set<String>)
        case groupsInContainer(String)
        case contactsInGroup(String)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    override var predicateFormat: String {
        switch kind {
        case .name(let name): "name MATCHES \"\(name)\""
        case .identifiers(let ids): "identifier IN \(ids.sorted())"
        case .inContainer(let id): "container.identifier == \"\(id)\""
        case .emailAddress(let email): "emailAddresses CONTAINS \"\(email)\""
        case .phoneNumber(let phone): "phoneNumbers CONTAINS \"\(phone)\""
        case .containers(let ids): "identifier IN \(ids.sorted())"
        case .containerOfContact(let id): "container of contact \"\(id)\""
        case .groups(let ids): "identifier IN \(ids.sorted())"
        case .groupsInContainer(let id): "container.identifier == \"\(id)\""
        case .contactsInGroup(let id): "group.identifier == \"\(id)\""
        }
    }

    /// Whether a contact in `container` matches.
    func matches(_ contact: CNContact._Storage, container: String) -> Bool {
        switch kind {
        case .name(let query):
            let words = Self.words(query)
            guard !words.isEmpty else { return false }
            let nameWords = Self.words([
                contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix,
                contact.nickname, contact.organizationName, contact.phoneticGivenName, contact.phoneticFamilyName,
            ].joined(separator: " "))
            return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
        case .identifiers(let ids): return ids.contains(contact.identifier)
        case .inContainer(let id): return container == id
        case .emailAddress(let email):
            return contact.emailAddresses.contains {
                String(describing: $0.value).caseInsensitiveCompare(email) == .orderedSame
            }
        case .phoneNumber(let phone):
            let digits = Self.digits(phone)
            return !digits.isEmpty && contact.phoneNumbers.contains {
                let other = Self.digits($0.value.stringValue)
                return other.hasSuffix(digits) || digits.hasSuffix(other) && !other.isEmpty
            }
        case .containers, .containerOfContact, .groups, .groupsInContainer, .contactsInGroup: return false
        }
    }

    /// Lower-cased words without diacritics.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { $0.isWhitespace || $0.isPunctuation }.map(String.init)
    }

    static func digits(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.numericType != nil }.map(Character.init))
    }
}
