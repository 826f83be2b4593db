import Foundation

/// A named group of contacts in a container.
///
/// On Linux a group is a vCard group card: a 4.0 card with `KIND:group`, or Apple's 3.0
/// form with `X-ADDRESSBOOKSERVER-KIND:group`. Its name is the card's `FN`, its members the
/// contacts its `MEMBER` (or `X-ADDRESSBOOKSERVER-MEMBER`) URIs name, as `urn:uuid:<UID>`.
///
///     let friends = try store.groups(matching: nil).first { $0.name == "Friends" }
///     let members = try store.unifiedContacts(
///         matching: CNContact.predicateForContactsInGroup(withIdentifier: friends!.identifier),
///         keysToFetch: keys)
open class CNGroup: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The group's unique identifier: its card's `UID`.
    public var identifier: String { _identifier }
    /// The group's name.
    public var name: String { _name }

    let _identifier: String
    var _name: String

    /// Creates an empty group with a new identifier.
    public override convenience init() {
        self.init(identifier: _CNIdentifier.make(), name: "")
    }

    init(identifier: String, name: String) {
        _identifier = identifier
        _name = name
        super.init()
    }

    /// A predicate for the groups with the given identifiers.
    public class func predicateForGroups(withIdentifiers identifiers: [String]) -> NSPredicate {
        _CNPredicate(.groups(Set(identifiers)))
    }

    /// A predicate for the groups of one container.
    public class func predicateForGroupsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        _CNPredicate(.groupsInContainer(containerIdentifier))
    }

    /// An immutable copy.
    public func copy(with zone: NSZone? = nil) -> Any { CNGroup(identifier: _identifier, name: _name) }

    /// A `CNMutableGroup` with the same identifier and name.
    public func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableGroup(identifier: _identifier, name: _name) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNGroup else { return false }
        return other._identifier == _identifier && other._name == _name
    }

    open override var hash: Int { _identifier.hashValue }

    open override var description: String { "<\(type(of: self)): identifier=\(identifier), name=\(name)>" }
}
