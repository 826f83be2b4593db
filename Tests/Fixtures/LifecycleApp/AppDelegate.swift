import Foundation
import Tessera
import TesseraTerminal

// A test fixture: an app that appends each life-cycle call it gets, one per line, to the file
// named by LIFECYCLE_LOG. With `--scenes` it uses a scene delegate; without, only the app
// delegate. `q` quits with exit(0), as the books' apps do. With `--display-link` a 30 fps
// display link counts frames on screen and logs each call; `p` pauses it.

/// Appends `line` to the log file at once (the test reads it while the app runs).
@MainActor
func log(_ line: String) {
    guard let path = ProcessInfo.processInfo.environment["LIFECYCLE_LOG"] else { return }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let usesScenes = CommandLine.arguments.contains("--scenes")

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("application(_:didFinishLaunchingWithOptions:)")
        if !usesScenes {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = FixtureViewController()
            window?.makeKeyAndVisible()
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = usesScenes ? SceneDelegate.self : nil
        return configuration
    }

    func applicationWillResignActive(_ application: UIApplication) { log("applicationWillResignActive(_:)") }
    func applicationDidEnterBackground(_ application: UIApplication) { log("applicationDidEnterBackground(_:)") }
    func applicationWillEnterForeground(_ application: UIApplication) { log("applicationWillEnterForeground(_:)") }
    func applicationDidBecomeActive(_ application: UIApplication) { log("applicationDidBecomeActive(_:)") }
    func applicationWillTerminate(_ application: UIApplication) { log("applicationWillTerminate(_:)") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log("scene(_:willConnectTo:options:)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = FixtureViewController()
        window?.makeKeyAndVisible()
    }

    func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive(_:)") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground(_:)") }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground(_:)") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive(_:)") }
    func sceneDidDisconnect(_ scene: UIScene) { log("sceneDidDisconnect(_:)") }
}

final class FixtureViewController: UIViewController {
    private var displayLink: CADisplayLink?
    private let frameLabel = UILabel(frame: CGRect(x: 0, y: 22, width: 220, height: 22))
    private var frames = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 22))
        label.text = "Lifecycle-fixture"
        view.addSubview(label)
        if CommandLine.arguments.contains("--display-link") {
            view.addSubview(frameLabel)
            let link = CADisplayLink(target: self, selector: FixtureViewController.step)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    private func step(_ link: CADisplayLink) {
        frames += 1
        frameLabel.text = "Frames: \(frames)"
        let interval = Int(((link.targetTimestamp - link.timestamp) / link.duration).rounded())
        log("displayLink every \(interval) frames at \(Int((1 / link.duration).rounded())) fps")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        switch presses.first?.key?.charactersIgnoringModifiers {
        case "q": exit(0)
        case "p":
            displayLink?.isPaused = true
            log("paused")
        default: super.pressesBegan(presses, with: event)
        }
    }
}
