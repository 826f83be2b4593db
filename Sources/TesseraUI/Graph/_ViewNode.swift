import Observation

/// The persistent node of one view identity in a view graph.
///
/// A node outlives the view values that describe it: each evaluation of its parent hands it a
/// new value, and the node decides whether anything must be redone. It owns the identity's
/// `@State` storage, records what its last body read (observable properties through
/// `withObservationTracking`, environment keys by version), and its children by key. When the
/// identity disappears from its parent's output the node is torn down and its state dies.
@MainActor
final class _ViewNode {
    unowned let graph: _ViewGraph
    /// Whether `graph` is still there.
    private let graphLife: _GraphLife
    private(set) weak var parent: _ViewNode?
    let key: _ChildKey
    let depth: Int

    /// The view value as the parent produced it (state not installed).
    private(set) var view: any View {
        didSet { primitive = Self.primitive(of: view, composite: type(of: view) == type(of: oldValue) && primitive == nil) }
    }
    /// How the graph handles the node's view itself, when it does: a primitive view, or a
    /// UIKit view or controller a representable wraps. Found when the view changes: casts to
    /// protocols are costly, and a composite view's type is not cast again.
    private(set) var primitive: (any _PrimitiveView)?
    /// The environment the parent passed in.
    private(set) var environment: EnvironmentValues
    /// The environment this node passes to its children (a modifier may change it).
    var childEnvironment: EnvironmentValues

    private(set) var children: [_ViewNode] = []
    /// The identity's state storage, one object per `@State` in property order.
    private var stateSlots: [AnyObject] = []
    /// The environment keys the last body read, with the version it read.
    private var environmentReads = [ObjectIdentifier: UInt64]()
    /// The UIKit view that draws this node, for leaves.
    var platformView: UIView?
    /// Per-node storage a primitive keeps between updates (a control's target, say).
    var primitiveStorage: AnyObject?
    /// The sizes the node's view chose, by proposal, since it or a view below it changed.
    var layoutSizes = _SizeCache()
    /// The node's layout elements, kept while nothing at or below the node changes.
    private var cachedElements: [any _LayoutElement]?
    /// Where the node's container was last placed and the views it placed there, kept while
    /// nothing at or below the node changes: placing it the same way again repeats them.
    var lastPlacement: (bounds: CGRect, proposal: ProposedViewSize, views: ArraySlice<UIView>)?

    /// Counts the changes at or below the node (a run of it or of a view under it): a cache
    /// derived from the subtree is current while this is unchanged.
    private(set) var version = 0

    private(set) var isDirty = false
    private(set) var isAlive = true
    private var isNew = true
    private var trackingGeneration = 0

    init(graph: _ViewGraph, parent: _ViewNode?, key: _ChildKey, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.graphLife = graph.life
        self.parent = parent
        self.key = key
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.primitive = Self.primitive(of: view, composite: false)
        self.environment = environment
        self.childEnvironment = environment
    }

    // MARK: Updating

    /// Hands the node a new value of its view and its environment; re-runs what depends on
    /// them. A value that is the same as before, in the same environment, costs nothing.
    func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
        // A new or invalidated node runs its body whatever the view: no comparison needed.
        let mustRun = isNew || isDirty
        let viewChanged = !mustRun && !_isSameView(newView, view)
        let environmentChanged = newEnvironment.token != environment.token
        guard mustRun || viewChanged || environmentChanged else { return }
        let readsChanged = environmentChanged && environmentReads.contains { newEnvironment.version(of: $0.key) != $0.value }
        view = newView
        environment = newEnvironment
        run(bodyNeeded: mustRun || viewChanged || readsChanged)
    }

    /// Runs a node just made, with the view and environment it was made with (not set again:
    /// setting the view finds its primitive again).
    func start() {
        run(bodyNeeded: true)
    }

    /// Re-runs the node with its current view: what an invalidation does.
    func updateInvalidated() {
        guard isDirty, isAlive else { return }
        run(bodyNeeded: true)
    }

    /// Marks the node for re-evaluation in the graph's next update.
    func invalidate() {
        guard isAlive, !isDirty, graphLife.isAlive else { return }
        isDirty = true
        graph.nodeDidInvalidate(self)
    }

    private func run(bodyNeeded: Bool) {
        isNew = false
        isDirty = false
        invalidateLayout()
        childEnvironment = environment
        if let primitive {
            primitive._update(self)
        } else {
            evaluate(view, bodyNeeded: bodyNeeded)
        }
    }

    /// A composite view's body update, with the view as its own type (its state is found
    /// through that type's fields).
    private func evaluate<V: View>(_ view: V, bodyNeeded: Bool) {
        updateBody(bodyNeeded: bodyNeeded, of: view) { $0.body }
    }

    /// Evaluates `body(value)` when needed (installing the value's state and environment, and
    /// tracking what it reads) and updates the single `.body` child with the result; otherwise
    /// only passes a changed environment down.
    func updateBody<Value>(bodyNeeded: Bool, of value: Value, _ body: (Value) -> any View) {
        guard bodyNeeded || children.isEmpty else {
            let child = children[0]
            child.update(to: child.view, environment: childEnvironment)
            return
        }
        var installed = value
        environmentReads.removeAll(keepingCapacity: true)
        _DynamicProperties.install(into: &installed, node: self)
        graph.countBodyEvaluation(of: Value.self)
        let content = track { body(installed) }
        updateChild(key: .body, view: content)
    }

    /// Runs `work`, recording the observable properties it reads: a change to any of them
    /// invalidates this node (once; the next run records afresh).
    func track<Result>(_ work: () -> Result) -> Result {
        trackingGeneration += 1
        let observer = _NodeObserver(node: self, generation: trackingGeneration)
        return withObservationTracking(work, onChange: { observer.changed() })
    }

    func observedChange(generation: Int) {
        guard generation == trackingGeneration else { return }
        invalidate()
    }

    // MARK: Children

    /// Updates the single child at `key` (replacing the child if its key or type differ).
    func updateChild(key: _ChildKey, view: any View) {
        // The common cases without the general matching: the same child again, or the first.
        if children.count == 1, children[0].key == key, type(of: children[0].view) == type(of: view) {
            children[0].update(to: view, environment: childEnvironment)
        } else if children.isEmpty {
            let child = _ViewNode(graph: graph, parent: self, key: key, view: view, environment: childEnvironment)
            child.start()
            children = [child]
        } else {
            updateChildren([(key, view)])
        }
    }

    /// Updates the children to `content` in order: a child whose key and view type match an
    /// existing child is that child, updated; the others are new; children left over are torn
    /// down, and their state with them.
    func updateChildren(_ content: [(key: _ChildKey, view: any View)]) {
        if content.count == children.count,
            zip(content, children).allSatisfy({ $0.key == $1.key && type(of: $0.view) == type(of: $1.view) })
        {
            for (item, child) in zip(content, children) { child.update(to: item.view, environment: childEnvironment) }
            return
        }
        var existing: [_ChildKey: _ViewNode] = [:]
        for child in children { existing[child.key] = child }
        var updated: [_ViewNode] = []
        updated.reserveCapacity(content.count)
        for item in content {
            if let child = existing[item.key], type(of: child.view) == type(of: item.view) {
                existing[item.key] = nil
                child.update(to: item.view, environment: childEnvironment)
                updated.append(child)
            } else {
                let child = _ViewNode(graph: graph, parent: self, key: item.key, view: item.view, environment: childEnvironment)
                updated.append(child)
                child.start()
            }
        }
        for child in existing.values { child.tearDown() }
        children = updated
    }

    /// Updates `existing` (the child at `key`) to `view`, or makes the child when there is none
    /// or its view type changed, leaving the other children as they are: a lazy stack builds
    /// its children one at a time as they come into view.
    func updateLazyChild(_ existing: _ViewNode?, key: _ChildKey, view: any View) -> _ViewNode {
        if let existing, type(of: existing.view) == type(of: view) {
            existing.update(to: view, environment: childEnvironment)
            return existing
        }
        if let existing { removeLazyChildren([ObjectIdentifier(existing)]) }
        let child = _ViewNode(graph: graph, parent: self, key: key, view: view, environment: childEnvironment)
        children.append(child)
        child.start()
        return child
    }

    /// Tears down the children in `gone` (by object identity), leaving the others.
    func removeLazyChildren(_ gone: Set<ObjectIdentifier>) {
        guard !gone.isEmpty else { return }
        children.removeAll { child in
            guard gone.contains(ObjectIdentifier(child)) else { return false }
            child.tearDown()
            return true
        }
    }

    /// Ends the identity: its platform views leave the screen and its state is released.
    func tearDown() {
        isAlive = false
        trackingGeneration += 1
        (primitiveStorage as? _NodeEndObserver)?.nodeDidEnd(self)
        if let platformView { graph.depart(platformView, transition: environment._transition) }
        platformView = nil
        primitiveStorage = nil
        // Elements refer to their nodes: dropping them breaks the cycle.
        cachedElements = nil
        lastPlacement = nil
        stateSlots.removeAll()
        for child in children { child.tearDown() }
        children.removeAll()
    }

    // MARK: State and environment

    /// The state object at `slot`, made by `make` the first time (or if the slot's type changed).
    func stateSlot<Slot: AnyObject>(_ slot: Int, make: () -> Slot) -> Slot {
        if slot < stateSlots.count, let existing = stateSlots[slot] as? Slot { return existing }
        let created = make()
        if slot < stateSlots.count { stateSlots[slot] = created } else { stateSlots.append(created) }
        return created
    }

    /// Reads the environment at `keyPath`, recording which keys it consulted.
    func readEnvironment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        let recorder = _EnvironmentReadRecorder()
        var environment = environment
        environment.recorder = recorder
        let value = environment[keyPath: keyPath]
        for (key, version) in recorder.reads { environmentReads[key] = version }
        return value
    }

    /// The nearest ancestor (or this node) for which `match` holds.
    func ancestor(where match: (_ViewNode) -> Bool) -> _ViewNode? {
        var node: _ViewNode? = self
        while let current = node {
            if match(current) { return current }
            node = current.parent
        }
        return nil
    }

    // MARK: Layout

    /// Forgets the sizes of this node and its ancestors, whose sizes may depend on it, and
    /// counts the change in their versions.
    ///
    /// - Complexity: O(depth).
    func invalidateLayout() {
        var node: _ViewNode? = self
        while let current = node {
            current.version &+= 1
            // Written only when set: most ancestors were cleared by a sibling already.
            if !current.layoutSizes.isEmpty { current.layoutSizes.removeAll() }
            if current.cachedElements != nil { current.cachedElements = nil }
            if current.lastPlacement != nil { current.lastPlacement = nil }
            node = current.parent
        }
    }

    /// The primitive that handles `view`: none when it is known to be `composite`.
    ///
    /// How a view type is handled is found once per type: a protocol cast searches the type's
    /// conformances, while the cast remembered for the type is to the type itself.
    private static func primitive(of view: any View, composite: Bool) -> (any _PrimitiveView)? {
        if composite { return nil }
        let type = ObjectIdentifier(Swift.type(of: view))
        if let cast = primitiveCasts[type] { return cast?(view) }
        let cast = primitiveCast(for: view)
        primitiveCasts[type] = .some(cast)
        return cast?(view)
    }

    /// How views of each type seen are handled: the cast from a view of the type to its
    /// primitive, or `nil` for a composite type.
    private static var primitiveCasts: [ObjectIdentifier: ((any View) -> (any _PrimitiveView)?)?] = [:]

    private static func primitiveCast(for view: any View) -> ((any View) -> (any _PrimitiveView)?)? {
        if let primitive = view as? any _PrimitiveView { return primitiveCast(primitive) }
        if let representable = view as? any UIViewRepresentable { return leafCast(representable) }
        if let representable = view as? any UIViewControllerRepresentable { return leafCast(representable) }
        return nil
    }

    private static func primitiveCast<Primitive: _PrimitiveView>(_: Primitive) -> (any View) -> (any _PrimitiveView)? {
        // The type is the view's (the cast is remembered by type): a cast to it, without the
        // optional's generic metadata.
        { $0 as! Primitive }
    }

    private static func leafCast<Representable: UIViewRepresentable>(_: Representable) -> (any View) -> (any _PrimitiveView)? {
        { ($0 as? Representable)?._leaf }
    }

    private static func leafCast<Representable: UIViewControllerRepresentable>(_: Representable) -> (any View) -> (any _PrimitiveView)? {
        { ($0 as? Representable)?._leaf }
    }

    /// The node's layout elements: its primitive's, or its body's. They are made again only
    /// after something at or below the node changed.
    func layoutElements() -> [any _LayoutElement] {
        if let cachedElements { return cachedElements }
        let elements = primitive?._layoutElements(self) ?? childElements()
        cachedElements = elements
        return elements
    }

    /// The children's layout elements, in order.
    func childElements() -> [any _LayoutElement] {
        if children.count == 1 { return children[0].layoutElements() }
        return children.flatMap { $0.layoutElements() }
    }
}
