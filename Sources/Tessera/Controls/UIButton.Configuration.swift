import Foundation

extension UIButton {
    /// How a button looks: its style, title, image and colours (UIKit's iOS 15 configuration).
    ///
    /// In the terminal the styles read as: `.plain()` tinted text; `.tinted()` tinted text on a
    /// pale tint; `.gray()` tinted text on a grey fill; `.filled()` white text on the tint.
    /// Bordered styles are the tinted/filled ones. Each style except `.plain()` pads the title by
    /// one column on either side.
    public struct Configuration: Hashable, Sendable {
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled
        }

        var style: Style

        /// The title.
        public var title: String?
        /// A second line of text; the terminal shows it after the title.
        public var subtitle: String?
        /// The image, drawn before the title.
        public var image: UIImage?
        /// The colour of the title and image; the tint (white for `.filled()`) when `nil`.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; derived from the tint when `nil`.
        public var baseBackgroundColor: UIColor?
        /// Space between image and title, in points.
        public var imagePadding: CGFloat = 0
        /// Space around the content.
        public var contentInsets: NSDirectionalEdgeInsets
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
            let side: CGFloat = style == .plain ? 0 : 11
            contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }

        /// Tinted text without a background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tinted text on a pale tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Tinted text on a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White text on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Same as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// Same as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// Same as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// Same as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
    }
}
