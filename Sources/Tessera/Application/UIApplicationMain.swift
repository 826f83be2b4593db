import Foundation

/// Creates the application and its delegate and runs the event loop; never returns.
///
/// As in UIKit, `delegateClassName` names the delegate class (`"Module.AppDelegate"`);
/// `@main` delegate classes call this for you. The principal class is always `UIApplication`.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    guard let name = delegateClassName, let type = _typeByName(name) as? (UIResponder & UIApplicationDelegate).Type else {
        UIKitException.invalidArgument("Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName ?? "(null)") is loaded.").raise()
        return 1
    }
    ApplicationLauncher.launch(delegateType: type)
}

/// Runs an application's event loop: the terminal host (in `TesseraTerminal`) is one.
///
/// `UIApplicationMain` finds the host the way UIKit finds its principal class, by name:
/// linking `TesseraTerminal` into the app is enough. Without a host the app launches,
/// prints its key window once as text and exits.
@preconcurrency @MainActor
public protocol UIApplicationHosting: AnyObject {
    /// Runs the launched application until it quits.
    static func run(_ application: UIApplication) -> Never
}

/// Launches apps: creates the delegate, connects the scene and hands over to a host.
@MainActor
enum ApplicationLauncher {
    /// The name `UIApplicationMain` looks the terminal host up by.
    static let terminalHostTypeName = "TesseraTerminal.TerminalApplicationHost"

    static func launch(delegateType: (UIResponder & UIApplicationDelegate).Type) -> Never {
        let application = start(delegateType: delegateType)
        if let host = _typeByName(terminalHostTypeName) as? any UIApplicationHosting.Type {
            host.run(application)
        }
        let canvas = application.windows.first { $0.isKeyWindow }
            .map { $0.renderFrame(columns: UIScreen.main.columns, rows: UIScreen.main.rows) }
        print(canvas?.text ?? "")
        exit(0)
    }

    /// Creates the app and its delegate, finishes launching and connects the scene, in UIKit's
    /// order: `willFinishLaunching`, `didFinishLaunching`, scene configuration, the scene
    /// delegate's `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`,
    /// `sceneDidBecomeActive` (or `applicationDidBecomeActive` without scenes). A configuration
    /// with a storyboard gives the scene delegate its window before it connects. Each call's
    /// notification is posted right after it (`didFinishLaunchingNotification`,
    /// `UIScene.willConnectNotification`, …, `didBecomeActiveNotification`).
    @discardableResult
    static func start(delegateType: (UIResponder & UIApplicationDelegate).Type) -> UIApplication {
        let application = UIApplication.shared
        // A launch starts from nothing, also when tests launch several apps in one process.
        application.connectedScenes = []
        application.applicationState = .inactive
        application.isTerminating = false
        let center = NotificationCenter.default
        let delegate = DynamicInitializer.makeResponder(delegateType) as! any UIApplicationDelegate
        application.retainedDelegate = delegate
        application.delegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        center.post(name: UIApplication.didFinishLaunchingNotification, object: application)

        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        session.configuration = configuration
        if let sceneDelegateType = configuration.delegateClass as? (UIResponder & UISceneDelegate).Type {
            let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
            let scene = sceneType.init(session: session, connectionOptions: options)
            let sceneDelegate = DynamicInitializer.makeResponder(sceneDelegateType) as! any UISceneDelegate
            scene.delegate = sceneDelegate
            application.connectedScenes.insert(scene)
            let storyboardWindow = makeStoryboardWindow(configuration, scene: scene, delegate: sceneDelegate)
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
            storyboardWindow?.makeKeyAndVisible()
            center.post(name: UIScene.willConnectNotification, object: scene)
            scene.activationState = .foregroundInactive
            sceneDelegate.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundActive
            application.applicationState = .active
            sceneDelegate.sceneDidBecomeActive(scene)
            center.post(name: UIScene.didActivateNotification, object: scene)
        } else {
            application.applicationState = .active
            delegate.applicationDidBecomeActive(application)
        }
        center.post(name: UIApplication.didBecomeActiveNotification, object: application)
        return application
    }

    /// The window a storyboard scene starts with: the storyboard's initial view controller in a
    /// window of the scene, handed to the delegate's `window` (not yet visible).
    private static func makeStoryboardWindow(
        _ configuration: UISceneConfiguration, scene: UIScene, delegate: any UISceneDelegate
    ) -> UIWindow? {
        guard let windowDelegate = delegate as? any UIWindowSceneDelegate, let windowScene = scene as? UIWindowScene,
            let root = configuration.storyboard?.instantiateInitialViewController()
        else { return nil }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = root
        windowDelegate.window = window
        return window
    }
}
