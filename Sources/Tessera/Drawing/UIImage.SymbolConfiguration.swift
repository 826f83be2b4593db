import Foundation

extension UIImage {
    /// The point size, weight and scale of a symbol image.
    ///
    ///     let heart = UIImage(
    ///         systemName: "heart.fill",
    ///         withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
    ///
    /// The point size is that of the text the symbol matches; UIKit's default is
    /// 17 pt (body text), at which a symbol is about 20 pt tall. Tessera scales the
    /// symbol's box by `pointSize / 17` and by the scale's factor, and its strokes
    /// by the weight. Text styles, fonts and colours are not supported.
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size of matching text, or 0 when unspecified.
        public let pointSize: CGFloat
        /// The stroke weight, or `.unspecified`.
        public let weight: UIImage.SymbolWeight
        /// The relative size, or `.unspecified`.
        public let scale: UIImage.SymbolScale

        /// The point size of body text, at which a symbol has its default size.
        static let defaultPointSize: CGFloat = 17

        /// A configuration with a point size, weight and scale.
        ///
        /// - Parameters:
        ///   - pointSize: The point size of matching text; 0 or less leaves it unspecified.
        ///   - weight: The stroke weight.
        ///   - scale: The relative size.
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.pointSize = pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration for symbols matching text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration with only a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// A configuration with only a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// A configuration that specifies nothing.
        public static var unspecified: UIImage.SymbolConfiguration {
            UIImage.SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)
        }

        /// Whether `object` is a symbol configuration with the same values.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage.SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }

        override func combined(with otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            guard let other = otherConfiguration as? UIImage.SymbolConfiguration else { return self }
            return UIImage.SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale)
        }

        /// How much larger than its default size a symbol is drawn.
        var sizeFactor: Double {
            let points = pointSize > 0 ? pointSize : Self.defaultPointSize
            return Double(points / Self.defaultPointSize) * scale.sizeFactor
        }

        /// How much wider than regular a symbol's strokes are.
        var strokeScale: Double {
            weight.strokeScale
        }
    }
}
