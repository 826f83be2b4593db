import Foundation

/// Makes the view controller a context menu previews.
@preconcurrency public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// Makes the menu of a context menu from the system's suggested actions.
@preconcurrency public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: the menu its action provider makes, and a preview.
///
/// Tessera calls the action provider each time the menu is shown, with no suggested actions
/// (a terminal has no system actions to suggest). The preview provider is kept but not
/// called: a terminal menu shows no preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given at creation, or a unique one.
    public let identifier: any NSCopying
    /// The preview's provider.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// The menu's provider.
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    @preconcurrency public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show, or `nil` when the provider makes none.
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}
