/// What ``VCardParser`` found: the good cards and the problems, each with its line.
public struct VCardParseResult: Sendable, Hashable {
    /// The well-formed cards, in input order.
    public var cards: [VCard]
    /// The problems, in input order. A card with a problem is not in ``cards``.
    public var errors: [VCardParseError]

    /// Creates a result.
    public init(cards: [VCard] = [], errors: [VCardParseError] = []) {
        self.cards = cards
        self.errors = errors
    }
}
