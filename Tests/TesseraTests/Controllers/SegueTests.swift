import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// A source controller that logs the segue calls UIKit makes on it.
@MainActor
private final class SourceController: UITableViewController {
    var log: [String] = []
    var allowsSegues = true
    let rows = ["Sofa", "Lamp", "Rug"]

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerformSegue(\(identifier), \(Self.describe(sender)))")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "nil"), \(Self.describe(sender)))")
        #expect(segue.source === self)
        (segue.destination as? DestinationController)?.text = rows[tableView.indexPathForSelectedRow?.row ?? 0]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelectRowAt(\(indexPath.row))")
    }

    static func describe(_ sender: Any?) -> String {
        switch sender {
        case let cell as UITableViewCell: "cell \(cell.textLabel?.text ?? "")"
        case let text as String: text
        case nil: "nil"
        default: "\(type(of: sender!))"
        }
    }
}

@MainActor
final class DestinationController: UIViewController {
    var text: String?
}

@MainActor
@Suite("Segues")
struct SegueTests {
    private func stage() -> (UINavigationController, SourceController, HeadlessHost, UIWindow) {
        let source = SourceController(style: .plain)
        source.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let navigation = UINavigationController(rootViewController: source)
        let (window, host) = makeWindow(root: navigation, columns: 40, rows: 12)
        return (navigation, source, host, window)
    }

    @Test func performSegueMakesPreparesAndShowsWithoutAsking() {
        let (navigation, source, host, window) = stage()
        defer { withExtendedLifetime(window) {} }
        var made = 0
        source.addSegue(withIdentifier: "showDetail") {
            made += 1
            return DestinationController()
        }
        source.performSegue(withIdentifier: "showDetail", sender: "button")
        host.settle()
        #expect(made == 1)
        #expect(source.log == ["prepare(showDetail, button)"])
        #expect(navigation.topViewController is DestinationController)
        // Each time, a new destination.
        navigation.popViewController(animated: false)
        source.performSegue(withIdentifier: "showDetail", sender: nil)
        host.settle()
        #expect(made == 2)
    }

    @Test func selectingACellTriggersItsSegueBeforeDidSelectRowAt() {
        let (navigation, source, host, window) = stage()
        defer { withExtendedLifetime(window) {} }
        source.addSegue(withIdentifier: "showRow", trigger: .selectingCell(reuseIdentifier: "Cell")) { DestinationController() }
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.enter)
        host.settle()
        #expect(source.log == ["shouldPerformSegue(showRow, cell Lamp)", "prepare(showRow, cell Lamp)", "didSelectRowAt(1)"])
        #expect((navigation.topViewController as? DestinationController)?.text == "Lamp")
    }

    @Test func shouldPerformSegueCanRefuseATriggeredSegue() {
        let (navigation, source, host, window) = stage()
        defer { withExtendedLifetime(window) {} }
        source.allowsSegues = false
        source.addSegue(withIdentifier: "showRow", trigger: .selectingCell(reuseIdentifier: "Cell")) { DestinationController() }
        host.press(.downArrow)
        host.press(.enter)
        host.settle()
        #expect(source.log == ["shouldPerformSegue(showRow, cell Sofa)", "didSelectRowAt(0)"])
        #expect(navigation.topViewController === source)
        #expect(source.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func cellsOfAnotherReuseIdentifierTriggerNothing() {
        let (navigation, source, host, window) = stage()
        defer { withExtendedLifetime(window) {} }
        source.addSegue(withIdentifier: "showRow", trigger: .selectingCell(reuseIdentifier: "OtherCell")) { DestinationController() }
        host.press(.downArrow)
        host.press(.enter)
        host.settle()
        #expect(source.log == ["didSelectRowAt(0)"])
        #expect(navigation.topViewController === source)
    }

    @Test func presentModallyPresentsAndShowPresentsWithoutANavigationController() {
        let source = DestinationController()
        let (window, host) = makeWindow(root: source)
        defer { withExtendedLifetime(window) {} }
        source.addSegue(withIdentifier: "modal", kind: .presentModally) { DestinationController() }
        source.performSegue(withIdentifier: "modal", sender: nil)
        host.settle()
        #expect(source.presentedViewController is DestinationController)
        source.dismiss(animated: false)
        host.settle()
        source.addSegue(withIdentifier: "show", kind: .show) { DestinationController() }
        source.performSegue(withIdentifier: "show", sender: nil)
        host.settle()
        #expect(source.presentedViewController is DestinationController)
    }

    @Test func anUnknownIdentifierStopsWithUIKitsMessage() {
        let source = DestinationController()
        let raised = collectingExceptions {
            source.performSegue(withIdentifier: "nowhere", sender: nil)
        }.map(\.reason)
        #expect(raised.count == 1)
        #expect(raised.first?.hasPrefix("Receiver (") == true)
        #expect(raised.first?.hasSuffix(") has no segue with identifier 'nowhere'") == true)
    }

    @Test func aSegueMadeWithAPerformHandlerCallsIt() {
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "custom", source: UIViewController(), destination: UIViewController()) {
            performed += 1
        }
        segue.perform()
        #expect(performed == 1)
        #expect(segue.identifier == "custom")
        // The plain initialiser's perform() does nothing: subclasses override it.
        UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()).perform()
    }

    @Test func storyboardScenesCarryRootRelationshipsPrototypeCellsAndSegues() throws {
        let storyboard = UIStoryboard(name: "SegueTests", scenes: [
            .init(UINavigationController.self, isInitial: true, rootViewController: "List"),
            .init(SourceController.self, identifier: "List",
                  prototypeCells: [.init(reuseIdentifier: "Cell", style: .value1)],
                  segues: [.init(identifier: "showRow", destination: "Detail", trigger: .selectingCell(reuseIdentifier: "Cell"))]),
            .init(DestinationController.self, identifier: "Detail"),
        ])
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let source = try #require(navigation.topViewController as? SourceController)
        #expect(source.storyboard === storyboard)
        let (window, host) = makeWindow(root: navigation, columns: 40, rows: 12)
        defer { withExtendedLifetime(window) {} }
        #expect(source.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel != nil)
        host.press(.downArrow)
        host.press(.enter)
        host.settle()
        let destination = try #require(navigation.topViewController as? DestinationController)
        #expect(destination.storyboard === storyboard)
        #expect(destination.text == "Sofa")
    }
}
