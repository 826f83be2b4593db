import Foundation

/// What ``CNContactStore/enumerateContacts(with:usingBlock:)`` fetches.
///
///     let request = CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
///     request.sortOrder = .familyName
///     try store.enumerateContacts(with: request) { contact, stop in … }
open class CNContactFetchRequest: NSObject {
    /// The predicate, or `nil` for all contacts.
    open var predicate: NSPredicate?
    /// The keys to fetch; reading other properties raises `CNPropertyNotFetchedException`.
    open var keysToFetch: [CNKeyDescriptor]
    /// Whether to return `CNMutableContact`s.
    open var mutableObjects = false
    /// Whether to unify linked contacts; vdir folders have no links, so it changes nothing.
    open var unifyResults = true
    /// The order of the results.
    open var sortOrder = CNContactSortOrder.none

    /// Creates a request.
    ///
    /// - Parameter keysToFetch: The keys to fetch.
    public init(keysToFetch: [CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}
