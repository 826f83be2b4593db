/// The mapping between vCard `TYPE` parameters / Apple `X-ABLabel`s and `CNLabeledValue` labels.
enum _VCardLabels {
    enum Kind {
        case phone, email, address, url, date, relation, social, instantMessage
    }

    /// Types that say nothing about the label.
    private static let neutral: Set<String> = ["PREF", "VOICE", "INTERNET", "X-INTERNET", "MSG", "POSTAL", "PARCEL", "DOM", "INTL", "TEXT"]

    /// The label of a property from its `TYPE` parameters.
    static func label(forTypes types: Set<String>, kind: Kind) -> String? {
        let types = types.subtracting(neutral)
        if kind == .phone {
            if types.contains("IPHONE") { return CNLabelPhoneNumberiPhone }
            if types.contains("APPLEWATCH") { return CNLabelPhoneNumberAppleWatch }
            if types.contains("FAX") {
                if types.contains("HOME") { return CNLabelPhoneNumberHomeFax }
                if types.contains("WORK") { return CNLabelPhoneNumberWorkFax }
                return CNLabelPhoneNumberOtherFax
            }
            if types.contains("CELL") || types.contains("MOBILE") { return CNLabelPhoneNumberMobile }
            if types.contains("MAIN") { return CNLabelPhoneNumberMain }
            if types.contains("PAGER") { return CNLabelPhoneNumberPager }
        }
        if kind == .url && types.contains("HOMEPAGE") { return CNLabelURLAddressHomePage }
        if kind == .relation {
            // vCard 4.0 RELATED types.
            if types.contains("SPOUSE") { return CNLabelContactRelationSpouse }
            if types.contains("CHILD") { return CNLabelContactRelationChild }
            if types.contains("PARENT") { return CNLabelContactRelationParent }
            if types.contains("FRIEND") { return CNLabelContactRelationFriend }
            if types.contains("SWEETHEART") { return CNLabelContactRelationPartner }
            return nil
        }
        if kind == .social { return nil }
        if types.contains("HOME") { return CNLabelHome }
        if types.contains("WORK") { return CNLabelWork }
        if types.contains("SCHOOL") { return CNLabelSchool }
        if types.contains("OTHER") { return CNLabelOther }
        if kind == .email && types.contains("ICLOUD") { return CNLabelEmailiCloud }
        return nil
    }

    /// The `TYPE` values that stand for `label`, or `nil` when the label must be written
    /// as an Apple `X-ABLabel` in a property group.
    static func types(forLabel label: String?, kind: Kind) -> [String]? {
        guard let label else { return [] }
        switch (label, kind) {
        case (CNLabelPhoneNumberiPhone, .phone): return ["IPHONE", "CELL", "VOICE"]
        case (CNLabelPhoneNumberMobile, .phone): return ["CELL", "VOICE"]
        case (CNLabelPhoneNumberMain, .phone): return ["MAIN"]
        case (CNLabelPhoneNumberHomeFax, .phone): return ["HOME", "FAX"]
        case (CNLabelPhoneNumberWorkFax, .phone): return ["WORK", "FAX"]
        case (CNLabelPhoneNumberOtherFax, .phone): return ["OTHER", "FAX"]
        case (CNLabelPhoneNumberPager, .phone): return ["PAGER"]
        case (CNLabelHome, .phone): return ["HOME", "VOICE"]
        case (CNLabelWork, .phone): return ["WORK", "VOICE"]
        case (CNLabelOther, .phone): return ["OTHER", "VOICE"]
        case (CNLabelHome, .email): return ["INTERNET", "HOME"]
        case (CNLabelWork, .email): return ["INTERNET", "WORK"]
        case (CNLabelOther, .email): return ["INTERNET", "OTHER"]
        case (CNLabelHome, _): return ["HOME"]
        case (CNLabelWork, _): return ["WORK"]
        case (CNLabelOther, .address): return ["OTHER"]
        default: return nil
        }
    }
}
