import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

@MainActor
private final class StoryboardRootController: UIViewController {
    override func viewDidLoad() { LaunchLog.events.append("root.viewDidLoad") }
    override func viewDidAppear(_ animated: Bool) { LaunchLog.events.append("root.viewDidAppear") }
}

@MainActor
private final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow? {
        didSet { LaunchLog.events.append("window set") }
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The book's scene delegate reaches the root through the storyboard's window.
        let root = window?.rootViewController
        LaunchLog.events.append("willConnectTo root=\(root is StoryboardRootController) key=\(window?.isKeyWindow == true)")
    }
}

@MainActor
private final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = StoryboardSceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "StoryboardSceneLaunchTests", bundle: nil)
        return configuration
    }
}

@MainActor
@Suite("Launching a storyboard scene", .serialized)
struct StoryboardSceneLaunchTests {
    @Test func theSceneDelegateGetsTheStoryboardsWindowBeforeItConnectsAndItIsShownAfter() throws {
        UIStoryboard(name: "StoryboardSceneLaunchTests", scenes: [.init(StoryboardRootController.self, isInitial: true)])
        LaunchLog.events = []
        let application = ApplicationLauncher.start(delegateType: StoryboardAppDelegate.self)
        #expect(LaunchLog.events == ["window set", "willConnectTo root=true key=false", "root.viewDidLoad", "root.viewDidAppear"])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? StoryboardSceneDelegate)?.window)
        #expect(window.windowScene === scene && window.isKeyWindow && !window.isHidden)
        #expect(window.rootViewController?.storyboard != nil)
        application.terminate()
    }
}
