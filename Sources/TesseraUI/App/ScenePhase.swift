/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The current phase of the scene: the app's scene delegate keeps it up to date as the
    /// terminal app is suspended (Ctrl-Z), resumed and backgrounded.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
