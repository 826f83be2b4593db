import Foundation

extension UITableViewCell {
    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No selection background.
        case none
        /// The system selection background (blue before iOS 7).
        case blue
        /// The system selection background (grey before iOS 7).
        case gray
        /// The system selection background, `systemGray4`.
        case `default`
    }
}
