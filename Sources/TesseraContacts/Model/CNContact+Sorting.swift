import Foundation

extension CNContact {
    /// A comparator that sorts contacts by name, as the Contacts app lists them.
    ///
    /// `.familyName` compares family name, then given name; `.givenName` and
    /// `.userDefault` compare given name, then family name. An empty name sorts by the
    /// organization name. Comparison ignores case and diacritics. The contacts must have
    /// the keys of ``descriptorForAllComparatorKeys()``.
    ///
    ///     let sorted = (contacts as [Any]).sorted { CNContact.comparator(forNameSortOrder: .familyName)($0, $1) == .orderedAscending }
    public class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        return { a, b in
            guard let a = a as? CNContact, let b = b as? CNContact else { return .orderedSame }
            let ka = _sortKey(a._storage, sortOrder)
            let kb = _sortKey(b._storage, sortOrder)
            for (x, y) in zip(ka, kb) {
                let result = x.compare(y, options: [.caseInsensitive, .diacriticInsensitive])
                if result != .orderedSame { return result }
            }
            return .orderedSame
        }
    }

    /// The keys ``comparator(forNameSortOrder:)`` reads.
    public class func descriptorForAllComparatorKeys() -> CNKeyDescriptor {
        _CNAggregateKeyDescriptor(
            _contactKeys: [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactOrganizationNameKey],
            name: "CNContact.comparatorKeys")
    }

    static func _sortKey(_ s: _Storage, _ order: CNContactSortOrder) -> [String] {
        if s.givenName.isEmpty && s.familyName.isEmpty { return [s.organizationName, ""] }
        switch order {
        case .familyName: return [s.familyName.isEmpty ? s.givenName : s.familyName, s.givenName]
        case .none, .userDefault, .givenName: return [s.givenName.isEmpty ? s.familyName : s.givenName, s.familyName]
        }
    }
}
