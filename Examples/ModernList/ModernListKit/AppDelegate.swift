import Foundation
import Tessera

/// The Atlas app's delegate: a window whose root is the atlas in a navigation controller.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = Self.makeWindow()
        window?.makeKeyAndVisible()
        return true
    }

    /// A window showing the atlas.
    public static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: AtlasViewController())
        return window
    }
}
