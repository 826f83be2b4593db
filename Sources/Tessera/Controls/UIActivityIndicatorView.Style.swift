extension UIActivityIndicatorView {
    /// The look of an activity indicator.
    public enum Style: Int, Sendable {
        /// The pre-iOS 13 large white indicator.
        @available(*, deprecated, message: "Use .large") case whiteLarge = 0
        /// The pre-iOS 13 white indicator.
        @available(*, deprecated, message: "Use .medium") case white = 1
        /// The pre-iOS 13 grey indicator.
        @available(*, deprecated, message: "Use .medium") case gray = 2
        /// The default indicator.
        case medium = 100
        /// A large indicator.
        case large = 101
    }
}
