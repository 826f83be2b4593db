import Foundation

extension UITableViewCell {
    /// The standard accessory drawn at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A grey chevron, "›": tapping the row shows more.
        case disclosureIndicator
        /// An info button, "ⓘ", and a chevron.
        case detailDisclosureButton
        /// A checkmark, "✓", in the tint colour.
        case checkmark
        /// An info button, "ⓘ", in the tint colour.
        case detailButton
    }
}
