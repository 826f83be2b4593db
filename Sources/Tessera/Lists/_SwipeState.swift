import Foundation

/// The row whose swipe actions are revealed, which edge they show at, and which action the
/// keyboard points at. One value serves the table's rows and a collection view's list items.
struct _SwipeState {
    var indexPath: IndexPath
    var leading: Bool
    var configuration: UISwipeActionsConfiguration
    /// The action Return performs, counted from the row's edge outward.
    var chosen: Int

    /// What a key does while the actions are revealed.
    enum KeyResponse: Equatable {
        /// Esc, or an arrow walking back past the first action: the actions close.
        case close
        /// Return: the chosen action runs.
        case perform(Int)
        /// An arrow walking among the actions: this one is chosen now.
        case choose(Int)
        /// Any other key: the actions close and the list handles the key as usual.
        case closeAndPass
    }

    /// How `key` acts on the revealed actions. The first action sits at the row's edge; ← →
    /// walk from it into the row (← for trailing actions, → for leading ones) and stop at the
    /// last action; walking back past the first closes them.
    func response(to key: UIKey) -> KeyResponse {
        switch key.keyCode {
        case .keyboardEscape:
            return .close
        case .keyboardReturnOrEnter:
            return .perform(chosen)
        case .keyboardLeftArrow, .keyboardRightArrow:
            let inward = (key.keyCode == .keyboardLeftArrow) != leading
            let next = chosen + (inward ? 1 : -1)
            return next < 0 ? .close : .choose(min(configuration.actions.count - 1, next))
        default:
            return .closeAndPass
        }
    }
}
