import Foundation

extension UITableViewCell {
    /// The editing states a cell moves between, passed to `willTransition(to:)` and
    /// `didTransition(to:)`.
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The cell is in editing mode: the editing and reorder controls show.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The Delete confirmation button shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
