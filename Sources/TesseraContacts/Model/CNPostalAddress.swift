import Foundation

/// An immutable postal address.
///
/// Use ``CNMutablePostalAddress`` to build one, and `mutableCopy()` to change a copy.
/// Two addresses are equal when all their fields are equal.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    struct _Fields: Hashable, Sendable {
        var street = ""
        var subLocality = ""
        var city = ""
        var subAdministrativeArea = ""
        var state = ""
        var postalCode = ""
        var country = ""
        var isoCountryCode = ""
    }

    var _fields: _Fields

    /// Creates an empty address.
    public override init() {
        _fields = _Fields()
        super.init()
    }

    init(_fields: _Fields) {
        self._fields = _fields
        super.init()
    }

    /// The street, possibly several lines.
    public var street: String { _fields.street }
    /// The district or neighbourhood.
    public var subLocality: String { _fields.subLocality }
    /// The city.
    public var city: String { _fields.city }
    /// The county or similar subdivision of the state.
    public var subAdministrativeArea: String { _fields.subAdministrativeArea }
    /// The state or region.
    public var state: String { _fields.state }
    /// The postal code.
    public var postalCode: String { _fields.postalCode }
    /// The country name.
    public var country: String { _fields.country }
    /// The ISO 3166-1 alpha-2 country code, lower-case as Apple writes it (`us`).
    public var isoCountryCode: String { _fields.isoCountryCode }

    public func copy(with zone: NSZone? = nil) -> Any { CNPostalAddress(_fields: _fields) }

    public func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutablePostalAddress(_fields: _fields) }

    public static var supportsSecureCoding: Bool { true }

    private static var codingKeys: [(String, WritableKeyPath<_Fields, String>)] {
        [("street", \.street), ("subLocality", \.subLocality), ("city", \.city),
        ("subAdministrativeArea", \.subAdministrativeArea), ("state", \.state),
        ("postalCode", \.postalCode), ("country", \.country), ("isoCountryCode", \.isoCountryCode)]
    }

    public required init?(coder: NSCoder) {
        var fields = _Fields()
        for (key, path) in Self.codingKeys {
            if let value = coder.decodeObject(of: NSString.self, forKey: key) {
                fields[keyPath: path] = String(describing: value)
            }
        }
        _fields = fields
        super.init()
    }

    public func encode(with coder: NSCoder) {
        for (key, path) in Self.codingKeys {
            coder.encode(NSString(string: _fields[keyPath: path]), forKey: key)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNPostalAddress else { return false }
        return other._fields == _fields
    }

    open override var hash: Int { _fields.hashValue }

    open override var description: String {
        "<CNPostalAddress: street=\(street), city=\(city), state=\(state), postalCode=\(postalCode), country=\(country)>"
    }
}
