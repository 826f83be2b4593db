import Foundation

extension UIListContentConfiguration {
    /// How the text or secondary text of a list content configuration looks.
    public struct TextProperties: Hashable {
        /// Horizontal alignment of list text.
        public enum TextAlignment: Hashable, Sendable {
            case natural, center, justified
        }

        /// A case change applied to the text when it is shown.
        public enum TextTransform: Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        /// The font; a bold font draws bold in the terminal.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The case change shown.
        public var transform: TextTransform = .none
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How lines wrap and the last line truncates.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; `0` (the default) means as many as the text needs.
        public var numberOfLines = 0
        /// Kept for compatibility: a terminal cannot shrink text.
        public var adjustsFontSizeToFitWidth = false
        /// Kept for compatibility.
        public var minimumScaleFactor: CGFloat = 0
        /// Kept for compatibility.
        public var allowsDefaultTighteningForTruncation = true
        /// Kept for compatibility.
        public var adjustsFontForContentSizeCategory = true
        /// Kept for compatibility.
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour actually drawn.
        public func resolvedColor() -> UIColor { color }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }
}
