import Foundation

/// The state of a view that configurations update for: disabled, highlighted, selected, focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a touch is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned header).
    public var isPinned = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
