import Foundation

/// The handler of a ``UIContextualAction``: the action, the view that shows it, and a completion
/// to call with whether the action was performed. UIKit's top-level spelling of
/// ``UIContextualAction/Handler``, as the books write it.
public typealias UIContextualActionHandler = UIContextualAction.Handler

/// An action shown when a row is swiped: a titled, coloured button that runs a handler.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks: destructive actions are red and remove their row.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// Runs when the person chooses the action. Call the completion with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: UIContextualAction.Style
    public let handler: UIContextualAction.Handler
    open var title: String?
    open var image: UIImage?
    /// Red for destructive actions and grey otherwise, unless set.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
