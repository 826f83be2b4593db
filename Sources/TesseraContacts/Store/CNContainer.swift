import Foundation

/// An address book: on Linux, one folder of a vdir (`$XDG_DATA_HOME/contacts/<folder>`).
///
/// The identifier is the folder name; the name is the content of the folder's
/// `displayname` file when there is one (as vdirsyncer and khard write it), else the
/// folder name.
open class CNContainer: NSObject, @unchecked Sendable {
    /// The container's unique identifier: its folder name.
    public let identifier: String
    /// The display name.
    public let name: String
    /// The kind of container; `.local` for a vdir folder.
    public let type: CNContainerType

    init(identifier: String, name: String, type: CNContainerType) {
        self.identifier = identifier
        self.name = name
        self.type = type
        super.init()
    }

    /// A predicate for the containers with the given identifiers.
    public class func predicateForContainers(withIdentifiers identifiers: [String]) -> NSPredicate {
        _CNPredicate(.containers(Set(identifiers)))
    }

    /// A predicate for the container of the contact with the given identifier.
    public class func predicateForContainerOfContact(withIdentifier contactIdentifier: String) -> NSPredicate {
        _CNPredicate(.containerOfContact(contactIdentifier))
    }

    open override var description: String { "<CNContainer: identifier=\(identifier), name=\(name)>" }
}
