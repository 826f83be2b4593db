import Foundation

/// A cell's state for content and background configurations: the view state plus the editing,
/// swiping, reordering and expansion states of list cells.
///
/// A cell builds it in `configurationState` from its own properties; pass it to
/// `updated(for:)` or read it in `updateConfiguration(using:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a touch or click is down on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline disclosure is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open (swipe actions or the delete confirmation show).
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag session.
    public var cellDragState: UICellConfigurationState.DragState = .none
    /// The cell's part in a drop session.
    public var cellDropState: UICellConfigurationState.DropState = .none

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

extension UICellConfigurationState {
    /// The drag states of a cell.
    public enum DragState: Hashable, Sendable {
        /// Not part of a drag.
        case none
        /// Being lifted for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// The drop states of a cell.
    public enum DropState: Hashable, Sendable {
        /// Not part of a drop.
        case none
        /// A drop into the cell is not allowed.
        case notTargeted
        /// The cell is the drop target.
        case targeted
    }
}
