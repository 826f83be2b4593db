import Foundation

/// An immutable phone number, kept as the text the user entered.
///
/// As on Apple platforms, the number is not normalised: `CNPhoneNumber(stringValue:
/// "+1 (408) 555-0100")` keeps its spaces and punctuation. Two numbers are equal when
/// their strings are equal.
open class CNPhoneNumber: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The number as text.
    public let stringValue: String

    /// Creates a phone number.
    ///
    /// - Parameter stringValue: The number as text.
    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let value = coder.decodeObject(of: NSString.self, forKey: "stringValue") else { return nil }
        stringValue = String(describing: value)
        super.init()
    }

    public func encode(with coder: NSCoder) {
        coder.encode(NSString(string: stringValue), forKey: "stringValue")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNPhoneNumber else { return false }
        return other.stringValue == stringValue
    }

    open override var hash: Int { stringValue.hashValue }

    open override var description: String { "<CNPhoneNumber: stringValue=\(stringValue)>" }
}
