import Foundation
import Tessera

/// The scene's delegate (the book's `SceneDelegate`): gives the list its stores when the scene
/// connects, and saves the items when the scene enters the background — on a terminal, when
/// the app quits (q, Ctrl-C) and when it is suspended (Ctrl-Z).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The store the list shows; made when the scene connects.
    private(set) var itemStore: ItemStore!

    /// Where the items are saved: the person's data folder unless a test says otherwise.
    static var itemArchiveURL = ItemArchive.defaultURL()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }

        // Create an ItemStore and an ImageStore
        let itemStore = ItemStore(itemArchiveURL: Self.itemArchiveURL)
        self.itemStore = itemStore
        let imageStore = ImageStore(folder: Self.itemArchiveURL.deletingLastPathComponent().appendingPathComponent("Images"))

        // Access the ItemsViewController and set its stores
        let navController = window!.rootViewController as! UINavigationController
        let itemsController = navController.topViewController as! ItemsViewController
        itemsController.itemStore = itemStore
        itemsController.imageStore = imageStore
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // An item open on its page has edits the page writes back only when it disappears.
        let navController = window?.rootViewController as? UINavigationController
        (navController?.topViewController as? DetailViewController)?.saveChangesToItem()

        // Save changes to the items; a failure is told on standard error, which the terminal
        // host prints once the app has given the screen back.
        let success = itemStore.saveChanges()
        if !success {
            let reason = itemStore.saveError.map { "\($0)" } ?? itemStore.loadProblem?.message ?? "unknown"
            FileHandle.standardError.write(Data("LootLogger could not save your items to \(itemStore.itemArchiveURL.path): \(reason)\n".utf8))
        }
    }
}
