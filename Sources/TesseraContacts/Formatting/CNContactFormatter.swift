import Foundation

/// Formats a contact's name for display.
///
/// Names are joined in Western order with spaces ("Dr. John Q. Appleseed Jr."); a name
/// written in Chinese, Japanese or Korean script is joined family name first without
/// spaces ("山田太郎"), as on Apple platforms. An organization contact formats as its
/// organization name; a person with no name falls back to the organization name. The
/// result is `nil` when there is nothing to show.
///
/// The contact must have been fetched with the keys of
/// ``descriptorForRequiredKeys(for:)``; otherwise Apple raises
/// `CNPropertyNotFetchedException`, and so does Tessera, through the failure hook.
///
///     let keys = [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
///     let name = CNContactFormatter.string(from: contact, style: .fullName)
open class CNContactFormatter: Formatter {
    /// The style used by ``string(from:)``.
    open var style: CNContactFormatterStyle = .fullName

    /// Formats a contact's name.
    ///
    /// - Parameters:
    ///   - contact: The contact.
    ///   - style: What to write.
    /// - Returns: The name, or `nil` when it is empty.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        guard contact.areKeysAvailable([descriptorForRequiredKeys(for: style)]) else {
            _cnRaise(
                "CNPropertyNotFetchedException",
                "Contact \(contact.identifier) is missing some of the required key descriptors: "
                    + "[CNContactFormatter descriptorForRequiredKeysForStyle:]")
            return nil
        }
        let s = contact._storage
        switch style {
        case .fullName:
            if s.contactType == .organization && !s.organizationName.isEmpty { return s.organizationName }
            let name = fullName(s)
            if !name.isEmpty { return name }
            return s.organizationName.isEmpty ? nil : s.organizationName
        case .phoneticFullName:
            let name = join([s.phoneticGivenName, s.phoneticMiddleName, s.phoneticFamilyName], delimiter(s))
            return name.isEmpty ? nil : name
        }
    }

    /// Formats a contact's name in ``style``.
    open func string(from contact: CNContact) -> String? {
        Self.string(from: contact, style: style)
    }

    open override func string(for obj: Any?) -> String? {
        guard let contact = obj as? CNContact else { return nil }
        return string(from: contact)
    }

    /// The keys a contact must have been fetched with to be formatted in `style`.
    ///
    /// - Parameter style: The style.
    /// - Returns: A descriptor for `keysToFetch`.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> CNKeyDescriptor {
        switch style {
        case .fullName:
            return _CNAggregateKeyDescriptor(
                _contactKeys: [
                    CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
                    CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey,
                ], name: "CNContactFormatter.fullName")
        case .phoneticFullName:
            return _CNAggregateKeyDescriptor(
                _contactKeys: [
                    CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneticGivenNameKey,
                    CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey,
                ], name: "CNContactFormatter.phoneticFullName")
        }
    }

    /// The keys ``nameOrder(for:)`` reads.
    open class var descriptorForRequiredKeysForNameOrder: CNKeyDescriptor {
        _CNAggregateKeyDescriptor(_contactKeys: [CNContactGivenNameKey, CNContactFamilyNameKey], name: "CNContactFormatter.nameOrder")
    }

    /// The keys ``delimiter(for:)`` reads.
    open class var descriptorForRequiredKeysForDelimiter: CNKeyDescriptor {
        _CNAggregateKeyDescriptor(_contactKeys: [CNContactGivenNameKey, CNContactFamilyNameKey], name: "CNContactFormatter.delimiter")
    }

    /// Formats a contact's name as an attributed string with `attributes` on the whole name.
    ///
    /// - Returns: The name, or `nil` when it is empty.
    open class func attributedString(
        from contact: CNContact, style: CNContactFormatterStyle, defaultAttributes attributes: [AnyHashable: Any]? = nil
    ) -> NSAttributedString? {
        guard let name = string(from: contact, style: style) else { return nil }
        var converted: [NSAttributedString.Key: Any] = [:]
        for (key, value) in attributes ?? [:] {
            if let key = key as? NSAttributedString.Key { converted[key] = value }
            else if let key = key as? String { converted[NSAttributedString.Key(key)] = value }
        }
        return NSAttributedString(string: name, attributes: converted)
    }

    /// Formats a contact's name in ``style`` as an attributed string.
    open func attributedString(from contact: CNContact, defaultAttributes attributes: [AnyHashable: Any]? = nil) -> NSAttributedString? {
        Self.attributedString(from: contact, style: style, defaultAttributes: attributes)
    }

    /// The order of given and family name for a contact.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder {
        isEastAsian(contact._storage) ? .familyNameFirst : .givenNameFirst
    }

    /// The text between name parts for a contact: `""` for Chinese, Japanese and Korean
    /// names, `" "` otherwise.
    open class func delimiter(for contact: CNContact) -> String {
        delimiter(contact._storage)
    }

    static func fullName(_ s: CNContact._Storage) -> String {
        if isEastAsian(s) {
            return join([s.namePrefix, s.familyName, s.middleName, s.givenName, s.nameSuffix], delimiter(s))
        }
        return join([s.namePrefix, s.givenName, s.middleName, s.familyName, s.nameSuffix], " ")
    }

    private static func join(_ parts: [String], _ delimiter: String) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: delimiter)
    }

    private static func delimiter(_ s: CNContact._Storage) -> String {
        isEastAsian(s) ? "" : " "
    }

    private static func isEastAsian(_ s: CNContact._Storage) -> Bool {
        for name in [s.familyName, s.givenName] {
            for scalar in name.unicodeScalars {
                switch scalar.value {
                case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF:
                    return true
                default: continue
                }
            }
        }
        return false
    }
}
