import Foundation

/// A group whose name can change.
open class CNMutableGroup: CNGroup, @unchecked Sendable {
    /// The group's name.
    public override var name: String {
        get { _name }
        set { _name = newValue }
    }
}
