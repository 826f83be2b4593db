import Foundation

extension UISearchBar {
    /// How the bar draws its background.
    public enum Style: UInt, Sendable {
        /// The default: `.prominent` (a filled bar).
        case `default` = 0
        /// A filled bar behind the field.
        case prominent = 1
        /// No bar background: only the field is filled.
        case minimal = 2
    }
}
