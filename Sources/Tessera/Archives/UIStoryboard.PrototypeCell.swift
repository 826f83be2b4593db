extension UIStoryboard {
    /// A prototype cell of a table view controller's scene, declared in code (Tessera; iOS
    /// reads it from the storyboard file): the controller's table view registers it as
    /// `UINib(prototype: cellClass, style: style)` under `reuseIdentifier` when it loads.
    public struct PrototypeCell: Sendable {
        public let reuseIdentifier: String
        /// `UITableViewCell`, or the subclass the storyboard names.
        public let cellClass: UITableViewCell.Type
        /// The style chosen in the storyboard: `.default` (Basic), `.value1` (Right Detail), …
        public let style: UITableViewCell.CellStyle

        public init(reuseIdentifier: String, cellClass: UITableViewCell.Type = UITableViewCell.self, style: UITableViewCell.CellStyle = .default) {
            self.reuseIdentifier = reuseIdentifier
            self.cellClass = cellClass
            self.style = style
        }
    }
}
