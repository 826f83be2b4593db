import Foundation

extension UIListContentConfiguration {
    /// How the image of a list content configuration is sized and tinted.
    public struct ImageProperties: Hashable {
        /// The value of `reservedLayoutSize` dimensions that asks for the system's standard size.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint of template and symbol images; `nil` uses the view's tint colour.
        public var tintColor: UIColor?
        /// Kept for compatibility: half-block pixels have no rounded corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; `.zero` (the default) sets no limit.
        public var maximumSize: CGSize = .zero
        /// The space reserved for the image even when it is smaller or absent, so texts of a list
        /// line up; `.zero` (the default) reserves nothing.
        public var reservedLayoutSize: CGSize = .zero
        /// Kept for compatibility.
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// The tint actually used, given the view's tint colour.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            self.tintColor ?? tintColor
        }

        /// The size `image` is shown at: its own size scaled down to fit `maximumSize`.
        func displaySize(of image: UIImage) -> CGSize {
            var size = image.size
            if maximumSize.width > 0, size.width > maximumSize.width {
                size = CGSize(width: maximumSize.width, height: size.height * maximumSize.width / size.width)
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                size = CGSize(width: size.width * maximumSize.height / size.height, height: maximumSize.height)
            }
            return size
        }

        /// The width the image column takes: the reserved width when set, else `size`'s.
        func layoutWidth(for size: CGSize) -> CGFloat {
            reservedLayoutSize.width > 0 ? max(reservedLayoutSize.width, size.width) : size.width
        }
    }
}
