import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// A screen with a button at the top left whose menu a test shows, and a log of chosen actions.
@MainActor
final class MenuFixture {
    let root = UIViewController()
    let window: UIWindow
    let host: HeadlessHost
    let button = UIButton(type: .system)
    var chosen: [String] = []

    init(columns: Int = 30, rows: Int = 10, buttonAt origin: CGPoint = CGPoint(x: 22, y: 22)) {
        (window, host) = makeWindow(root: root, columns: columns, rows: rows)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(origin: origin, size: CGSize(width: 44, height: 22))
        root.view.addSubview(button)
    }

    /// An action that logs its title when chosen.
    func action(_ title: String, image: UIImage? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, image: image, attributes: attributes, state: state) { [weak self] action in
            self?.chosen.append(action.title)
        }
    }

    /// Taps the button (with `showsMenuAsPrimaryAction`) and lets the menu fade in.
    func showMenu(_ menu: UIMenu) {
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.settle()
    }

    /// Whether a menu is presented over the root.
    var isShowingMenu: Bool { root.presentedViewController is _MenuController }
}
