import Foundation

/// A tree of ``_ViewNode``s under one root view, and the update transaction that brings it up
/// to date.
///
/// A state change, an observed property change or a new root view invalidates nodes; the
/// graph collects them and updates once per main-queue turn (or sooner, when its host lays
/// out): parents before children, each invalidated node re-evaluating only its own body.
/// Nothing is re-evaluated that did not read what changed.
@MainActor
final class _ViewGraph {
    /// Called when the graph has work: the hosting view asks for layout.
    var needsUpdateHandler: (() -> Void)?
    /// The view that shows the graph: presentations start from its view controller.
    weak var hostView: UIView?

    private(set) var root: _ViewNode?
    private var rootView: any View
    private var rootEnvironment: EnvironmentValues
    private var rootChanged = true
    private var invalidated: [_ViewNode] = []
    /// Nodes invalidated while an update ran: they wait for the next main-queue turn.
    private var deferred: [_ViewNode] = []
    private var updateScheduled = false
    private var isUpdating = false
    /// Actions that run once the update is over: `onAppear`, `onDisappear`, `onChange`.
    private var actions: [() -> Void] = []

    /// Body evaluations since the graph was made, in total and by view type: what the tests
    /// count to check that a change re-evaluates only the bodies that read it.
    private(set) var bodyEvaluationCount = 0
    private var bodyEvaluationsByType: [ObjectIdentifier: Int] = [:]

    init(rootView: any View, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.rootEnvironment = environment
    }

    /// Replaces the root view; the graph updates in its next transaction.
    func setRootView(_ view: any View) {
        rootView = view
        rootChanged = true
        setNeedsUpdate()
    }

    /// Replaces the root environment (a trait change, say); the graph updates in its next
    /// transaction.
    func setEnvironment(_ environment: EnvironmentValues) {
        rootEnvironment = environment
        rootChanged = true
        setNeedsUpdate()
    }

    /// Whether an update is pending.
    var needsUpdate: Bool { rootChanged || !invalidated.isEmpty || !deferred.isEmpty }

    /// Runs the pending update now: the root view if it changed, then every invalidated node
    /// still alive, shallowest first (a node its parent already updated is skipped).
    ///
    /// State changed while the update runs (a body that sets state) is left for the next
    /// main-queue turn, as SwiftUI defers it to its next transaction: a body that always
    /// changes state costs an update per turn, never a hang (nor an update per layout pass).
    func update() {
        isUpdating = true
        defer {
            isUpdating = false
            runActions()
        }
        if rootChanged {
            rootChanged = false
            if root == nil {
                root = _ViewNode(graph: self, parent: nil, key: .root, view: rootView, environment: rootEnvironment)
            }
            root!.update(to: rootView, environment: rootEnvironment)
        }
        let nodes = invalidated.sorted { $0.depth < $1.depth }
        invalidated.removeAll()
        for node in nodes { node.updateInvalidated() }
    }

    /// Runs `action` after the current update (at once outside an update). State it changes
    /// is updated at the next layout or turn.
    func afterUpdate(_ action: @escaping () -> Void) {
        actions.append(action)
        if !isUpdating { runActions() }
    }

    private func runActions() {
        while !actions.isEmpty {
            let pending = actions
            actions.removeAll()
            for action in pending { action() }
        }
    }

    func nodeDidInvalidate(_ node: _ViewNode) {
        if let animation = _TransactionContext.animation { pendingAnimation = animation }
        if isUpdating { deferred.append(node) } else { invalidated.append(node) }
        setNeedsUpdate()
    }

    /// The animation the next layout plays the pending changes with: set by a change made in
    /// `withAnimation`, or by a `.animation(_:value:)` whose value changed in an update.
    private(set) var pendingAnimation: Animation?

    /// Asks for the next layout to animate.
    func requestAnimation(_ animation: Animation) {
        pendingAnimation = animation
    }

    /// The animation the layout that follows should play, once.
    func takeAnimation() -> Animation? {
        defer { pendingAnimation = nil }
        return pendingAnimation
    }

    /// Views whose identity ended in an animated change, leaving with their transition in
    /// the layout that plays it.
    private var departures: [_Departure] = []

    /// Takes `view` off the screen: at once, or, in an animated change, after its removal
    /// transition plays in the next layout.
    func depart(_ view: UIView, transition: AnyTransition?) {
        guard pendingAnimation != nil, view.superview != nil, view.window != nil else {
            view.removeFromSuperview()
            return
        }
        departures.append(_Departure(view: view, transition: transition))
    }

    /// The views leaving since the last layout.
    func takeDepartures() -> [_Departure] {
        defer { departures.removeAll() }
        return departures
    }

    /// What a main-queue turn does: the update, with what the last update deferred, and a
    /// request for layout.
    func runTurn() {
        invalidated += deferred
        deferred.removeAll()
        guard needsUpdate else { return }
        update()
        needsUpdateHandler?()
    }

    /// Schedules one update for the next main-queue turn and tells the host, which may run it
    /// sooner, at its next layout. A change made during an update waits for that turn.
    private func setNeedsUpdate() {
        if !isUpdating { needsUpdateHandler?() }
        guard !updateScheduled else { return }
        updateScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.updateScheduled = false
                self.runTurn()
            }
        }
    }

    func countBodyEvaluation(of type: Any.Type) {
        bodyEvaluationCount += 1
        bodyEvaluationsByType[ObjectIdentifier(type), default: 0] += 1
    }

    /// How many times bodies of views of `type` were evaluated.
    func bodyEvaluations(of type: Any.Type) -> Int {
        bodyEvaluationsByType[ObjectIdentifier(type)] ?? 0
    }

    /// Tears the whole tree down (the hosting view went away).
    func tearDown() {
        root?.tearDown()
        root = nil
    }

    /// Whether the graph is still there, for nodes that outlive it (a list row in a cell that
    /// a late state change reaches: a photo decoded after the window closed).
    let life = _GraphLife()

    deinit {
        life.isAlive = false
    }
}

/// Whether a graph is still there: its nodes hold it, so they can ask without reaching the
/// graph itself.
final class _GraphLife: @unchecked Sendable {
    // Set once, from the graph's deinit, on the main thread that releases it.
    var isAlive = true
}
