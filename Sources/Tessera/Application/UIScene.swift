import Foundation

/// One instance of the app's interface. Tessera has one: the terminal.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession

    /// The scene's delegate, retained by the scene as in UIKit.
    open var delegate: (any UISceneDelegate)?

    /// Whether the scene is in the foreground and receiving events.
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's title.
    open var title: String!

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    open override var next: UIResponder? {
        UIApplication.shared
    }

    /// A scene's state in the foreground or background.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What a scene was connected with (URLs, shortcut items): nothing, in a terminal.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs to open on connection.
        open var urlContexts: Set<URL> { [] }

        override init() {
            super.init()
        }
    }
}

/// A scene that manages windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in order.
    open private(set) var windows: [UIWindow] = []

    /// The screen showing the scene.
    open var screen: UIScreen { .main }

    /// The key window of the scene.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func addWindow(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func removeWindow(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }
}

/// An object that manages a scene's life cycle.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that owns a window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A scene's session: its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene.
    public let role: Role
    /// A stable identifier.
    public let persistentIdentifier: String
    /// The configuration the scene was created with.
    open internal(set) var configuration: UISceneConfiguration
    /// The scene, while connected.
    open internal(set) weak var scene: UIScene?

    init(role: Role) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    /// A scene's role.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// Which classes make up a scene.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    /// The scene delegate class, created when the scene connects.
    open var delegateClass: AnyClass?
    /// The scene class, `UIWindowScene` when `nil`.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial view controller fills the scene's first window: iOS reads
    /// it from the Info.plist's scene manifest (`UISceneStoryboardFile`), Tessera from here.
    ///
    /// When it is set and the scene delegate is a `UIWindowSceneDelegate`, the scene connects as
    /// on iOS: a window for the scene with the storyboard's initial view controller as its root
    /// is given to the delegate's `window` before `scene(_:willConnectTo:options:)`, and made key
    /// and visible after it.
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
