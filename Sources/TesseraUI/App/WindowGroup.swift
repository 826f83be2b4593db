/// A scene that presents a group of identically structured windows: on the terminal, the one
/// window of the app.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group with a localized title (kept for compatibility: a terminal
    /// window has no title bar).
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Creates a window group with an identifier and a title (kept for compatibility).
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene: its body is never evaluated") }
}

extension WindowGroup: _PrimitiveScene {
    var _rootView: any View { content }
}
