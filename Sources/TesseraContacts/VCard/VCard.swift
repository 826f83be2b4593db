/// One vCard: a version and its properties, between `BEGIN:VCARD` and `END:VCARD`.
///
/// `properties` holds every content line except `BEGIN`, `END` and `VERSION`, in file
/// order, including properties Tessera does not map to ``CNContact`` (they are written
/// back unchanged). Two cards are equal when their versions and properties are equal;
/// the line the card started on is not compared.
///
///     let result = VCardParser.parse(data)
///     for card in result.cards {
///         print(card.first(named: "FN")?.text ?? "")
///     }
public struct VCard: Sendable, Hashable {
    /// The version from the card's `VERSION` line; 3.0 when the line is missing.
    public var version: VCardVersion
    /// The properties other than `BEGIN`, `END` and `VERSION`, in order.
    public var properties: [VCardProperty]
    /// The 1-based line of `BEGIN:VCARD` in the parsed input, or 0 for a card built in code.
    public var line: Int

    /// Creates a card.
    ///
    /// - Parameters:
    ///   - version: The version.
    ///   - properties: The properties, without `BEGIN`, `END` and `VERSION`.
    public init(version: VCardVersion = .v3_0, properties: [VCardProperty] = []) {
        self.version = version
        self.properties = properties
        self.line = 0
    }

    /// The properties named `name` (case-insensitive), in order.
    ///
    /// - Complexity: O(*n*) in the number of properties.
    public func properties(named name: String) -> [VCardProperty] {
        let upper = name.uppercased()
        return properties.filter { $0.name == upper }
    }

    /// The first property named `name` (case-insensitive), or `nil`.
    ///
    /// - Complexity: O(*n*) in the number of properties.
    public func first(named name: String) -> VCardProperty? {
        let upper = name.uppercased()
        return properties.first { $0.name == upper }
    }

    public static func == (lhs: VCard, rhs: VCard) -> Bool {
        lhs.version == rhs.version && lhs.properties == rhs.properties
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(properties)
    }
}
