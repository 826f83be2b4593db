import Foundation
import Tessera

/// A label, an image and a scrolling column: the pieces of a list, before UITableView.
final class DemoViewController: UIViewController {
    private let avatarView = UIImageView()
    private let symbolView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    private let captionLabel = UILabel()
    private let chartView = ChartView()
    private let column = ScrollingColumnView()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Tessera"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "About", style: .plain, target: self, action: DemoViewController.showAbout)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Animation", style: .plain, target: self, action: DemoViewController.showAnimation)

        avatarView.image = UIImage(data: Data(base64Encoded: Self.avatarPNG)!)
        avatarView.contentMode = .scaleAspectFit

        symbolView.tintColor = .systemBlue
        symbolView.contentMode = .scaleAspectFit

        captionLabel.text = "UIKit's views, drawn in your terminal. One cell is 11 × 22 points; images are half-block pixels."
        captionLabel.numberOfLines = 0
        captionLabel.textColor = .secondaryLabel

        column.backgroundColor = .secondarySystemBackground
        column.rows = (1...200).map { "Row \($0): \(Self.names[$0 % Self.names.count])" }

        hintLabel.text = "↑/↓ j/k PgUp/PgDn, wheel or drag to scroll · i about · a animation · q quits"
        hintLabel.textColor = .tertiaryLabel
        hintLabel.textAlignment = .center

        for subview in [avatarView, symbolView, captionLabel, chartView, column, hintLabel] {
            view.addSubview(subview)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let margin: CGFloat = 22
        // Below the navigation bar, which the safe area accounts for.
        let header = view.safeAreaInsets.top + 22
        avatarView.frame = CGRect(x: margin, y: header, width: 88, height: 88)
        symbolView.frame = CGRect(x: margin + 110, y: header, width: 88, height: 88)
        // The chart takes the right of the header when there is room for it.
        let chartWidth: CGFloat = bounds.width >= 660 ? 198 : 0
        captionLabel.frame = CGRect(x: margin + 220, y: header, width: max(0, bounds.width - 220 - chartWidth - 2 * margin), height: 88)
        chartView.frame = CGRect(x: bounds.width - margin - chartWidth, y: header, width: chartWidth, height: 88)
        let top = header + 110
        column.frame = CGRect(x: margin, y: top, width: bounds.width - 2 * margin, height: max(0, bounds.height - top - 44))
        hintLabel.frame = CGRect(x: 0, y: bounds.height - 22, width: bounds.width, height: 22)
    }

    /// Shows what Tessera is, in an alert: the same alert a click on "About" shows.
    func showAbout() {
        let alert = UIAlertController(
            title: "Tessera", message: "UIKit's views, controllers and events on Linux, in your terminal.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// Shows the animation examples: the same screen a click on "Animation" shows.
    func showAnimation() {
        navigationController?.pushViewController(AnimationViewController(), animated: true)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "i", modifierFlags: [], target: self, action: DemoViewController.showAbout),
            UIKeyCommand(input: "a", modifierFlags: [], target: self, action: DemoViewController.showAnimation),
        ]
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch (key.keyCode, key.charactersIgnoringModifiers) {
        case (.keyboardDownArrow, _), (_, "j"): column.scroll(byRows: 1)
        case (.keyboardUpArrow, _), (_, "k"): column.scroll(byRows: -1)
        case (.keyboardPageDown, _), (_, " "): column.scroll(byRows: column.visibleRowCount)
        case (.keyboardPageUp, _): column.scroll(byRows: -column.visibleRowCount)
        case (_, "q"): exit(0)
        default: super.pressesBegan(presses, with: event)
        }
    }

    private static let names = ["Kate Bell", "Daniel Higgins Jr.", "John Appleseed", "Anna Haro", "Hank M. Zakroff", "David Taylor"]

    private static let avatarPNG = "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAABXElEQVR42hXQoXVtIRBA0VdYCvgFUMAtgAJQUagoVBQqChWFikJFoaIogPU0Hby/r9hm1swR83hLz8c/AheRRE7PV6HS6GaDyWJzeLy9CxC4iO/PVyJTqDQ6g2lnsTnvdyALEPLzdRFJZAqVRmcwWWw3J9+BDwHChwCRRKZQaXQGk8V2cz7uQBEoz1fgIpLIFCqNzmCy2JxyBz4FPgW4iCQyhUqjM5gsNufzDtTn6x+Bi0giU6g0OoPJYnN4vH0JELiIJDKFSqMzmCw25+sONAECF5FEplBpdAaTxea0O/AtQOAiksgUKo3OYLLYnO870D2xC3ARSWQKlUZnMFlsTr+f+CPwI8BFJJEpVBqdwWSxOT93YAgQhgCRRKZQaXQGk8V2c8Yd+BUg/AoQSWQKlUZnMFlsN+f3DkwBAhdxCpApVBqdwbSz2Jx5B/4ECFxEEvlPgEqjmw0mi83hPyGt4F9Z7LZ9AAAAAElFTkSuQmCC"
}
