import Foundation

/// A batch of changes for ``CNContactStore/execute(_:)``: contacts to add, update and delete.
///
///     let request = CNSaveRequest()
///     request.add(newContact, toContainerWithIdentifier: nil)
///     try store.execute(request)
open class CNSaveRequest: NSObject {
    enum _Change {
        case add(CNContact, container: String?)
        case update(CNContact)
        case delete(CNContact)
    }

    var _changes: [_Change] = []

    /// Creates an empty request.
    public override init() {
        super.init()
    }

    /// Adds a new contact to a container, or to the default container when `identifier` is `nil`.
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
        _changes.append(.add(contact.copy() as! CNContact, container: identifier))
    }

    /// Saves the changed properties of an existing contact; properties that were not
    /// fetched keep their stored values.
    open func update(_ contact: CNMutableContact) {
        _changes.append(.update(contact.copy() as! CNContact))
    }

    /// Deletes a contact.
    open func delete(_ contact: CNMutableContact) {
        _changes.append(.delete(contact.copy() as! CNContact))
    }
}
