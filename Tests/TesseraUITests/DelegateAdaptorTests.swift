import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// An app delegate as book-era SwiftUI apps write one: an NSObject with no initialiser of its own.
final class AdaptedDelegate: NSObject, UIApplicationDelegate {
    var calls: [String] = []
    let made = "made by init()"

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("didFinishLaunching")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        calls.append("didEnterBackground")
    }
}

private struct AdaptingApp: App {
    @UIApplicationDelegateAdaptor(AdaptedDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { Text("Hi") }
    }
}

@MainActor
struct DelegateAdaptorTests {
    @Test func theAdaptorMakesTheDelegateWithItsInitAndTheAppDelegateForwardsToIt() {
        let app = AdaptingApp()
        #expect(app.appDelegate.made == "made by init()")
        #expect(_AppLaunch.adaptedDelegate === app.appDelegate)
        let delegate = _AppDelegate()
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        delegate.applicationDidEnterBackground(UIApplication.shared)
        #expect(app.appDelegate.calls == ["didFinishLaunching", "didEnterBackground"])
        _AppLaunch.adaptedDelegate = nil
    }
}
