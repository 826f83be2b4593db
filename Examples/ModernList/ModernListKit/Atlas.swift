import Foundation

/// The app's data: continents and their countries, embedded so the app runs without files.
public enum Atlas {
    /// A row of the outline: a continent (a parent) or a country.
    public struct Place: Hashable, Sendable {
        public let name: String
        /// The continent a country is on; `nil` for a continent.
        public let continent: String?

        public var isContinent: Bool { continent == nil }
    }

    /// The continents in order, each with its countries in alphabetical order.
    public static let continents: [(name: String, countries: [String])] = [
        ("Africa", ["Algeria", "Egypt", "Ethiopia", "Ghana", "Kenya", "Morocco", "Nigeria", "Senegal", "South Africa", "Tanzania"]),
        ("Asia", ["China", "India", "Indonesia", "Japan", "Korea", "Malaysia", "Nepal", "Philippines", "Thailand", "Vietnam"]),
        ("Europe", ["Austria", "Denmark", "France", "Germany", "Greece", "Ireland", "Italy", "Norway", "Portugal", "Spain"]),
        ("North America", ["Canada", "Costa Rica", "Cuba", "Guatemala", "Jamaica", "Mexico", "Panama", "United States"]),
        ("Oceania", ["Australia", "Fiji", "New Zealand", "Papua New Guinea", "Samoa", "Tonga"]),
        ("South America", ["Argentina", "Bolivia", "Brazil", "Chile", "Colombia", "Ecuador", "Peru", "Uruguay"]),
    ]

    /// The countries whose name contains `query`, ignoring case and accents, in atlas order.
    public static func countries(matching query: String) -> [Place] {
        continents.flatMap { continent in
            continent.countries
                .filter { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
                .map { Place(name: $0, continent: continent.name) }
        }
    }
}
