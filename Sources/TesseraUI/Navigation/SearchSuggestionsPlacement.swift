/// The ways search suggestions are displayed.
///
/// Tessera, as SwiftUI on iOS, lists them over the main content below the search field:
/// the ``content`` placement, which suggestion views read in
/// `EnvironmentValues.searchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    enum Kind: Sendable { case automatic, menu, content }
    let kind: Kind

    /// Suggestions render as the context decides (a list over the content, here).
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .automatic) }
    /// Suggestions render in a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .menu) }
    /// Suggestions render in the main content of the app.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .content) }

    /// A set of search suggestion placements.
    public struct Set: OptionSet, Sendable {
        public typealias Element = SearchSuggestionsPlacement.Set
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The menu placement.
        public static var menu: Set { Set(rawValue: 1 << 0) }
        /// The placements with the app's main content, the menu excluded.
        public static var content: Set { Set(rawValue: 1 << 1) }
    }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

private struct HiddenSearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement.Set { [] }
}

extension EnvironmentValues {
    /// Where the search suggestions being built show: `.content` inside Tessera's suggestions
    /// list, `.automatic` elsewhere.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// The placements `searchSuggestions(_:for:)` hid for the views below.
    var _hiddenSearchSuggestions: SearchSuggestionsPlacement.Set {
        get { self[HiddenSearchSuggestionsKey.self] }
        set { self[HiddenSearchSuggestionsKey.self] = newValue }
    }
}
