import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// Calls recorded by the delegates below, in order.
@MainActor
enum LaunchLog {
    static var events: [String] = []
    static var liveDelegates = 0
}

@MainActor
final class PlainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let greeting = "launched-" + String(3)
    var launches = [Int]()

    deinit {
        MainActor.assumeIsolated { LaunchLog.liveDelegates -= 1 }
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.liveDelegates += 1
        LaunchLog.events.append("willFinishLaunching(\(greeting))")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.events.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RecordingViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        LaunchLog.events.append("applicationDidBecomeActive")
    }
}

@MainActor
final class RecordingViewController: UIViewController {
    override func viewDidLoad() { LaunchLog.events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { LaunchLog.events.append("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { LaunchLog.events.append("viewIsAppearing") }
    override func viewWillLayoutSubviews() { LaunchLog.events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { LaunchLog.events.append("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { LaunchLog.events.append("viewDidAppear") }
}

@MainActor
final class ScenesAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.events.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TestSceneDelegate.self
        return configuration
    }
}

@MainActor
final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let label = UILabel()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.events.append("willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        label.text = "Hello, scene"
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 22)
        let root = UIViewController()
        root.view.addSubview(label)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.events.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.events.append("sceneDidBecomeActive") }
}

@MainActor
@Suite("Application launch", .serialized)
struct ApplicationLaunchTests {
    @Test func delegatesAreMadeFromTheirClassWithTheirPropertiesInitialised() {
        LaunchLog.liveDelegates = 0
        for _ in 0..<100 {
            let delegate = DynamicInitializer.makeResponder(PlainAppDelegate.self)
            let plain = try! #require(delegate as? PlainAppDelegate)
            #expect(plain.greeting == "launched-3" && plain.launches.isEmpty && plain.window == nil)
            _ = plain.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
        }
        #expect(LaunchLog.liveDelegates == 0, "every delegate made dynamically is released")
    }

    @Test func launchingWithoutScenesFollowsUIKitsOrder() {
        LaunchLog.events = []
        let application = ApplicationLauncher.start(delegateType: PlainAppDelegate.self)
        #expect(LaunchLog.events == [
            "willFinishLaunching(launched-3)", "didFinishLaunching",
            "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            "applicationDidBecomeActive",
        ])
        #expect(application.delegate is PlainAppDelegate)
        #expect(application.applicationState == .active)
        let window = try! #require((application.delegate as? PlainAppDelegate)?.window)
        #expect(window.isKeyWindow && !window.isHidden)
    }

    @Test func launchingWithAScene() {
        LaunchLog.events = []
        let application = ApplicationLauncher.start(delegateType: ScenesAppDelegate.self)
        #expect(LaunchLog.events == ["configurationForConnecting", "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        let scene = try! #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        let window = try! #require(scene.keyWindow)
        #expect(window.windowScene === scene && window.next === scene)
        let host = HeadlessHost(window: window, columns: 20, rows: 2)
        expectScreen(host.text, "Hello, scene\n")
    }
}
