import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// The app delegate of Xcode's template; its scene configuration says what the Info.plist's
/// scene manifest says on iOS.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "Main", bundle: nil)
        return configuration
    }
}

/// The seed's chapter as a reader runs it: Main.storyboard's initial Items View Controller
/// with a Right Detail prototype cell "UITableViewCell", the store injected through the scene
/// delegate's window, a row per item.
@Suite("LootLogger: the seed's chapter, compiled as the book writes it")
@MainActor
struct SeedChapterTests {
    @Test func theSeedsCodeShowsTheStoresItemsInRightDetailRows() throws {
        UIStoryboard(name: "Main", scenes: [
            .init(ItemsViewController.self, isInitial: true,
                  prototypeCells: [.init(reuseIdentifier: "UITableViewCell", style: .value1)]),
        ])
        let application = ApplicationLauncher.start(delegateType: AppDelegate.self)
        let sceneDelegate = try #require(application.connectedScenes.first?.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.isKeyWindow)
        let itemsController = try #require(window.rootViewController as? ItemsViewController)
        let itemStore = try #require(itemsController.itemStore)

        for _ in 0..<5 { itemStore.createItem() }
        itemsController.tableView.reloadData()
        let host = HeadlessHost(window: window, columns: 80, rows: 24)
        let lines = host.text.components(separatedBy: "\n")
        for (index, item) in itemStore.allItems.enumerated() {
            // Right Detail: the name at the leading edge, the value at the trailing edge.
            let line = lines[index * 2]
            #expect(line.hasPrefix(" \(item.name)"), "\(line)")
            #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("$\(item.valueInDollars)"), "\(line)")
        }
        let cell = try #require(itemsController.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.detailTextLabel != nil)
        application.terminate()
    }
}
