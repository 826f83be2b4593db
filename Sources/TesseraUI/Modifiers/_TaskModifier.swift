/// Starts a task when its view appears, cancels it when the view's identity ends, and
/// restarts it when its `id` changes.
struct _TaskModifier<ID: Equatable>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    func _update(_ node: _ViewNode, content: any View) {
        let running = node.primitiveStorage as? Running
        if running == nil || running!.id != id {
            running?.task?.cancel()
            let running = Running(id: id)
            node.primitiveStorage = running
            let (priority, action) = (priority, action)
            node.graph.afterUpdate { running.task = Task(priority: priority, operation: action) }
        }
        node.updateChild(key: .body, view: content)
    }

    final class Running: _NodeEndObserver {
        let id: ID
        var task: Task<Void, Never>?

        init(id: ID) {
            self.id = id
        }

        func nodeDidEnd(_ node: _ViewNode) {
            task?.cancel()
        }
    }
}
