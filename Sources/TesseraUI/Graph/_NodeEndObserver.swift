/// Per-node storage that acts when its node's identity ends (`onDisappear`, `task`).
@MainActor
protocol _NodeEndObserver: AnyObject {
    func nodeDidEnd(_ node: _ViewNode)
}
