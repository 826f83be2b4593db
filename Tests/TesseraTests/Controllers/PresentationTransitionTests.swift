import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

/// Animated presentations and dismissals: sheets slide up, cross-dissolves and alerts fade,
/// callbacks and completions come around the animation as in UIKit.
@MainActor
@Suite("Presentation transitions")
struct PresentationTransitionTests {
    /// A 40 × 10 window (440 × 220 pt) showing A; B has a "sheet" label at its top-left.
    @MainActor
    private struct Scene {
        let log = ControllerLog()
        let a: LoggingController
        let b: LoggingController
        let host: HeadlessHost

        init() {
            a = LoggingController("A", log: log)
            host = makeWindow(root: a, columns: 40, rows: 10).1
            b = LoggingController("B", log: log)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 55, height: 22))
            label.text = "sheet"
            b.view.addSubview(label)
            _ = host.render()
            log.events = []
        }

        /// The row of the screen that shows "sheet", if any.
        var sheetRow: Int? { host.text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("sheet") } }
    }

    private func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }
    private func presentedAlpha(_ view: UIView) -> Float { view.layer.presentation()!.opacity }

    // MARK: Sheets and full screen

    @Test func aSheetSlidesUpFromTheBottomWhileTheDimmingFadesIn() throws {
        let scene = Scene()
        var completed = false
        scene.a.present(scene.b, animated: true) { completed = true }
        let sheet = scene.b.view!
        let dimming = try #require(sheet.superview?.subviews.first)
        #expect(sheet.frame == CGRect(x: 0, y: 44, width: 440, height: 176), "the model frame is final at once")
        #expect(presentedFrame(sheet).minY == 220 && presentedAlpha(dimming) == 0)
        #expect(scene.sheetRow == nil)
        scene.host.advance(by: 0.25)
        #expect(abs(presentedFrame(sheet).minY - 132) < 0.01)
        #expect(abs(presentedAlpha(dimming) - 0.5) < 0.001)
        #expect(scene.sheetRow == 6)
        #expect(!completed)
        scene.host.advance(by: 0.25)
        #expect(presentedFrame(sheet).minY == 44 && scene.sheetRow == 2)
        #expect(completed)
        #expect(scene.log.events == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
    }

    @Test func aSheetSlidesBackDownWhenDismissed() {
        let scene = Scene()
        scene.a.present(scene.b, animated: true)
        scene.host.settle()
        scene.log.events = []
        var completed = false
        scene.b.dismiss(animated: true) { completed = true }
        #expect(scene.log.events == ["B.viewWillDisappear"])
        #expect(scene.a.presentedViewController === scene.b, "still presented until the slide ends")
        scene.host.advance(by: 0.25)
        #expect(abs(presentedFrame(scene.b.view).minY - 132) < 0.01 && scene.sheetRow == 6)
        scene.host.advance(by: 0.25)
        #expect(completed && scene.log.events == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(scene.a.presentedViewController == nil && scene.b.viewIfLoaded?.window == nil)
        #expect(scene.sheetRow == nil)
    }

    @Test func fullScreenCoversThePresenterWithTheSameSlide() {
        let scene = Scene()
        scene.b.modalPresentationStyle = .fullScreen
        var events: [String] = []
        scene.a.present(scene.b, animated: true) { events = scene.log.events + ["completion"] }
        #expect(presentedFrame(scene.b.view).minY == 220)
        scene.host.advance(by: 0.25)
        #expect(abs(presentedFrame(scene.b.view).minY - 110) < 0.01)
        scene.host.settle()
        #expect(events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear", "completion"])
    }

    @Test func aCrossDissolveFadesInAndOut() {
        let scene = Scene()
        scene.b.modalTransitionStyle = .crossDissolve
        scene.a.present(scene.b, animated: true)
        #expect(presentedAlpha(scene.b.view) == 0 && presentedFrame(scene.b.view).minY == 44)
        scene.host.advance(by: 0.25)
        #expect(abs(presentedAlpha(scene.b.view) - 0.5) < 0.001)
        scene.host.settle()
        scene.b.dismiss(animated: true)
        scene.host.advance(by: 0.25)
        #expect(abs(presentedAlpha(scene.b.view) - 0.5) < 0.001)
        scene.host.settle()
        #expect(scene.b.view.alpha == 1, "a dismissed view is whole again for its next presentation")
    }

    @Test func beingPresentedAndDismissedHoldThroughTheCallbacks() {
        let scene = Scene()
        let c = PresentationFlagController()
        c.modalPresentationStyle = .fullScreen
        scene.a.present(c, animated: true)
        #expect(c.isBeingPresented)
        scene.host.settle()
        #expect(!c.isBeingPresented)
        c.dismiss(animated: true)
        #expect(c.isBeingDismissed)
        scene.host.settle()
        #expect(!c.isBeingDismissed)
        #expect(c.flags == [
            "viewWillAppear presented:true dismissed:false",
            "viewDidAppear presented:true dismissed:false",
            "viewWillDisappear presented:false dismissed:true",
            "viewDidDisappear presented:false dismissed:true",
        ])
    }

    // MARK: Without animation

    @Test func withoutAnimationEverythingHappensAtOnceInTheSameOrder() {
        for present in [
            { (a: UIViewController, b: UIViewController) in a.present(b, animated: false) },
            { (a: UIViewController, b: UIViewController) in UIView.performWithoutAnimation { a.present(b, animated: true) } },
        ] {
            let scene = Scene()
            scene.b.modalPresentationStyle = .fullScreen
            var completed = false
            present(scene.a, scene.b)
            #expect(scene.log.events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear"])
            scene.b.dismiss(animated: false) { completed = true }
            #expect(completed && scene.a.presentedViewController == nil)
            #expect(!scene.host.window.animationClock.isAnimating)
        }
    }

    // MARK: The transition coordinator

    @Test func theCoordinatorRunsAlongsideAPresentation() throws {
        let scene = Scene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 11, height: 22))
        scene.a.view.addSubview(badge)
        scene.a.present(scene.b, animated: true)
        let coordinator = try #require(scene.b.transitionCoordinator)
        #expect(coordinator === scene.a.transitionCoordinator)
        #expect(coordinator.viewController(forKey: .from) === scene.a && coordinator.viewController(forKey: .to) === scene.b)
        #expect(coordinator.view(forKey: .from) == nil, "a sheet leaves the presenter's view where it is")
        #expect(coordinator.view(forKey: .to) === scene.b.view && coordinator.presentationStyle == .automatic)
        var completions: [String] = []
        coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
            completions.append("completion cancelled:\(context.isCancelled) appeared:\(scene.log.events.contains("B.viewDidAppear"))")
        })
        scene.host.advance(by: 0.25)
        #expect(abs(presentedAlpha(badge) - 0.5) < 0.001)
        scene.host.settle()
        #expect(completions == ["completion cancelled:false appeared:false"])
        #expect(scene.b.transitionCoordinator == nil)
    }

    // MARK: Custom animation

    @Test func aTransitioningDelegatesAnimatorPresentsAndDismisses() throws {
        let scene = Scene()
        let delegate = TransitioningDelegate(animator: FadeAnimator(duration: 1))
        scene.b.transitioningDelegate = delegate
        scene.b.modalPresentationStyle = .fullScreen
        var completed = false
        scene.a.present(scene.b, animated: true) { completed = true }
        #expect(delegate.asked == ["presented B presenting A source A"])
        let context = try #require(delegate.animator.contexts.first)
        #expect(context.view(forKey: .from) === scene.a.view, "full screen: the presenter's view leaves")
        #expect(context.finalFrame(for: scene.b) == CGRect(x: 0, y: 0, width: 440, height: 220))
        #expect(context.containerView === scene.b.view.superview && context.containerView.window === scene.host.window)
        scene.host.advance(by: 0.5)
        #expect(abs(presentedAlpha(scene.b.view) - 0.5) < 0.001 && !completed)
        scene.host.advance(by: 0.5)
        #expect(completed && delegate.animator.ended == [true])
        scene.b.dismiss(animated: true)
        #expect(delegate.asked.last == "dismissed B")
        // The animator fades the presenter's view in inside the container; it goes home after.
        #expect(scene.a.view.superview === delegate.animator.contexts.last?.containerView)
        scene.host.settle()
        #expect(scene.a.view.superview === scene.host.window && scene.a.view.alpha == 1)
        #expect(scene.a.presentedViewController == nil && scene.b.viewIfLoaded?.window == nil)
    }

    // MARK: Changes while a transition plays

    @Test func dismissingDuringThePresentationFinishesItFirst() {
        let scene = Scene()
        var presented = false, dismissed = false
        scene.a.present(scene.b, animated: true) { presented = true }
        scene.host.advance(by: 0.1)
        scene.b.dismiss(animated: true) { dismissed = true }
        #expect(presented && !dismissed)
        #expect(scene.log.events == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "B.viewWillDisappear"])
        #expect(presentedFrame(scene.b.view).minY == 44, "the slide down starts from the top")
        scene.host.settle()
        #expect(dismissed && scene.a.presentedViewController == nil)
    }

    @Test func dismissingTwiceIgnoresTheSecondRequest() {
        let scene = Scene()
        scene.a.present(scene.b, animated: false)
        var completions = 0
        scene.b.dismiss(animated: true) { completions += 1 }
        scene.b.dismiss(animated: true) { completions += 10 }
        scene.host.settle()
        #expect(completions == 1)
        #expect(scene.log.events.filter { $0 == "B.viewDidDisappear" }.count == 1)
    }

    @Test func presentingDuringADismissalFinishesItFirst() {
        let scene = Scene()
        scene.a.present(scene.b, animated: false)
        scene.b.dismiss(animated: true)
        let c = LoggingController("C", log: scene.log)
        scene.log.events = []
        scene.a.present(c, animated: true)
        #expect(scene.a.presentedViewController === c && scene.b.presentingViewController == nil)
        #expect(Array(scene.log.events.prefix(2)) == ["B.viewDidDisappear", "C.viewDidLoad"])
        scene.host.settle()
        #expect(scene.log.events.last == "C.viewDidAppear")
    }

    // MARK: Alerts

    @Test func anAlertFadesInAndOutThenRunsTheHandler() {
        let scene = Scene()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Kate Bell", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { chosen.append($0.title!) })
        scene.a.present(alert, animated: true)
        #expect(presentedAlpha(alert.view) == 0)
        #expect(presentedFrame(alert.view) == scene.host.window.bounds, "alerts fade in place")
        scene.host.advance(by: 0.125)
        #expect(abs(presentedAlpha(alert.view) - 0.5) < 0.001)
        scene.host.advance(by: 0.125)
        #expect(presentedAlpha(alert.view) == 1 && scene.host.text.contains("Kate Bell"))
        scene.host.press(.enter)
        scene.host.advance(by: 0.125)
        #expect(abs(presentedAlpha(alert.view) - 0.5) < 0.001 && chosen.isEmpty)
        scene.host.advance(by: 0.125)
        #expect(chosen == ["OK"] && scene.a.presentedViewController == nil)
        #expect(!scene.host.text.contains("Kate Bell"))
    }

    @Test func keysGoToTheAlertWhileItFadesIn() {
        let scene = Scene()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) })
        scene.a.present(alert, animated: true)
        scene.host.press(.escape)
        scene.host.settle()
        #expect(chosen == ["Cancel"])
    }
}

/// Records `isBeingPresented` and `isBeingDismissed` in each appearance callback.
@MainActor
private final class PresentationFlagController: UIViewController {
    var flags: [String] = []
    private func record(_ name: String) { flags.append("\(name) presented:\(isBeingPresented) dismissed:\(isBeingDismissed)") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
}

/// Supplies `animator` for both directions and records what it was asked.
@MainActor
private final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: FadeAnimator
    var asked: [String] = []
    init(animator: FadeAnimator) { self.animator = animator }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("presented \(presented.title ?? "") presenting \(presenting.title ?? "") source \(source.title ?? "")")
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("dismissed \(dismissed.title ?? "")")
        return animator
    }
}
