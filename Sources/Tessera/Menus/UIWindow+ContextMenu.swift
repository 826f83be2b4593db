import Foundation

/// The right mouse button: context menus without a long press.
extension UIWindow {
    /// A secondary (right) click at `point`, in window coordinates: shows the context menu of
    /// the innermost view there that has one (a ``UIContextMenuInteraction``, a button's menu,
    /// a table row or collection item whose delegate supplies one), as a long press would.
    /// Returns whether a menu appeared. Over a shown menu it does nothing: hosts send a
    /// click there instead (see ``isShowingMenu(at:)``).
    @_spi(TerminalHost) @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        layoutIfNeeded()
        var view = hitTest(point, with: nil)
        if view is _MenuView { return false }
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions {
                if interaction.presentMenu(at: current.convert(point, from: nil)) { return true }
            }
            view = current.superview
        }
        return false
    }

    /// Whether a shown menu covers `point` (window coordinates): a menu covers the whole
    /// window while it is shown, so a click anywhere reaches it.
    @_spi(TerminalHost) public func isShowingMenu(at point: CGPoint) -> Bool {
        hitTest(point, with: nil) is _MenuView
    }
}
