import Foundation

extension UITableViewCell {
    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red delete control, "⊖", that reveals a Delete button.
        case delete
        /// A green insert control, "⊕".
        case insert
    }
}
