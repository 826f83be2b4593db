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
