import Foundation
import HelloContactsKit
import Tessera
import TesseraContacts

/// The demo's application delegate: a window whose root is the tab bar controller of
/// ``makeTabBarController(contactStore:)``.
///
/// `cs193p` asks for access to contacts before it calls `UIApplicationMain` with this
/// class's name, as Hello-Contacts does.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Self.makeTabBarController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The demo's tabs: Calculator, Contacts, Settings and Photo.
    ///
    /// - Parameter contactStore: What the Contacts tab lists; Hello-Contacts' sample contacts
    ///   by default.
    public static func makeTabBarController(contactStore: CNContactStore = CNContactStore(source: .sample)) -> UITabBarController {
        let calculator = CalculatorSplitViewController()
        calculator.tabBarItem = UITabBarItem(title: "Calculator", image: nil, tag: 0)

        let contactList = ViewController(store: contactStore)
        let contacts = UINavigationController(rootViewController: contactList)
        contacts.tabBarItem = UITabBarItem(title: "Contacts", image: nil, tag: 1)

        let settingsForm = SettingsViewController()
        settingsForm.settingsDidChange = { [weak calculator] settings in calculator?.usesBoldGraph = settings.usesBoldGraph }
        let settings = UINavigationController(rootViewController: settingsForm)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)

        let photo = UINavigationController(rootViewController: PhotoViewController())
        photo.tabBarItem = UITabBarItem(title: "Photo", image: nil, tag: 3)

        let tabs = UITabBarController()
        tabs.viewControllers = [calculator, contacts, settings, photo]
        return tabs
    }
}
