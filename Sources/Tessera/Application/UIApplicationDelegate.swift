import Foundation

/// The methods an app delegate implements to manage the app's life cycle.
///
/// Every method has a default, so a delegate implements only what it needs, as in UIKit.
/// Mark the delegate class `@main` to start the app:
///
///     @main
///     class AppDelegate: UIResponder, UIApplicationDelegate {
///         var window: UIWindow?
///         func application(_ application: UIApplication,
///                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///             window = UIWindow(frame: UIScreen.main.bounds)
///             window?.rootViewController = ViewController()
///             window?.makeKeyAndVisible()
///             return true
///         }
///     }
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window of an app without scenes.
    var window: UIWindow? { get set }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The app is low on memory: release what can be made again. See `UIApplication`'s memory
    /// warnings.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration of a new scene. The default names the scene delegate class the way
    /// Xcode's template Info.plist does: `<app module>.SceneDelegate`, when such a class exists.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        let module = String(reflecting: type(of: self)).split(separator: ".").first.map(String.init) ?? ""
        if let sceneDelegate = _typeByName("\(module).SceneDelegate") as? (UIResponder & UIWindowSceneDelegate).Type {
            configuration.delegateClass = sceneDelegate
        }
        return configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The entry point `@main` calls: runs `UIApplicationMain` with this delegate class.
    public static func main() {
        ApplicationLauncher.launch(delegateType: Self.self)
    }
}
