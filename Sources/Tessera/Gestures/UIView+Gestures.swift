/// Attaching gesture recognizers to views.
extension UIView {
    /// The gesture recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from the view it was attached to.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if let arena = gestureRecognizer.arena {
            if gestureRecognizer.blocksOthers { gestureRecognizer.state = .cancelled } else { gestureRecognizer.fail() }
            arena.remove(gestureRecognizer)
        }
        gestureRecognizer.view = nil
    }
}
