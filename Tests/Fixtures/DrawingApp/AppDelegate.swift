import Foundation
import Tessera
import TesseraTerminal

// A test fixture: an app showing a label and a view that draws a filled circle, for the
// pseudo-terminal tests of graphics output. `q` quits.

/// Draws a red circle filling its bounds.
final class CircleView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

final class DrawingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 22))
        label.text = "A circle:"
        view.addSubview(label)
        let circle = CircleView(frame: CGRect(x: 0, y: 44, width: 88, height: 88))
        view.addSubview(circle)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.first?.key?.charactersIgnoringModifiers == "q" { exit(0) }
        super.pressesBegan(presses, with: event)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = DrawingViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
