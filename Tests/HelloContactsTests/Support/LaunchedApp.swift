import Dispatch
import Foundation
import Tessera
import TesseraContacts
@testable import HelloContactsKit

/// Hello-Contacts launched headlessly: its window as `AppDelegate` builds it, on a screen of
/// `columns × rows` cells, with photos decoded on a queue the test controls.
@MainActor
struct LaunchedApp {
    let window: UIWindow
    let host: HeadlessHost
    let viewController: ViewController
    /// The queue contact photos are decoded on; suspend it to hold decodes back.
    let decodingQueue: DispatchQueue

    /// Launches the app.
    ///
    /// - Parameter holdingDecodes: Whether photo decodes wait from the start, until the test
    ///   resumes ``decodingQueue`` (it must, before the app goes away).
    init(
        store: CNContactStore, options: LaunchOptions = LaunchOptions(), columns: Int = 80, rows: Int = 24,
        holdingDecodes: Bool = false
    ) {
        decodingQueue = DispatchQueue(label: "HelloContactsTests.decoding")
        if holdingDecodes { decodingQueue.suspend() }
        window = AppDelegate.makeWindow(options: options, store: store)
        let navigationController = window.rootViewController as! UINavigationController
        viewController = navigationController.topViewController as! ViewController
        viewController.imageDecodingQueue = decodingQueue
        viewController.quit = {}
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        window.makeKeyAndVisible()
        _ = host.render()
    }

    var tableView: UITableView { viewController.tableView }

    /// The visible contact cells, top to bottom, with their rows.
    var visibleCells: [(row: Int, cell: ContactTableViewCell)] {
        window.layoutIfNeeded()
        return (tableView.indexPathsForVisibleRows ?? []).compactMap { indexPath in
            (tableView.cellForRow(at: indexPath) as? ContactTableViewCell).map { (indexPath.row, $0) }
        }
    }

    /// The alert on screen, if any.
    var alert: UIAlertController? { window.rootViewController?.presentedViewController as? UIAlertController }

    /// Lets every photo decode started so far arrive.
    ///
    /// Other suites' hosts may resize the shared screen while this waits, and a window that
    /// fills the screen follows it; the window gets its own size back afterwards.
    func finishDecoding() async {
        await drain(decodingQueue)
        window.frame = CGRect(origin: .zero, size: CellGrid.current.size(columns: host.columns, rows: host.rows))
        _ = host.render()
    }
}
