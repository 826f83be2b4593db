import Foundation

/// An immutable value with a label, as found in a contact's phone numbers, email
/// addresses and postal addresses.
///
/// Labels are the ``CNLabelHome``-style constants or any custom text. Each labeled
/// value has its own ``identifier``, kept by the `setting…` methods, so a changed
/// value still refers to the same entry.
///
///     let mobile = CNLabeledValue(label: CNLabelPhoneNumberMobile,
///                                 value: CNPhoneNumber(stringValue: "+1 555 0100"))
///     CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: mobile.label!)  // "mobile"
open class CNLabeledValue<ValueType: NSCopying & NSSecureCoding>: NSObject, NSCopying, @unchecked Sendable {
    /// A unique identifier of this entry.
    public let identifier: String
    /// The label, or `nil`.
    public let label: String?
    /// The value.
    public let value: ValueType

    /// Creates a labeled value with a new identifier.
    ///
    /// - Parameters:
    ///   - label: The label, or `nil`.
    ///   - value: The value.
    public init(label: String?, value: ValueType) {
        self.identifier = _CNIdentifier.make()
        self.label = label
        self.value = value
        super.init()
    }

    init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
        super.init()
    }

    /// A copy with another label and the same identifier and value.
    public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another value and the same identifier and label.
    public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another label and value and the same identifier.
    public func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// The display name of a label: `"mobile"` for ``CNLabelPhoneNumberMobile``, a custom
    /// label unchanged.
    ///
    /// - Parameter label: A label.
    /// - Returns: The English display name.
    public class func localizedString(forLabel label: String) -> String {
        if let known = _localizedLabels[label] { return known }
        // An Apple-style label that is not one of the constants: `_$!<Custom>!$_`.
        if label.hasPrefix("_$!<") && label.hasSuffix(">!$_") && label.count > 8 {
            return String(label.dropFirst(4).dropLast(4)).lowercased()
        }
        return label
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when identifier, label and value are equal, as on Apple platforms.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNLabeledValue<ValueType> else { return false }
        return other.identifier == identifier && other.label == label && ((other.value as? NSObject)?.isEqual(value) ?? false)
    }

    open override var hash: Int { identifier.hashValue }

    open override var description: String {
        "<CNLabeledValue: identifier=\(identifier), label=\(label ?? "(nil)"), value=\(value)>"
    }
}
