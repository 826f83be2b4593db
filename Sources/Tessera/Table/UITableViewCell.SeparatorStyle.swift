import Foundation

extension UITableViewCell {
    /// How a table draws the lines between its rows.
    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
        case singleLineEtched
    }
}
