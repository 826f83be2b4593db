import Foundation

extension UIWindow {
    /// Tells the window's controllers and views that it changed size, as UIKit does when a
    /// device rotates or an iPad window is resized:
    /// 1. the root controller's `willTransition(to:with:)`, when the traits change;
    /// 2. its `viewWillTransition(to:with:)` (both pass down to children and presented controllers);
    /// 3. layout at the new size, then — when the traits changed — every controller's
    ///    `traitCollectionDidChange(_:)` (parents first) and every view's, with the handlers
    ///    `registerForTraitChanges` added;
    /// 4. the coordinator's alongside animations (at once: a terminal resizes instantly), then
    ///    its completions.
    func sizeDidChange(from oldSize: CGSize) {
        guard !isHidden, let root = rootViewController, root.isViewLoaded else { return }
        let previous = UITraitCollection.window(of: oldSize)
        let current = traitCollection
        let traitsChanged = previous != current
        let coordinator = _AlongsideTransitionCoordinator(containerView: self)
        if traitsChanged { root.willTransition(to: current, with: coordinator) }
        root.viewWillTransition(to: bounds.size, with: coordinator)
        if traitsChanged {
            root.deliverTraitChange(from: previous)
            deliverViewTraitChange(from: previous)
        }
        layoutIfNeeded()
        coordinator.run()
    }
}

extension UIViewController {
    /// Tells this controller, its children and what it presented that the traits changed.
    func deliverTraitChange(from previous: UITraitCollection) {
        let current = traitCollection
        traitsDidChange(from: previous)
        traitCollectionDidChange(previous)
        for entry in traitChangeHandlers where current.differs(from: previous, in: entry.traits) {
            entry.handler(self, previous)
        }
        for child in children { child.deliverTraitChange(from: previous) }
        storedPresentedViewController?.deliverTraitChange(from: previous)
    }
}

extension UIView {
    /// Tells this view and its subviews that the traits changed.
    func deliverViewTraitChange(from previous: UITraitCollection) {
        let current = traitCollection
        traitCollectionDidChange(previous)
        for entry in traitChangeHandlers where current.differs(from: previous, in: entry.traits) {
            entry.handler(self, previous)
        }
        for subview in subviews { subview.deliverViewTraitChange(from: previous) }
    }
}
