/// An action that initiates a refresh operation: what `.refreshable` puts in the environment
/// and a list's pull to refresh (or F5) runs.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment (`nil` without `.refreshable`).
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable: a ``List`` in it gets a refresh control (pull past the
    /// top, turn the wheel up past it, or press F5), which shows until `action` returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
