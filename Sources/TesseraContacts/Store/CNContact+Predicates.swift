import Foundation

extension CNContact {
    /// A predicate for the contacts whose name matches `name`: every word of `name` must
    /// begin a word of the contact's name, nickname or organization, ignoring case and
    /// diacritics ("jo app" matches "John Appleseed").
    ///
    /// - Parameter name: The name to search for.
    /// - Returns: A predicate for ``CNContactStore/unifiedContacts(matching:keysToFetch:)``.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        _CNPredicate(.name(name))
    }

    /// A predicate for the contacts with the given identifiers.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        _CNPredicate(.identifiers(Set(identifiers)))
    }

    /// A predicate for the contacts of one container (vdir folder).
    public class func predicateForContactsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        _CNPredicate(.inContainer(containerIdentifier))
    }

    /// A predicate for the contacts with the email address `emailAddress`, ignoring case.
    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        _CNPredicate(.emailAddress(emailAddress))
    }

    /// A predicate for the contacts with the phone number `phoneNumber`, comparing digits
    /// only, so "+1 (408) 555-0100" matches "4085550100".
    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        _CNPredicate(.phoneNumber(phoneNumber.stringValue))
    }

    /// A predicate for the members of a group (see ``CNGroup``).
    public class func predicateForContactsInGroup(withIdentifier groupIdentifier: String) -> NSPredicate {
        _CNPredicate(.contactsInGroup(groupIdentifier))
    }
}
