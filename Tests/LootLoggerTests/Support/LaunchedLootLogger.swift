import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import LootLoggerKit

/// LootLogger launched headlessly as `lootlogger` launches it (the app delegate, the scene
/// delegate with the Main storyboard's window), saving to `archiveURL`, on a screen of
/// `columns × rows` cells.
@MainActor
struct LaunchedLootLogger {
    let application: UIApplication
    let window: UIWindow
    let host: HeadlessHost
    let sceneDelegate: SceneDelegate

    init(archiveURL: URL, columns: Int = 80, rows: Int = 24) {
        SceneDelegate.itemArchiveURL = archiveURL
        application = ApplicationLauncher.start(delegateType: AppDelegate.self)
        sceneDelegate = application.connectedScenes.first!.delegate as! SceneDelegate
        window = sceneDelegate.window!
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        itemsController.quit = {}
        host.settle()
    }

    var navigationController: UINavigationController { window.rootViewController as! UINavigationController }
    var itemsController: ItemsViewController { navigationController.viewControllers[0] as! ItemsViewController }
    var store: ItemStore { itemsController.itemStore }
    var tableView: UITableView { itemsController.tableView }
    /// The detail page on top, if it is.
    var detail: DetailViewController? { navigationController.topViewController as? DetailViewController }
    /// The alert or action sheet on screen, if any.
    var alert: UIAlertController? { navigationController.presentedViewController as? UIAlertController }

    /// The items' names, in the store's order.
    var names: [String] { store.allItems.map(\.name) }

    /// The screen's lines.
    var lines: [String] { host.text.components(separatedBy: "\n") }

    /// Quits as Ctrl-C or `q` does: the scene enters the background (and saves), disconnects.
    func quit() {
        application.terminate()
    }

    /// Adds an item with the Add button, as a tap on "+" does; returns it.
    @discardableResult
    func addItem() -> Item {
        if !host.tap(text: "+") { Issue.record("no Add button on screen") }
        host.settle()
        return store.allItems.last!
    }
}
