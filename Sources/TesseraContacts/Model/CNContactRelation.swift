import Foundation

/// An immutable related person of a contact, such as a spouse or an assistant.
///
/// The relationship is the label of the ``CNLabeledValue`` that holds it
/// (``CNLabelContactRelationSpouse`` and the like). Apple's Contacts writes it to vCards
/// as `X-ABRELATEDNAMES` with an `X-ABLabel`; vCard 4.0 uses `RELATED;VALUE=text`.
open class CNContactRelation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The related person's name.
    public let name: String

    /// Creates a relation.
    ///
    /// - Parameter name: The related person's name.
    public init(name: String) {
        self.name = name
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let value = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        name = String(describing: value)
        super.init()
    }

    public func encode(with coder: NSCoder) {
        coder.encode(NSString(string: name), forKey: "name")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CNContactRelation)?.name == name
    }

    open override var hash: Int { name.hashValue }

    open override var description: String { "<CNContactRelation: name=\(name)>" }
}
