import Foundation

extension HeadlessHost {
    /// Clicks the right mouse button at `point` (window coordinates): shows the context menu
    /// there, as the terminal host does (see `UIWindow.secondaryClick(at:)`); over a shown
    /// menu it clicks as the left button does.
    public func secondaryClick(at point: CGPoint) {
        layoutWindow()
        if window.isShowingMenu(at: point) {
            tap(at: point)
        } else {
            window.secondaryClick(at: point)
        }
    }

    /// Right-clicks the centre of `view`.
    public func secondaryClick(_ view: UIView) {
        secondaryClick(at: center(of: view))
    }
}
