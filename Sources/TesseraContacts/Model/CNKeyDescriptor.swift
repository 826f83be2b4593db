import Foundation

/// Something that names contact properties to fetch: a key constant such as
/// ``CNContactGivenNameKey``, or a descriptor from
/// ``CNContactFormatter/descriptorForRequiredKeys(for:)``.
///
/// On Apple platforms this is an Objective-C protocol adopted by `NSString`. Swift on
/// Linux cannot bridge a `String` to an Objective-C protocol, so here both `String` and
/// `NSString` conform, and book code such as
/// `[CNContactGivenNameKey as CNKeyDescriptor]` compiles unchanged.
public protocol CNKeyDescriptor {
    /// The contact property keys this descriptor stands for. Not API.
    var _contactKeys: Set<String> { get }
}

extension String: CNKeyDescriptor {
    public var _contactKeys: Set<String> { [self] }
}

extension NSString: CNKeyDescriptor {
    public var _contactKeys: Set<String> { [String(describing: self)] }
}


/// A descriptor that stands for several keys, as returned by the formatters.
struct _CNAggregateKeyDescriptor: CNKeyDescriptor, CustomStringConvertible {
    var _contactKeys: Set<String>
    var name: String
    var description: String { name }
}
