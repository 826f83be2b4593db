import Foundation

extension UIFont {
    /// A font weight, with UIKit's values from -1 (ultra light) to 1 (black).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The weight's name as it appears in font names.
        var name: String {
            switch rawValue {
            case ..<(-0.7): "Ultralight"
            case ..<(-0.5): "Thin"
            case ..<(-0.2): "Light"
            case ..<0.1: "Regular"
            case ..<0.26: "Medium"
            case ..<0.35: "Semibold"
            case ..<0.5: "Bold"
            case ..<0.6: "Heavy"
            default: "Black"
            }
        }
    }
}
