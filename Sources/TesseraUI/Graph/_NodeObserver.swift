import Foundation

/// Carries an observation's change back to its node on the main actor. A value, kept in the
/// change handler's context: no object of its own per tracked body.
struct _NodeObserver: @unchecked Sendable {
    // Read and written on the main actor only; Observation calls `changed()` on the thread
    // that made the change, which hops to the main queue unless it is already on it.
    private weak var node: _ViewNode?
    private let generation: Int

    @MainActor init(node: _ViewNode, generation: Int) {
        self.node = node
        self.generation = generation
    }

    func changed() {
        if _MainQueue.isCurrent {
            MainActor.assumeIsolated { node?.observedChange(generation: generation) }
        } else {
            DispatchQueue.main.async { self.node?.observedChange(generation: self.generation) }
        }
    }
}
