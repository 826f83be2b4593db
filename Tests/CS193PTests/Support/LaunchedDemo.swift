import Foundation
import Tessera
import TesseraContacts
@testable import CS193PKit

/// The demo launched headlessly: the tab bar controller `AppDelegate` builds, in a window on a
/// screen of `columns × rows` cells.
@MainActor
struct LaunchedDemo {
    let window: UIWindow
    var host: HeadlessHost
    let tabs: UITabBarController

    init(columns: Int = 80, rows: Int = 24) {
        window = UIWindow(frame: UIScreen.main.bounds)
        tabs = AppDelegate.makeTabBarController()
        window.rootViewController = tabs
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        window.makeKeyAndVisible()
        _ = host.render()
    }

    /// The Calculator tab's split view controller.
    var split: CalculatorSplitViewController { tabs.viewControllers![0] as! CalculatorSplitViewController }
    var calculator: CalculatorViewController { split.calculator }

    /// The terminal resized to `columns × rows` (the window follows, as in a terminal).
    mutating func resize(columns: Int, rows: Int) {
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        _ = host.render()
    }

    /// Presses the calculator's buttons `symbols`, by tapping them.
    func press(_ symbols: String...) {
        for symbol in symbols {
            host.tap(calculator.buttons[symbol]!)
        }
    }

    /// The screen's lines.
    var lines: [String] { host.text.components(separatedBy: "\n") }
}
