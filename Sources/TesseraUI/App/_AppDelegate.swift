/// The application delegate `App.main()` launches with: it connects its scene through
/// ``_SceneDelegate``.
final class _AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = _SceneDelegate.self
        return configuration
    }
}

/// Shows the app's window group in the scene's window, in a hosting controller, and keeps
/// its `scenePhase` up to date.
final class _SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var controller: UIHostingController<_AppRootView>? { window?.rootViewController as? UIHostingController<_AppRootView> }

    func sceneDidBecomeActive(_ scene: UIScene) { controller?._scenePhase = .active }
    func sceneWillResignActive(_ scene: UIScene) { controller?._scenePhase = .inactive }
    func sceneDidEnterBackground(_ scene: UIScene) { controller?._scenePhase = .background }
    func sceneWillEnterForeground(_ scene: UIScene) { controller?._scenePhase = .inactive }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let app = _AppLaunch.app else { return }
        let window = UIWindow(windowScene: windowScene)
        let controller = UIHostingController(rootView: _AppRootView(app: app, preview: _AppLaunch.preview))
        // A connecting scene is not active yet: it becomes active after connecting.
        controller._scenePhase = .inactive
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
    }
}
