import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// The calls and notifications the delegates below receive, with the states they see.
@MainActor
private enum LifeCycleLog {
    static var events: [String] = []

    static var application: String { "\(UIApplication.shared.applicationState)" }

    static func scene(_ scene: UIScene) -> String { "\(scene.activationState)" }
}

@MainActor
private final class ScenelessDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { LifeCycleLog.events.append("applicationDidBecomeActive \(LifeCycleLog.application)") }
    func applicationWillResignActive(_ application: UIApplication) { LifeCycleLog.events.append("applicationWillResignActive \(LifeCycleLog.application)") }
    func applicationDidEnterBackground(_ application: UIApplication) { LifeCycleLog.events.append("applicationDidEnterBackground \(LifeCycleLog.application)") }
    func applicationWillEnterForeground(_ application: UIApplication) { LifeCycleLog.events.append("applicationWillEnterForeground \(LifeCycleLog.application)") }
    func applicationWillTerminate(_ application: UIApplication) { LifeCycleLog.events.append("applicationWillTerminate \(LifeCycleLog.application)") }
}

/// An app with scenes: its app delegate's life-cycle methods must not be called.
@MainActor
private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { LifeCycleLog.events.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LifeCycleLog.events.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LifeCycleLog.events.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { LifeCycleLog.events.append("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { LifeCycleLog.events.append("applicationWillTerminate \(LifeCycleLog.application)") }
}

@MainActor
private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private func record(_ name: String, _ scene: UIScene) {
        LifeCycleLog.events.append("\(name) \(LifeCycleLog.scene(scene))")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { record("willConnectTo", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { record("sceneWillEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { record("sceneDidBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { record("sceneWillResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { record("sceneDidEnterBackground", scene) }
    func sceneDidDisconnect(_ scene: UIScene) { record("sceneDidDisconnect", scene) }
}

/// The life cycle the terminal host drives on Ctrl-Z, `fg` and quitting, without a terminal.
@MainActor
@Suite("Application life cycle", .serialized)
struct ApplicationLifeCycleTests {
    private static let notificationNames: [NSNotification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
        UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
    ]

    /// Records the life-cycle notifications posted while `body` runs, into the same log.
    private func observingNotifications(_ body: () -> Void) {
        let observers = Self.notificationNames.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                let short = notification.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { LifeCycleLog.events.append("• \(short)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        body()
    }

    @Test func anAppWithoutScenesHearsThroughItsDelegate() {
        LifeCycleLog.events = []
        observingNotifications {
            let application = ApplicationLauncher.start(delegateType: ScenelessDelegate.self)
            #expect(application.connectedScenes.isEmpty)
            application.enterBackground()
            #expect(application.applicationState == .background)
            application.enterForeground()
            #expect(application.applicationState == .active)
            application.terminate()
        }
        #expect(LifeCycleLog.events == [
            "• UIApplicationDidFinishLaunching", "applicationDidBecomeActive active", "• UIApplicationDidBecomeActive",
            // Ctrl-Z
            "applicationWillResignActive active", "• UIApplicationWillResignActive",
            "applicationDidEnterBackground background", "• UIApplicationDidEnterBackground",
            // fg
            "applicationWillEnterForeground background", "• UIApplicationWillEnterForeground",
            "applicationDidBecomeActive active", "• UIApplicationDidBecomeActive",
            // quit
            "applicationWillResignActive active", "• UIApplicationWillResignActive",
            "applicationDidEnterBackground background", "• UIApplicationDidEnterBackground",
            "applicationWillTerminate background", "• UIApplicationWillTerminate",
        ])
    }

    @Test func anAppWithScenesHearsThroughItsSceneDelegate() throws {
        LifeCycleLog.events = []
        var scene: UIScene?
        observingNotifications {
            let application = ApplicationLauncher.start(delegateType: SceneAppDelegate.self)
            scene = application.connectedScenes.first
            application.enterBackground()
            #expect(application.applicationState == .background && scene?.activationState == .background)
            application.enterForeground()
            #expect(application.applicationState == .active && scene?.activationState == .foregroundActive)
            application.terminate()
            #expect(application.connectedScenes.isEmpty)
        }
        #expect(try #require(scene).activationState == .unattached)
        #expect(LifeCycleLog.events == [
            "• UIApplicationDidFinishLaunching",
            "willConnectTo unattached", "• UISceneWillConnect",
            "sceneWillEnterForeground foregroundInactive", "• UISceneWillEnterForeground",
            "sceneDidBecomeActive foregroundActive", "• UISceneDidActivate", "• UIApplicationDidBecomeActive",
            // Ctrl-Z
            "sceneWillResignActive foregroundInactive", "• UISceneWillDeactivate", "• UIApplicationWillResignActive",
            "sceneDidEnterBackground background", "• UISceneDidEnterBackground", "• UIApplicationDidEnterBackground",
            // fg
            "sceneWillEnterForeground foregroundInactive", "• UISceneWillEnterForeground", "• UIApplicationWillEnterForeground",
            "sceneDidBecomeActive foregroundActive", "• UISceneDidActivate", "• UIApplicationDidBecomeActive",
            // quit
            "sceneWillResignActive foregroundInactive", "• UISceneWillDeactivate", "• UIApplicationWillResignActive",
            "sceneDidEnterBackground background", "• UISceneDidEnterBackground", "• UIApplicationDidEnterBackground",
            "sceneDidDisconnect unattached", "• UISceneDidDisconnect",
            "applicationWillTerminate background", "• UIApplicationWillTerminate",
        ])
    }

    @Test func quittingWhileSuspendedOnlyDisconnectsAndTerminates() {
        let application = ApplicationLauncher.start(delegateType: SceneAppDelegate.self)
        application.enterBackground()
        LifeCycleLog.events = []
        application.terminate()
        application.terminate()
        #expect(LifeCycleLog.events == ["sceneDidDisconnect unattached", "applicationWillTerminate background"])
    }

    @Test func repeatedTransitionsAreIgnored() {
        let application = ApplicationLauncher.start(delegateType: ScenelessDelegate.self)
        LifeCycleLog.events = []
        application.enterForeground()
        #expect(LifeCycleLog.events.isEmpty, "an active app does not enter the foreground")
        application.enterBackground()
        application.enterBackground()
        #expect(LifeCycleLog.events == ["applicationWillResignActive active", "applicationDidEnterBackground background"])
        application.terminate()
        LifeCycleLog.events = []
        application.enterForeground()
        application.enterBackground()
        #expect(LifeCycleLog.events.isEmpty, "a terminated app stays terminated")
    }
}
