import OpenCombine

/// A node's subscription to an observable object's `objectWillChange`: each emission
/// invalidates the node, as a change of a `@Published` property invalidates the views that
/// observe the object in SwiftUI (all of them, whichever property they read).
@MainActor
final class _ObjectSubscription {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`, unless it already observes that object.
    func observe<Object: ObservableObject>(_ object: Object, for node: _ViewNode) {
        guard self.object !== object || cancellable == nil else { return }
        self.object = object
        let invalidator = _NodeInvalidator(node)
        cancellable = object.objectWillChange.sink { _ in invalidator.invalidate() }
    }
}

/// Invalidates a node from whatever thread a publisher emits on.
final class _NodeInvalidator: @unchecked Sendable {
    // Read on the main actor only: `invalidate()` hops there unless it is already on it.
    private weak var node: _ViewNode?

    @MainActor init(_ node: _ViewNode) {
        self.node = node
    }

    func invalidate() {
        if _MainQueue.isCurrent {
            MainActor.assumeIsolated { node?.invalidate() }
        } else {
            DispatchQueue.main.async { self.node?.invalidate() }
        }
    }
}
