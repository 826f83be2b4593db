import Foundation

/// The swipe that shows the hidden primary column: a drag from the leading edge (the terminal's
/// first column) toward the trailing one, while ``UISplitViewController/presentsWithGesture``
/// is on and the split view is expanded with its primary column hidden. A navigation
/// controller under the edge that can pop keeps the drag for its back swipe.
extension UISplitViewController {
    func installPrimarySwipe() {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer else { return }
            if pan.translation(in: self.view).x > 0, self.canShowPrimaryBySwipe { self.show(.primary, bySystem: true) }
        }
        recognizer.edges = .left
        recognizer.delegate = primarySwipeGate
        view.addGestureRecognizer(recognizer)
    }

    /// Whether a swipe would show the primary column now.
    var canShowPrimaryBySwipe: Bool {
        presentsWithGesture && !isCollapsed && style != .unspecified && !shownColumns.contains(.primary)
    }
}

/// The primary swipe's delegate: it begins only when the swipe can show the primary column,
/// and leaves the edge to a back swipe that can pop.
@MainActor
final class _PrimarySwipeGate: NSObject, UIGestureRecognizerDelegate {
    weak var splitViewController: UISplitViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        splitViewController?.canShowPrimaryBySwipe ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // A back swipe that begins (there is something to pop) wins the edge.
        otherGestureRecognizer.delegate is _BackSwipeGate
    }
}
