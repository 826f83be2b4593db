import Foundation

/// The mapping of a contact's storage to vCard properties, in the shape Apple exports.
enum _ContactToVCard {
    static func properties(from contact: CNContact, version: VCardVersion) -> [VCardProperty] {
        let s = contact._storage
        let has = { (key: String) in contact.isKeyAvailable(key) }
        var out: [VCardProperty] = []
        let taken = Set(s.unmappedProperties.compactMap { $0.group?.lowercased() })
        var nextItem = 1
        func newGroup() -> String {
            while taken.contains("item\(nextItem)") { nextItem += 1 }
            defer { nextItem += 1 }
            return "item\(nextItem)"
        }
        func typed(_ name: String, _ label: String?, _ kind: _VCardLabels.Kind, value: String) {
            if let types = _VCardLabels.types(forLabel: label, kind: kind) {
                let parameters = types.isEmpty ? [] : [VCardParameter(name: "TYPE", values: types)]
                out.append(VCardProperty(name: name, parameters: parameters, value: value))
            } else {
                let group = newGroup()
                out.append(VCardProperty(group: group, name: name, value: value))
                out.append(VCardProperty(group: group, name: "X-ABLabel", text: label ?? ""))
            }
        }

        out.append(VCardProperty(name: "PRODID", value: "-//Tessera//TesseraContacts//EN"))
        out.append(VCardProperty(name: "N", components: [
            has(CNContactFamilyNameKey) ? s.familyName : "", has(CNContactGivenNameKey) ? s.givenName : "",
            has(CNContactMiddleNameKey) ? s.middleName : "", has(CNContactNamePrefixKey) ? s.namePrefix : "",
            has(CNContactNameSuffixKey) ? s.nameSuffix : "",
        ]))
        var fn = ""
        if contact.areKeysAvailable([CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]) {
            fn = CNContactFormatter.string(from: contact, style: .fullName) ?? ""
        }
        out.append(VCardProperty(name: "FN", text: fn))
        func text(_ name: String, _ key: String, _ value: String) {
            if has(key) && !value.isEmpty { out.append(VCardProperty(name: name, text: value)) }
        }
        text("NICKNAME", CNContactNicknameKey, s.nickname)
        text("X-MAIDENNAME", CNContactPreviousFamilyNameKey, s.previousFamilyName)
        text("X-PHONETIC-FIRST-NAME", CNContactPhoneticGivenNameKey, s.phoneticGivenName)
        text("X-PHONETIC-MIDDLE-NAME", CNContactPhoneticMiddleNameKey, s.phoneticMiddleName)
        text("X-PHONETIC-LAST-NAME", CNContactPhoneticFamilyNameKey, s.phoneticFamilyName)
        text("X-PHONETIC-ORG", CNContactPhoneticOrganizationNameKey, s.phoneticOrganizationName)
        let org = has(CNContactOrganizationNameKey) ? s.organizationName : ""
        let department = has(CNContactDepartmentNameKey) ? s.departmentName : ""
        if !org.isEmpty || !department.isEmpty {
            out.append(VCardProperty(name: "ORG", components: [org, department]))
        }
        text("TITLE", CNContactJobTitleKey, s.jobTitle)
        if has(CNContactTypeKey) && s.contactType == .organization {
            out.append(version == .v4_0
                ? VCardProperty(name: "KIND", value: "org") : VCardProperty(name: "X-ABShowAs", value: "COMPANY"))
        }
        if has(CNContactEmailAddressesKey) {
            for entry in s.emailAddresses {
                typed("EMAIL", entry.label, .email, value: VCardProperty.escape(String(describing: entry.value)))
            }
        }
        if has(CNContactPhoneNumbersKey) {
            for entry in s.phoneNumbers {
                typed("TEL", entry.label, .phone, value: VCardProperty.escape(entry.value.stringValue))
            }
        }
        if has(CNContactPostalAddressesKey) {
            for entry in s.postalAddresses {
                let a = entry.value
                let value = ["", "", a.street, a.city, a.state, a.postalCode, a.country]
                    .map(VCardProperty.escape).joined(separator: ";")
                let types = _VCardLabels.types(forLabel: entry.label, kind: .address)
                if a.isoCountryCode.isEmpty, let types {
                    let parameters = types.isEmpty ? [] : [VCardParameter(name: "TYPE", values: types)]
                    out.append(VCardProperty(name: "ADR", parameters: parameters, value: value))
                } else {
                    let group = newGroup()
                    let parameters = (types ?? []).isEmpty ? [] : [VCardParameter(name: "TYPE", values: types!)]
                    out.append(VCardProperty(group: group, name: "ADR", parameters: parameters, value: value))
                    if types == nil { out.append(VCardProperty(group: group, name: "X-ABLabel", text: entry.label ?? "")) }
                    if !a.isoCountryCode.isEmpty {
                        out.append(VCardProperty(group: group, name: "X-ABADR", text: a.isoCountryCode))
                    }
                }
            }
        }
        if has(CNContactUrlAddressesKey) {
            for entry in s.urlAddresses {
                typed("URL", entry.label, .url, value: VCardProperty.escape(String(describing: entry.value)))
            }
        }
        if has(CNContactRelationsKey) {
            for entry in s.contactRelations {
                // Apple's form in both versions: the relationship is always a label.
                let group = newGroup()
                out.append(VCardProperty(group: group, name: "X-ABRELATEDNAMES", text: entry.value.name))
                if let label = entry.label {
                    out.append(VCardProperty(group: group, name: "X-ABLabel", text: label))
                }
            }
        }
        if has(CNContactSocialProfilesKey) {
            for entry in s.socialProfiles {
                let profile = entry.value
                var parameters: [VCardParameter] = []
                if !profile.service.isEmpty { parameters.append(VCardParameter(name: "TYPE", values: [profile.service.lowercased()])) }
                if !profile.username.isEmpty { parameters.append(VCardParameter(name: "X-USER", values: [profile.username])) }
                if !profile.userIdentifier.isEmpty {
                    parameters.append(VCardParameter(name: "X-USERID", values: [profile.userIdentifier]))
                }
                let value = VCardProperty.escape(profile.urlString)
                if let label = entry.label {
                    let group = newGroup()
                    out.append(VCardProperty(group: group, name: "X-SOCIALPROFILE", parameters: parameters, value: value))
                    out.append(VCardProperty(group: group, name: "X-ABLabel", text: label))
                } else {
                    out.append(VCardProperty(name: "X-SOCIALPROFILE", parameters: parameters, value: value))
                }
            }
        }
        if has(CNContactInstantMessageAddressesKey) {
            for entry in s.instantMessageAddresses {
                let address = entry.value
                let scheme = _VCardToContact.imSchemes.first { $0.value == address.service }?.key ?? "x-apple"
                let value = VCardProperty.escape("\(scheme):\(address.username)")
                var parameters: [VCardParameter] = []
                if !address.service.isEmpty {
                    parameters.append(VCardParameter(name: "X-SERVICE-TYPE", values: [address.service]))
                }
                if let types = _VCardLabels.types(forLabel: entry.label, kind: .instantMessage) {
                    if !types.isEmpty { parameters.append(VCardParameter(name: "TYPE", values: types)) }
                    out.append(VCardProperty(name: "IMPP", parameters: parameters, value: value))
                } else {
                    let group = newGroup()
                    out.append(VCardProperty(group: group, name: "IMPP", parameters: parameters, value: value))
                    out.append(VCardProperty(group: group, name: "X-ABLabel", text: entry.label ?? ""))
                }
            }
        }
        if has(CNContactBirthdayKey), let birthday = s.birthday,
            let p = _VCardDate.property(name: "BDAY", birthday, version: version)
        {
            out.append(p)
        }
        if has(CNContactDatesKey) {
            for entry in s.dates {
                let d = entry.value
                var date = DateComponents()
                if d.year != NSDateComponentUndefined { date.year = d.year }
                if d.month != NSDateComponentUndefined { date.month = d.month }
                if d.day != NSDateComponentUndefined { date.day = d.day }
                if entry.label == CNLabelDateAnniversary && version == .v4_0 {
                    if let p = _VCardDate.property(name: "ANNIVERSARY", date, version: version) { out.append(p) }
                    continue
                }
                let group = newGroup()
                if let p = _VCardDate.property(name: "X-ABDATE", group: group, date, version: version) {
                    out.append(p)
                    out.append(VCardProperty(group: group, name: "X-ABLabel", text: entry.label ?? ""))
                }
            }
        }
        text("NOTE", CNContactNoteKey, s.note)
        if has(CNContactImageDataKey), let image = s.image, let base64 = image.base64String {
            out.append(VCardProperty(
                name: "PHOTO",
                parameters: [VCardParameter(name: "ENCODING", values: ["b"]),
                             VCardParameter(name: "TYPE", values: [image.isPNG ? "PNG" : "JPEG"])],
                value: base64))
        }
        out.append(contentsOf: s.unmappedProperties)
        out.append(VCardProperty(name: "UID", text: s.identifier))
        return out
    }
}
