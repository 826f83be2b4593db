import Foundation

/// The centralised point of control for a running app.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var sharedApplication: UIApplication?

    /// The app instance, created on first use (or by `UIApplicationMain`).
    open class var shared: UIApplication {
        if let sharedApplication { return sharedApplication }
        let application = UIApplication()
        sharedApplication = application
        return application
    }

    public override init() {
        super.init()
    }

    /// The app delegate. UIKit holds it without retaining; `UIApplicationMain` keeps it alive.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Keeps the delegate `UIApplicationMain` created alive for the app's lifetime.
    var retainedDelegate: (any UIApplicationDelegate)?

    /// The app's state: active once launched, in the background while suspended (Ctrl-Z in a terminal).
    open internal(set) var applicationState: UIApplication.State = .inactive

    /// Whether the app has begun terminating (see `terminate()`).
    var isTerminating = false

    /// The connected scenes.
    open internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions of the connected scenes.
    open var openSessions: Set<UISceneSession> {
        Set(connectedScenes.map(\.session))
    }

    /// The app's visible and hidden windows.
    open var windows: [UIWindow] { UIScreen.main.windows }

    /// The key window.
    @available(*, deprecated, message: "Use the key window of a UIWindowScene")
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Whether the screen may dim; a terminal never does, the flag is kept for compatibility.
    open var isIdleTimerDisabled = false

    open override var next: UIResponder? {
        delegate as? UIResponder
    }

    /// The app's running state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }
}
