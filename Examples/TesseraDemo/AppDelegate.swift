import Foundation
import Tessera
import TesseraTerminal

/// The demo's entry point, written the way iOS books write one.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: DemoViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
