@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite("Auto Layout in view controllers")
struct ViewControllerLayoutTests {
    /// Book style: views built in `viewDidLoad`, constraints activated there, laid out by the window.
    final class GreetingViewController: UIViewController {
        let greeting = UILabel()
        let footer = UIView()
        var updateViewConstraintsCalls = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            greeting.text = "Hello!"
            greeting.translatesAutoresizingMaskIntoConstraints = false
            footer.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(greeting)
            view.addSubview(footer)
            NSLayoutConstraint.activate([
                greeting.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                greeting.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                footer.heightAnchor.constraint(equalToConstant: 22),
            ])
        }

        override func updateViewConstraints() {
            updateViewConstraintsCalls += 1
            super.updateViewConstraints()
        }
    }

    @Test func aCentredLabelRendersInTheWindow() {
        let controller = GreetingViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        let host = HeadlessHost(window: window, columns: 20, rows: 5)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        expectScreen(host.text, "\n\n       Hello!\n\n")
        #expect(controller.greeting.frame == CGRect(x: 77, y: 44, width: 66, height: 22))
        #expect(controller.footer.frame == CGRect(x: 0, y: 88, width: 220, height: 22))
        #expect(controller.updateViewConstraintsCalls == 1)

        // A bar inset moves the safe area, and the footer with it.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 22, right: 0)
        _ = host.text
        #expect(controller.footer.frame.minY == 66)

        controller.view.setNeedsUpdateConstraints()
        _ = host.text
        #expect(controller.updateViewConstraintsCalls == 2)
    }
}
