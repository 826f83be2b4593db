/// A type that represents the structure and behavior of an app.
///
///     @main
///     struct ContactsApp: App {
///         var body: some Scene {
///             WindowGroup {
///                 ContentView()
///             }
///         }
///     }
///
/// `main()` launches the app through `UIApplicationMain`, as a UIKit app with a scene
/// delegate: the window group's content is shown by a `UIHostingController` in the scene's
/// window, and it runs in the terminal when the app links `TesseraTerminal`, exactly as UIKit
/// apps do. The app value's own `@State` and `@Environment` live in the view graph.
@preconcurrency @MainActor
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency
    public static func main() {
        _AppLaunch.app = Self()
        _AppLaunch.preview = _PreviewLaunch.requestedPreviews(for: Self.self)
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, _typeName(_AppDelegate.self, qualified: true))
    }
}

/// The app being launched, for the delegates `UIApplicationMain` makes by name.
@MainActor
enum _AppLaunch {
    static var app: (any App)?
    /// Previews to show instead of the app's scene (`TESSERA_PREVIEW`).
    static var preview: AnyView?
    /// The delegate a `@UIApplicationDelegateAdaptor` made, which the app delegate forwards to.
    static var adaptedDelegate: (any UIApplicationDelegate)?
}
