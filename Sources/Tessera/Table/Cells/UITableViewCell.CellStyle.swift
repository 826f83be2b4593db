import Foundation

extension UITableViewCell {
    /// The built-in layouts of a cell's `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// An image and a text label; no detail label.
        case `default`
        /// Text on the leading side, detail right-aligned in secondary colour on the trailing side.
        case value1
        /// A narrow right-aligned title in the tint colour, then the detail (no image).
        case value2
        /// Text above a detail line.
        case subtitle
    }
}
