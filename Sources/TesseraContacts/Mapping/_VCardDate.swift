import Foundation

/// Reading and writing of vCard dates (`BDAY`, `ANNIVERSARY`, `X-ABDATE`).
enum _VCardDate {
    /// Parses `YYYY-MM-DD`, `YYYYMMDD`, `--MM-DD`, `--MMDD`, with an optional time part
    /// after `T`. Apple's year 1604 with `X-APPLE-OMIT-YEAR=1604` means "no year".
    static func components(from property: VCardProperty) -> DateComponents? {
        var text = Substring(_ascii.trimmed(property.text))
        if let t = text.firstIndex(of: "T") { text = text[..<t] }
        var year: Int?
        let digits: Substring
        if text.hasPrefix("--") {
            digits = text.dropFirst(2).filter { $0 != "-" }[...]
            guard digits.count == 4 else { return nil }
        } else {
            let all = text.filter { $0 != "-" }
            guard all.count == 8, let y = Int(all.prefix(4)) else { return nil }
            year = y
            digits = all.dropFirst(4)
        }
        guard digits.allSatisfy(\.isASCII), let month = Int(digits.prefix(2)), let day = Int(digits.suffix(2)),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        if let omit = property.parameterValues("X-APPLE-OMIT-YEAR").first, let y = year, Int(omit) == y {
            year = nil
        }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        return components
    }

    /// Writes date components: `YYYY-MM-DD`, or without a year Apple's 3.0 form
    /// (`1604-MM-DD` with `X-APPLE-OMIT-YEAR=1604`) or 4.0 `--MMDD`.
    static func property(
        name: String, group: String? = nil, _ components: DateComponents, version: VCardVersion
    ) -> VCardProperty? {
        guard let month = components.month, let day = components.day else { return nil }
        let md = pad(month, 2) + "-" + pad(day, 2)
        if let year = components.year {
            return VCardProperty(group: group, name: name, value: pad(year, 4) + "-" + md)
        }
        if version == .v4_0 {
            return VCardProperty(group: group, name: name, value: "--" + pad(month, 2) + pad(day, 2))
        }
        return VCardProperty(
            group: group, name: name, parameters: [VCardParameter(name: "X-APPLE-OMIT-YEAR", values: ["1604"])],
            value: "1604-" + md)
    }

    /// `value` with leading zeros to `width` digits.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
