extension UIButton {
    /// The kinds of button `UIButton(type:)` makes.
    public enum ButtonType: Int, Sendable {
        /// No styling: the title is drawn in the label colour unless set.
        case custom
        /// Tinted title text.
        case system
        /// An ⓘ-style disclosure button.
        case detailDisclosure
        /// An information button.
        case infoLight
        /// An information button.
        case infoDark
        /// A ⊕ button.
        case contactAdd
        /// A plain button (iOS 15).
        case plain
        /// A ✕ close button.
        case close

        /// Same as `.system`.
        public static let roundedRect = ButtonType.system
    }
}
