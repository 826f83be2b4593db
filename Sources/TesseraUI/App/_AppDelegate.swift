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

/// Shows the app's window group in the scene's window, in a hosting controller.
final class _SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let app = _AppLaunch.app else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: _AppRootView(app: app))
        window.makeKeyAndVisible()
        self.window = window
    }
}
