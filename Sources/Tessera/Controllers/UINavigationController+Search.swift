import Foundation

/// The top item's search bar, under the navigation bar.
///
/// When the top controller's ``UINavigationItem/searchController`` is set, its search bar sits
/// under the navigation bar, full width, and the controller's safe area (so a table's
/// adjusted content inset) grows by the bar's height, as in UIKit. With
/// ``UINavigationItem/hidesSearchBarWhenScrolling`` the bar moves up under the navigation bar
/// as the content scrolls down and comes back with the content's top; otherwise it stays.
/// While the search is active the bar stays, at the top of the screen when the navigation
/// bar slid away.
///
/// Keys: `/` (while nothing edits) activates the search and focuses the bar; Escape cancels an
/// active search before it goes back.
extension UINavigationController {
    /// The height of `child`'s search bar under the navigation bar (0 without one).
    func searchBarHeight(for child: UIViewController) -> CGFloat {
        guard let search = child.navigationItem.searchController else { return 0 }
        return search.searchBar.sizeThatFits(CGSize(width: viewIfLoaded?.bounds.width ?? 0, height: 0)).height
    }

    /// Places the top item's search bar (and the search interface, while active) in `container`.
    func layoutSearchBar(in container: UIView) {
        let top = topViewController
        let search = top?.navigationItem.searchController
        // Another controller's bar, and its search interface, leave with it; an active search
        // comes back with its controller (a detail pushed from the results, then popped).
        let leaving = container.subviews.filter { view in
            if let bar = view as? UISearchBar { return bar !== search?.searchBar }
            return view.viewController is UISearchController && view.viewController !== search
        }
        for view in leaving { view.removeFromSuperview() }
        updateBarInsets()
        guard let top, let search else { return }
        let bar = search.searchBar
        if bar.superview !== container { container.addSubview(bar) }
        let height = searchBarHeight(for: top)
        var shift: CGFloat = 0
        if top.navigationItem.hidesSearchBarWhenScrolling, !search.isActive, let scrollView = top.viewIfLoaded?.firstScrollView {
            scrollView.contentOffsetObserver = container
            shift = min(max(scrollView.contentOffset.y + scrollView.adjustedContentInset.top, 0), height)
        }
        bar.frame = CGRect(x: 0, y: max(0, navigationBar.frame.maxY) - shift, width: container.bounds.width, height: height)
        bar.isHidden = height > 0 && shift >= height
        if search.isActive, search.coversContent, search.viewIfLoaded?.superview == nil {
            search.installSearchInterface()
        }
        if let interface = search.viewIfLoaded, interface.superview === container {
            search.layoutSearchInterface(in: container)
            container.bringSubviewToFront(interface)
        }
        container.bringSubviewToFront(bar)
    }

    /// Tells the stack's search controllers whether their controller is on top: an active
    /// search that hid the navigation bar gives it back to a controller pushed over it, and
    /// takes it again when that one is popped.
    func updateSearchPresentations() {
        for child in viewControllers {
            child.navigationItem.searchController?.navigationTopDidChange(isTop: child === topViewController, in: self)
        }
    }

    /// `/` focuses the top item's search bar; Escape cancels its active search.
    func handleSearchKey(_ presses: Set<UIPress>) -> Bool {
        guard let key = presses.first?.key, let search = topViewController?.navigationItem.searchController else { return false }
        if key.keyCode == .keyboardEscape, search.isActive {
            search.searchBar.cancelButtonClicked()
            return true
        }
        guard key.charactersIgnoringModifiers == "/", key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return false }
        return search.searchBar.becomeFirstResponder()
    }
}

extension UIView {
    /// This view if it scrolls, else the first scroll view among its descendants, breadth first.
    fileprivate var firstScrollView: UIScrollView? {
        var queue: [UIView] = [self]
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if let scrollView = view as? UIScrollView { return scrollView }
            queue += view.subviews
        }
        return nil
    }
}
