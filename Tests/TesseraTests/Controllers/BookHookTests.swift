@testable import Tessera
import Foundation
import Synchronization
import Testing

/// The hooks book code overrides and UIKit calls: `awakeFromNib()` after `init(coder:)` from the
/// code equivalents of nibs and storyboards, `isEditing` as a setter, memory warnings.
@MainActor
@Suite("Book hooks: awakeFromNib, isEditing, memory warnings")
struct BookHookTests {
    final class LoggingController: UIViewController {
        static var log: [String] = []
        let name: String

        required init?(coder: NSCoder) {
            name = "scene"
            super.init(coder: coder)
            Self.log.append("init(coder:)")
        }

        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }

        override func awakeFromNib() {
            super.awakeFromNib()
            Self.log.append("\(name).awakeFromNib")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            Self.log.append("\(name).viewDidLoad")
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            Self.log.append("\(name).setEditing(\(editing), animated: \(animated))")
        }

        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            Self.log.append("\(name).didReceiveMemoryWarning")
        }
    }

    final class Pair: UIView {
        static var log: [String] = []
        override func awakeFromNib() {
            super.awakeFromNib()
            Self.log.append("awake \(ObjectIdentifier(self).hashValue)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            Self.log.append("init \(ObjectIdentifier(self).hashValue)")
        }
        override init(frame: CGRect) { super.init(frame: frame) }
    }

    @Test func aStoryboardSceneIsMadeWithInitCoderAndWokenBeforeItsViewLoads() {
        LoggingController.log = []
        UIStoryboard(name: "Hooks", scenes: [.init(LoggingController.self, identifier: "Scene", isInitial: true)])
        let controller = UIStoryboard(name: "Hooks", bundle: nil).instantiateInitialViewController()!
        #expect(LoggingController.log == ["init(coder:)", "scene.awakeFromNib"])
        _ = controller.view
        #expect(LoggingController.log == ["init(coder:)", "scene.awakeFromNib", "scene.viewDidLoad"])
    }

    @Test func controllersMadeInCodeAreNeverWoken() {
        LoggingController.log = []
        let controller = LoggingController("code")
        _ = controller.view
        #expect(LoggingController.log == ["code.viewDidLoad"])
    }

    @Test func aNibWakesEachObjectAfterAllAreMade() {
        Pair.log = []
        let objects = UINib(Pair.self, Pair.self).instantiate(withOwner: nil)
        #expect(objects.count == 2)
        let ids = objects.map { ObjectIdentifier($0 as AnyObject).hashValue }
        #expect(Pair.log == ["init \(ids[0])", "init \(ids[1])", "awake \(ids[0])", "awake \(ids[1])"])
    }

    @Test func aPrototypeCellSubclassReadsItsStyleThroughSuperInitCoder() {
        final class RightDetail: UITableViewCell {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let cell = UINib(prototype: RightDetail.self, style: .value1).instantiate(withOwner: nil).first as! RightDetail
        #expect(cell.detailTextLabel != nil)
        #expect(cell._cellStyle == .value1)
        #expect(RightDetail(coder: _ArchiveCoder())?._cellStyle == .default)
    }

    @Test func settingIsEditingCallsSetEditingWithoutAnimation() {
        LoggingController.log = []
        let controller = LoggingController("items")
        controller.isEditing = true
        #expect(controller.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        controller.isEditing = false
        #expect(LoggingController.log == ["items.setEditing(true, animated: false)", "items.setEditing(false, animated: false)"])
        #expect(controller.editButtonItem.title == "Edit")
    }

    @Test func settingATableViewControllersIsEditingPutsItsTableInEditing() {
        let controller = UITableViewController(style: .plain)
        controller.isEditing = true
        #expect(controller.tableView.isEditing)
    }

    @Test func aMemoryWarningReachesTheDelegateThenEveryControllerOnceParentsFirst() {
        LoggingController.log = []
        final class Delegate: UIResponder, UIApplicationDelegate {
            var warnings = 0
            func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
        }
        let application = UIApplication()
        let delegate = Delegate()
        application.delegate = delegate
        let notified = Mutex(0)
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: application, queue: nil) { _ in notified.withLock { $0 += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 880, height: 528))
        let root = LoggingController("root")
        let child = LoggingController("child")
        root.addChild(child)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = LoggingController("presented")
        child.present(presented, animated: false)
        LoggingController.log = []

        application._performMemoryWarning()
        #expect(delegate.warnings == 1)
        #expect(notified.withLock { $0 } == 1)
        #expect(LoggingController.log == ["root.didReceiveMemoryWarning", "child.didReceiveMemoryWarning", "presented.didReceiveMemoryWarning"])
    }
}
