/// Runs actions when its view's identity appears and when it ends: after the update that
/// made (or removed) it, appear actions in the order of the views, as SwiftUI does before
/// the first frame that shows them.
struct _AppearanceActionModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func _update(_ node: _ViewNode, content: any View) {
        if let actions = node.primitiveStorage as? Actions {
            actions.disappear = disappear
        } else {
            node.primitiveStorage = Actions(disappear: disappear)
            if let appear { node.graph.afterUpdate(appear) }
        }
        node.updateChild(key: .body, view: content)
    }

    /// The disappear action of the latest value.
    final class Actions: _NodeEndObserver {
        var disappear: (() -> Void)?

        init(disappear: (() -> Void)?) {
            self.disappear = disappear
        }

        func nodeDidEnd(_ node: _ViewNode) {
            if let disappear { node.graph.afterUpdate(disappear) }
        }
    }
}

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

/// Runs an action when a value it watches changes (compared with `==`), after the update.
struct _ValueActionModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func _update(_ node: _ViewNode, content: any View) {
        if let previous = node.primitiveStorage as? Previous {
            if previous.value != value {
                let (old, new, action) = (previous.value, value, action)
                previous.value = value
                node.graph.afterUpdate { action(old, new) }
            }
        } else {
            node.primitiveStorage = Previous(value)
            if initial {
                let (value, action) = (value, action)
                node.graph.afterUpdate { action(value, value) }
            }
        }
        node.updateChild(key: .body, view: content)
    }

    final class Previous {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled when
    /// the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes
    /// (the running task is cancelled and a new one started).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds a modifier for this view that fires an action when a specific value changes
    /// (iOS 14's form: the action receives the new value).
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}
