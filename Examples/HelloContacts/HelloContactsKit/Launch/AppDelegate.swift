import Foundation
import Tessera
import TesseraContacts

/// Hello-Contacts' application delegate: a window whose root is the contact list (or grid)
/// in a navigation controller, as the book embeds it.
///
/// `hello-contacts` reads its command line into ``launchOptions`` before it calls
/// `UIApplicationMain` with this class's name.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// What the command line asked for; read when the app finishes launching.
    public static var launchOptions = LaunchOptions()

    public var window: UIWindow?

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = Self.makeWindow(options: Self.launchOptions, store: Self.launchOptions.makeStore())
        window?.makeKeyAndVisible()
        return true
    }

    /// A window showing the contacts of `store`, for `options`.
    public static func makeWindow(options: LaunchOptions, store: CNContactStore) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let viewController: UIViewController
        switch options.screen {
        case .list: viewController = ViewController(store: store, writesAddressBook: options.writesAddressBook)
        case .grid(let layout):
            viewController = GridViewController(store: store, layout: layout, writesAddressBook: options.writesAddressBook)
        case .swiftUI:
            // The SwiftUI screen brings its own navigation stack.
            window.rootViewController = SwiftUIContactsController(store: store, writesAddressBook: options.writesAddressBook)
            return window
        }
        window.rootViewController = UINavigationController(rootViewController: viewController)
        return window
    }
}
