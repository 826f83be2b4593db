/// The application delegate `App.main()` launches with: it connects its scene through
/// ``_SceneDelegate`` and passes the application's calls on to the delegate a
/// `@UIApplicationDelegateAdaptor` made.
final class _AppDelegate: UIResponder, UIApplicationDelegate {
    private var adapted: (any UIApplicationDelegate)? { _AppLaunch.adaptedDelegate }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        adapted?.application(application, willFinishLaunchingWithOptions: launchOptions) ?? true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        adapted?.application(application, didFinishLaunchingWithOptions: launchOptions) ?? true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { adapted?.applicationDidBecomeActive(application) }
    func applicationWillResignActive(_ application: UIApplication) { adapted?.applicationWillResignActive(application) }
    func applicationDidEnterBackground(_ application: UIApplication) { adapted?.applicationDidEnterBackground(application) }
    func applicationWillEnterForeground(_ application: UIApplication) { adapted?.applicationWillEnterForeground(application) }
    func applicationWillTerminate(_ application: UIApplication) { adapted?.applicationWillTerminate(application) }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { adapted?.applicationDidReceiveMemoryWarning(application) }

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
