import Foundation

/// The actions a swipe reveals on one side of a table row or a list item, first action
/// nearest the edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. A terminal has no full swipe: a drag
    /// or an arrow key only reveals the actions, and Return (or a click) performs the chosen
    /// one, the first until another is chosen, whatever this says.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
