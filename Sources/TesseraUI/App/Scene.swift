/// A part of an app's user interface with a life cycle managed by the system.
@preconcurrency @MainActor
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene the launch handles itself: it names the root view of the app's window.
@MainActor
protocol _PrimitiveScene {
    var _rootView: any View { get }
}

extension Scene {
    /// The root view of the window this scene shows: a window group's content, found through
    /// composite scenes' bodies.
    var _rootView: any View {
        if let primitive = self as? any _PrimitiveScene { return primitive._rootView }
        return body._rootView
    }
}

/// A result builder for composing a collection of scenes into a single composite scene.
///
/// A terminal shows one window: an app's first window group is what it shows.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<First: Scene, each Rest: Scene>(_ first: First, _ rest: repeat each Rest) -> First {
        first
    }
}
