import Foundation

extension UITableViewCell {
    /// How a focused cell looks.
    public enum FocusStyle: Int, Sendable {
        /// The system focus appearance.
        case `default`
        /// No focus appearance; the cell draws its own.
        case custom
    }
}
