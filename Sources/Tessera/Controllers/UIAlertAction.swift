import Foundation

/// A button of an alert or action sheet.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action is drawn: cancel actions are bold, destructive ones red.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    /// Disabled actions are dimmed and cannot be chosen.
    open var isEnabled = true

    /// Called after the alert is dismissed, with the chosen action.
    let handler: (@MainActor (UIAlertAction) -> Void)?

    @preconcurrency public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
