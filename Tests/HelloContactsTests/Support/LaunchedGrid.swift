import Dispatch
import Foundation
import Tessera
import TesseraContacts
@testable import HelloContactsKit

/// Hello-Contacts launched headlessly with `--layout grid` or `--layout custom`: its window as
/// `AppDelegate` builds it, with photos decoded on a queue the test controls.
@MainActor
struct LaunchedGrid {
    let window: UIWindow
    let host: HeadlessHost
    let viewController: GridViewController
    let decodingQueue = DispatchQueue(label: "HelloContactsTests.gridDecoding")

    init(store: CNContactStore, layout: GridViewController.Layout = .flow, columns: Int = 80, rows: Int = 24) {
        var options = LaunchOptions()
        options.screen = .grid(layout)
        window = AppDelegate.makeWindow(options: options, store: store)
        let navigationController = window.rootViewController as! UINavigationController
        viewController = navigationController.topViewController as! GridViewController
        viewController.imageDecodingQueue = decodingQueue
        viewController.quit = {}
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        window.makeKeyAndVisible()
        _ = host.render()
    }

    var collectionView: UICollectionView { viewController.collectionView }

    /// The visible cards by item, in item order.
    var visibleCards: [(item: Int, cell: ContactCollectionViewCell)] {
        window.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
            (collectionView.cellForItem(at: indexPath) as? ContactCollectionViewCell).map { (indexPath.item, $0) }
        }
    }

    /// Lets every photo decode started so far arrive. Other suites' hosts may resize the
    /// shared screen meanwhile, and a window that fills the screen follows it; the window gets
    /// its own size back afterwards.
    func finishDecoding() async {
        await drain(decodingQueue)
        window.frame = CGRect(origin: .zero, size: CellGrid.current.size(columns: host.columns, rows: host.rows))
        _ = host.render()
    }

    /// The alert on screen, if any.
    var alert: UIAlertController? { window.rootViewController?.presentedViewController as? UIAlertController }
}
