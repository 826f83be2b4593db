import Foundation

/// A postal address you can change.
///
///     let address = CNMutablePostalAddress()
///     address.street = "1 Infinite Loop"
///     address.city = "Cupertino"
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    /// The street, possibly several lines.
    public override var street: String {
        get { _fields.street }
        set { _fields.street = newValue }
    }
    /// The district or neighbourhood.
    public override var subLocality: String {
        get { _fields.subLocality }
        set { _fields.subLocality = newValue }
    }
    /// The city.
    public override var city: String {
        get { _fields.city }
        set { _fields.city = newValue }
    }
    /// The county or similar subdivision of the state.
    public override var subAdministrativeArea: String {
        get { _fields.subAdministrativeArea }
        set { _fields.subAdministrativeArea = newValue }
    }
    /// The state or region.
    public override var state: String {
        get { _fields.state }
        set { _fields.state = newValue }
    }
    /// The postal code.
    public override var postalCode: String {
        get { _fields.postalCode }
        set { _fields.postalCode = newValue }
    }
    /// The country name.
    public override var country: String {
        get { _fields.country }
        set { _fields.country = newValue }
    }
    /// The ISO 3166-1 alpha-2 country code.
    public override var isoCountryCode: String {
        get { _fields.isoCountryCode }
        set { _fields.isoCountryCode = newValue }
    }
}
