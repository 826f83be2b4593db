import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

/// Animated pushes and pops: the views slide on the window's clock, the callbacks come in
/// UIKit's order around the animation, and the transition coordinator runs alongside it.
@MainActor
@Suite("Navigation transitions")
struct NavigationTransitionTests {
    /// A 40 × 6 window (440 × 132 pt) with a navigation controller showing A; every
    /// controller made by `controller(_:)` has an opaque view with its name on row 2.
    @MainActor
    private struct Scene {
        let log = ControllerLog()
        let navigation: UINavigationController
        let host: HeadlessHost
        let a: LoggingController

        init() {
            a = Self.controller("A", log: log)
            navigation = UINavigationController(rootViewController: a)
            host = makeWindow(root: navigation, columns: 40, rows: 6).1
            _ = host.render()
            log.events = []
        }

        /// A controller with its name in a label at `column` of the first row under the bar.
        static func controller(_ name: String, log: ControllerLog, column: Int = 0) -> LoggingController {
            let controller = LoggingController(name, log: log)
            controller.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: CGFloat(column) * 11, y: 44, width: 66, height: 22))
            label.text = "\(name)-side"
            controller.view.addSubview(label)
            return controller
        }

        func controller(_ name: String, column: Int = 0) -> LoggingController {
            Self.controller(name, log: log, column: column)
        }

        /// The text of screen row `row`.
        func line(_ row: Int) -> String {
            let lines = host.text.components(separatedBy: "\n")
            return row < lines.count ? lines[row] : ""
        }
    }

    private func presentedMinX(_ controller: UIViewController) -> CGFloat {
        controller.view.layer.presentation()!.frame.minX
    }

    // MARK: Motion

    @Test func aPushSlidesTheNewViewInFromTheRightOverTheOldMovingAThirdLeft() {
        let scene = Scene()
        let a = scene.a
        a.view.subviews[0].frame.origin.x = 88  // "A-side" at column 8
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        // The model frames are final at once; the screen starts where it was.
        #expect(b.view.frame == scene.navigation.view.bounds)
        #expect(presentedMinX(b) == 440 && presentedMinX(a) == 0)
        #expect(scene.line(2) == "        A-side")
        scene.host.advance(by: 0.175)
        // Half-way (the ease-in-out curve is symmetric): B at half the width, A 15 % left.
        #expect(abs(presentedMinX(b) - 220) < 0.01)
        #expect(abs(presentedMinX(a) - -66) < 0.01)
        #expect(scene.line(2) == "  A-side            B-side")
        scene.host.advance(by: 0.175)
        #expect(presentedMinX(b) == 0)
        #expect(a.viewIfLoaded?.superview == nil, "the old view leaves once the slide ends")
        #expect(a.view.frame == scene.navigation.view.bounds, "and fills the container again when it comes back")
        #expect(scene.line(2) == "B-side")
    }

    @Test func aPopSlidesTheTopViewOffToTheRightOverTheViewBelow() {
        let scene = Scene()
        let a = scene.a
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: false)
        scene.navigation.popViewController(animated: true)
        #expect(presentedMinX(b) == 0 && abs(presentedMinX(a) - -132) < 0.01)
        #expect(b.view.superview === scene.navigation.view, "B stays on top of A while it slides away")
        let subviews = scene.navigation.view.subviews
        #expect(subviews.firstIndex { $0 === a.view }! < subviews.firstIndex { $0 === b.view }!)
        scene.host.advance(by: 0.175)
        #expect(abs(presentedMinX(b) - 220) < 0.01 && abs(presentedMinX(a) - -66) < 0.01)
        #expect(scene.line(2) == "                    B-side")
        scene.host.advance(by: 0.175)
        #expect(presentedMinX(a) == 0 && b.viewIfLoaded?.superview == nil)
        #expect(scene.line(2) == "A-side")
    }

    @Test func theBarShowsTheNewTitleAndBackButtonFromTheStart() {
        let scene = Scene()
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        #expect(scene.line(0) == " ‹ A                B")
        scene.host.settle()
        scene.navigation.popViewController(animated: true)
        #expect(scene.line(0) == "                    A")
    }

    // MARK: Callback order

    @Test func aPushCallsWillBeforeTheSlideAndDidAfterIt() {
        let scene = Scene()
        let delegate = LoggingNavigationDelegate(log: scene.log)
        scene.navigation.delegate = delegate
        let b = scene.controller("B")
        scene.log.events = []
        scene.navigation.pushViewController(b, animated: true)
        b.transitionCoordinator?.animate(alongsideTransition: nil) { _ in scene.log.events.append("coordinator completion") }
        let before = [
            "B.willMove(toParent: parent)", "delegate.willShow B animated", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewIsAppearing",
        ]
        #expect(scene.log.events == before)
        scene.host.advance(by: 0.3)
        #expect(scene.log.events == before, "nothing more until the slide ends")
        scene.host.advance(by: 0.05)
        #expect(scene.log.events == before + [
            "coordinator completion", "A.viewDidDisappear", "B.viewDidAppear", "delegate.didShow B animated",
            "B.didMove(toParent: parent)",
        ])
    }

    @Test func aPopCallsWillBeforeTheSlideAndDidAfterIt() {
        let scene = Scene()
        let delegate = LoggingNavigationDelegate(log: scene.log)
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: false)
        scene.navigation.delegate = delegate
        scene.log.events = []
        #expect(scene.navigation.popViewController(animated: true) === b)
        #expect(scene.navigation.viewControllers == [scene.a], "the stack changes at once")
        let before = ["B.willMove(toParent: nil)", "delegate.willShow A animated", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"]
        #expect(scene.log.events == before)
        #expect(b.parent === scene.navigation, "B stays a child until the slide ends")
        scene.host.settle()
        #expect(scene.log.events == before + ["B.viewDidDisappear", "A.viewDidAppear", "delegate.didShow A animated", "B.didMove(toParent: nil)"])
        #expect(b.parent == nil && scene.navigation.children == [scene.a])
    }

    @Test func withoutAnimationTheSameCallsComeAtOnce() {
        let animatedLog = callbackLog { $0.pushViewController($1, animated: true) }
        let immediateLog = callbackLog { $0.pushViewController($1, animated: false) }
        let withoutAnimationLog = callbackLog { navigation, b in
            UIView.performWithoutAnimation { navigation.pushViewController(b, animated: true) }
        }
        #expect(immediateLog.atOnce == animatedLog.atOnce + animatedLog.afterSlide)
        #expect(immediateLog.afterSlide.isEmpty)
        #expect(withoutAnimationLog.atOnce == animatedLog.atOnce + animatedLog.afterSlide)
    }

    /// The callbacks of a push of B over A: those made at once and those made by the slide.
    private func callbackLog(push: (UINavigationController, UIViewController) -> Void) -> (atOnce: [String], afterSlide: [String]) {
        let scene = Scene()
        let b = scene.controller("B")
        scene.log.events = []
        push(scene.navigation, b)
        let atOnce = scene.log.events
        scene.host.settle()
        return (atOnce, Array(scene.log.events.dropFirst(atOnce.count)))
    }

    @Test func movingFlagsAreSetDuringTheCallbacksOfTheMove() {
        let scene = Scene()
        let log = scene.log
        let b = FlagRecordingController(log: log)
        scene.navigation.pushViewController(b, animated: true)
        scene.host.settle()
        #expect(!b.isMovingToParent)
        scene.navigation.popViewController(animated: true)
        scene.host.settle()
        #expect(!b.isMovingFromParent)
        #expect(b.flags == [
            "viewWillAppear to:true from:false animated:true coordinator:true",
            "viewDidAppear to:true from:false animated:true coordinator:false",
            "viewWillDisappear to:false from:true animated:true coordinator:true",
            "viewDidDisappear to:false from:true animated:true coordinator:false",
        ])
    }

    // MARK: The transition coordinator

    @Test func alongsideAnimationsPlayInStepWithTheSlide() throws {
        let scene = Scene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 11, height: 22))
        scene.navigation.view.addSubview(badge)
        badge.alpha = 0
        let b = AlongsideController(log: scene.log) { coordinator in
            coordinator.animate(alongsideTransition: { context in
                #expect(context.isAnimated && context.transitionDuration == 0.35)
                badge.alpha = 1
            })
        }
        scene.navigation.pushViewController(b, animated: true)
        #expect(badge.alpha == 1 && badge.layer.presentation()!.opacity == 0)
        // Added once the slide runs, it joins the same timeline.
        let late = UIView(frame: .zero)
        scene.navigation.view.addSubview(late)
        let coordinator = try #require(scene.navigation.transitionCoordinator)
        #expect(coordinator.animate(alongsideTransition: { _ in late.alpha = 0 }))
        scene.host.advance(by: 0.175)
        #expect(abs(badge.layer.presentation()!.opacity - 0.5) < 0.001)
        #expect(abs(late.layer.presentation()!.opacity - 0.5) < 0.001)
        #expect(abs(coordinator.percentComplete - 0.5) < 0.001)
        scene.host.advance(by: 0.175)
        #expect(badge.layer.presentation()!.opacity == 1)
        #expect(scene.navigation.transitionCoordinator == nil && b.transitionCoordinator == nil)
        #expect(!coordinator.animate(alongsideTransition: { _ in }), "too late: the transition has ended")
    }

    @Test func theCoordinatorDescribesTheTransition() throws {
        let scene = Scene()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        let coordinator = try #require(b.transitionCoordinator)
        #expect(coordinator === scene.a.transitionCoordinator && coordinator === scene.navigation.transitionCoordinator)
        #expect(coordinator.viewController(forKey: .from) === scene.a && coordinator.viewController(forKey: .to) === b)
        #expect(coordinator.view(forKey: .from) === scene.a.view && coordinator.view(forKey: .to) === b.view)
        #expect(coordinator.containerView === scene.navigation.view)
        #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.isCancelled)
        #expect(coordinator.presentationStyle == .fullScreen && coordinator.completionCurve == .easeInOut)
        // A child of a controller in the transition sees it too.
        let child = UIViewController()
        b.addChild(child)
        #expect(child.transitionCoordinator === coordinator)
    }

    @Test func aTransitionWithoutAnimationHasACoordinatorDuringItsCallbacks() {
        let scene = Scene()
        var seen: [Bool] = []
        var completed = 0
        let b = AlongsideController(log: scene.log) { coordinator in
            seen.append(coordinator.isAnimated)
            coordinator.animate(alongsideTransition: { _ in seen.append(UIView.areAnimationsEnabled) }, completion: { _ in completed += 1 })
        }
        scene.navigation.pushViewController(b, animated: false)
        #expect(seen == [false, false] && completed == 1)
        #expect(b.transitionCoordinator == nil)
    }

    // MARK: Changes while a transition plays

    @Test func pushingDuringAPushFinishesTheFirstThenSlidesTheSecond() {
        let scene = Scene()
        let b = scene.controller("B"), c = scene.controller("C")
        scene.log.events = []
        scene.navigation.pushViewController(b, animated: true)
        scene.host.advance(by: 0.1)
        scene.navigation.pushViewController(c, animated: true)
        #expect(scene.navigation.viewControllers == [scene.a, b, c])
        #expect(scene.log.events == [
            "B.willMove(toParent: parent)", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: parent)",
            "C.willMove(toParent: parent)", "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing",
        ])
        // B jumped to its place; C starts its own slide.
        #expect(presentedMinX(b) == 0 && presentedMinX(c) == 440)
        scene.host.settle()
        #expect(scene.line(2) == "C-side")
    }

    @Test func escapeDuringAPushFinishesItAndPops() {
        let scene = Scene()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.host.advance(by: 0.1)
        scene.host.press(.escape)
        #expect(scene.navigation.topViewController === scene.a)
        #expect(presentedMinX(b) == 0, "the pop starts from where the push ends")
        scene.host.settle()
        #expect(scene.line(2) == "A-side")
        #expect(b.parent == nil)
    }

    // MARK: Other stack changes

    @Test func popToRootSlidesTheTopAwayAndSkipsTheControllersBetween() {
        let scene = Scene()
        let b = scene.controller("B"), c = scene.controller("C")
        scene.navigation.pushViewController(b, animated: false)
        scene.navigation.pushViewController(c, animated: false)
        scene.log.events = []
        #expect(scene.navigation.popToRootViewController(animated: true) == [b, c])
        scene.host.advance(by: 0.175)
        #expect(abs(presentedMinX(c) - 220) < 0.01 && abs(presentedMinX(scene.a) - -66) < 0.01)
        scene.host.settle()
        #expect(scene.log.events == [
            "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear", "A.viewWillAppear",
            "A.viewIsAppearing", "C.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
        ])
    }

    @Test func setViewControllersPushesANewTopAndPopsToAnOldOne() {
        let scene = Scene()
        let b = scene.controller("B"), c = scene.controller("C")
        let delegate = OperationRecordingDelegate()
        scene.navigation.delegate = delegate
        scene.navigation.setViewControllers([scene.a, b, c], animated: true)
        scene.host.advance(by: 0.175)
        #expect(abs(presentedMinX(c) - 220) < 0.01, "a new top slides in as a push")
        scene.host.settle()
        scene.navigation.setViewControllers([scene.a], animated: true)
        scene.host.advance(by: 0.175)
        #expect(abs(presentedMinX(scene.a) - -66) < 0.01 && abs(presentedMinX(c) - 220) < 0.01, "an old top comes back as a pop")
        scene.host.settle()
        #expect(delegate.operations == [.push, .pop])
        #expect(scene.navigation.children == [scene.a] && b.parent == nil && c.parent == nil)
    }

    // MARK: Custom animation

    @Test func theDelegatesAnimatorPlaysThePushWithItsDuration() {
        let scene = Scene()
        let fade = FadeAnimator(duration: 1)
        let delegate = OperationRecordingDelegate(animator: fade)
        scene.navigation.delegate = delegate
        let b = scene.controller("B")
        scene.log.events = []
        scene.navigation.pushViewController(b, animated: true)
        #expect(delegate.operations == [.push])
        #expect(fade.contexts.count == 1)
        let context = fade.contexts[0]
        #expect(context.containerView === scene.navigation.view)
        #expect(context.viewController(forKey: .from) === scene.a && context.viewController(forKey: .to) === b)
        #expect(context.finalFrame(for: b) == scene.navigation.view.bounds && context.initialFrame(for: scene.a) == scene.navigation.view.bounds)
        #expect(scene.navigation.view.subviews.last === scene.navigation.navigationBar, "the bar stays above what an animator adds")
        scene.host.advance(by: 0.5)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.5) < 0.001)
        #expect(!scene.log.events.contains("B.viewDidAppear"))
        scene.host.advance(by: 0.5)
        #expect(scene.log.events.suffix(3) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: parent)"])
        #expect(fade.ended == [true])
    }

    @Test func withReducedMotionThePushCrossFadesInPlace() {
        let scene = Scene()
        let b = scene.controller("B")
        // The navigation controller's own animator, as reduced motion makes it.
        let delegate = OperationRecordingDelegate(animator: _NavigationSlideAnimator(operation: .push, crossFades: true))
        scene.navigation.delegate = delegate
        scene.navigation.pushViewController(b, animated: true)
        scene.host.advance(by: 0.175)
        #expect(presentedMinX(b) == 0 && presentedMinX(scene.a) == 0, "nothing moves")
        #expect(abs(b.view.layer.presentation()!.opacity - 0.5) < 0.01)
        #expect(abs(scene.a.view.layer.presentation()!.opacity - 0.5) < 0.01)
        scene.host.settle()
        #expect(scene.a.view.alpha == 1, "the old view gets its alpha back for when it returns")
        #expect(scene.line(2) == "B-side")
        #expect(delegate.operations == [.push])
    }

    @Test func withReducedMotionAModalSlideBecomesAFade() {
        let slide = _ModalTransitionAnimator(style: .coverVertical, isPresenting: true, reduceMotion: false)
        let fade = _ModalTransitionAnimator(style: .coverVertical, isPresenting: true, reduceMotion: true)
        #expect(slide.transitionDuration(using: nil) == _ModalTransitionAnimator.slideDuration)
        #expect(fade.transitionDuration(using: nil) == _ModalTransitionAnimator.fadeDuration)
        #expect(fade.motion == .fade && slide.motion == .slide)
    }

    @Test func theDelegateIsNotAskedForAnAnimatorWithoutAnimation() {
        let scene = Scene()
        let delegate = OperationRecordingDelegate(animator: FadeAnimator(duration: 1))
        scene.navigation.delegate = delegate
        scene.navigation.pushViewController(scene.controller("B"), animated: false)
        #expect(delegate.operations.isEmpty)
    }
}

/// Logs a navigation controller's delegate calls as "delegate.willShow B animated".
@MainActor
private final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: ControllerLog
    init(log: ControllerLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.events.append("delegate.willShow \(viewController.title ?? "") \(animated ? "animated" : "at once")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.events.append("delegate.didShow \(viewController.title ?? "") \(animated ? "animated" : "at once")")
    }
}

/// Records the operations it is asked to animate; returns `animator` for them.
@MainActor
private final class OperationRecordingDelegate: UINavigationControllerDelegate {
    var operations: [UINavigationController.Operation] = []
    let animator: (any UIViewControllerAnimatedTransitioning)?
    init(animator: (any UIViewControllerAnimatedTransitioning)? = nil) { self.animator = animator }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }
}

/// Fades the arriving view in over the leaving one, as a book's custom animator would.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private(set) var contexts: [any UIViewControllerContextTransitioning] = []
    private(set) var ended: [Bool] = []

    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        let toViewController = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            toView.alpha = 1
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Records, in each appearance callback, the moving flags, `animated` and whether a
/// transition coordinator exists.
@MainActor
private final class FlagRecordingController: UIViewController {
    let log: ControllerLog
    var flags: [String] = []
    init(log: ControllerLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    private func record(_ name: String, _ animated: Bool) {
        flags.append("\(name) to:\(isMovingToParent) from:\(isMovingFromParent) animated:\(animated) coordinator:\(transitionCoordinator != nil)")
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear", animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear", animated) }
}

/// Calls `onWillAppear` with its transition coordinator in `viewWillAppear(_:)`.
@MainActor
private final class AlongsideController: UIViewController {
    let log: ControllerLog
    let onWillAppear: (any UIViewControllerTransitionCoordinator) -> Void
    init(log: ControllerLog, onWillAppear: @escaping (any UIViewControllerTransitionCoordinator) -> Void) {
        self.log = log
        self.onWillAppear = onWillAppear
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let transitionCoordinator { onWillAppear(transitionCoordinator) }
    }

}

/// The back swipe and interactive transitions.
extension NavigationTransitionTests {
    // MARK: The back swipe

    /// A scene showing B over A, settled, with the log cleared.
    private func pushedScene() -> (Scene, LoggingController) {
        let scene = Scene()
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.host.settle()
        scene.log.events = []
        return (scene, b)
    }

    @Test func aDragFromTheLeadingEdgeMovesThePopWithTheFinger() {
        let (scene, b) = pushedScene()
        let a = scene.a
        scene.host.touchDown(at: CGPoint(x: 3, y: 70))
        scene.host.touchMove(to: CGPoint(x: 25, y: 70))
        #expect(scene.navigation.viewControllers.count == 1, "the pop has begun")
        #expect(scene.log.events.contains("B.viewWillDisappear") && scene.log.events.contains("A.viewWillAppear"))
        scene.host.touchMove(to: CGPoint(x: 113, y: 70))
        // 110 points of 440: a quarter of the way, held there (nothing runs on the clock).
        let quarter = presentedMinX(b)
        #expect(quarter > 0 && quarter < 220)
        scene.host.advance(by: 1)
        #expect(presentedMinX(b) == quarter, "the finger holds it")
        scene.host.touchMove(to: CGPoint(x: 223, y: 70))
        #expect(presentedMinX(b) > quarter)
        #expect(presentedMinX(a) < 0 && presentedMinX(a) > -132)
        // Past half the width: letting go completes the pop.
        scene.host.touchMove(to: CGPoint(x: 300, y: 70))
        scene.host.touchUp()
        #expect(!scene.log.events.contains("A.viewDidAppear"), "the rest plays first")
        scene.host.settle()
        #expect(scene.navigation.viewControllers == [a])
        #expect(presentedMinX(a) == 0 && b.viewIfLoaded?.superview == nil)
        #expect(Array(scene.log.events.suffix(3)) == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)"])
        #expect(scene.line(2) == "A-side")
    }

    @Test func lettingGoEarlyCancelsThePopAndBringsTheTopBack() {
        let (scene, b) = pushedScene()
        let a = scene.a
        var coordinatorSawCancel: Bool?
        scene.host.touchDown(at: CGPoint(x: 3, y: 70))
        scene.host.touchMove(to: CGPoint(x: 25, y: 70))
        b.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorSawCancel = $0.isCancelled }
        #expect(b.transitionCoordinator?.isInteractive == true)
        scene.host.touchMove(to: CGPoint(x: 113, y: 70))
        let held = presentedMinX(b)
        // The finger rests, then lifts: no fling.
        scene.host.advance(by: 0.2)
        scene.host.touchMove(to: CGPoint(x: 113, y: 70))
        scene.host.touchUp()
        #expect(b.transitionCoordinator?.isInteractive == false)
        scene.host.advance(by: 0.1)
        #expect(presentedMinX(b) < held, "sliding back")
        scene.host.settle()
        #expect(scene.navigation.viewControllers == [a, b])
        #expect(scene.navigation.topViewController === b && b.parent === scene.navigation)
        #expect(presentedMinX(b) == 0 && b.view.frame == scene.navigation.view.bounds)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(coordinatorSawCancel == true)
        #expect(scene.log.events == [
            "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
            "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewIsAppearing", "B.viewDidAppear",
            "B.didMove(toParent: parent)",
        ])
        #expect(scene.line(2) == "B-side")
        #expect(scene.line(0).contains("B"), "the bar shows B again")
        // The stack works as before: a pop now goes back to A.
        scene.navigation.popViewController(animated: false)
        #expect(scene.navigation.viewControllers == [a])
    }

    @Test func theBackSwipeStartsOnlyAtTheEdgeAndNotFromTheRoot() {
        let scene = Scene()
        scene.host.drag(from: CGPoint(x: 3, y: 70), to: CGPoint(x: 300, y: 70))
        scene.host.settle()
        #expect(scene.navigation.viewControllers.count == 1)
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.host.settle()
        // From the middle of the screen, a drag is not a back swipe.
        scene.host.drag(from: CGPoint(x: 50, y: 70), to: CGPoint(x: 350, y: 70))
        scene.host.settle()
        #expect(scene.navigation.topViewController === b)
        // Turned off, the edge does nothing either.
        scene.navigation.interactivePopGestureRecognizer?.isEnabled = false
        scene.host.drag(from: CGPoint(x: 3, y: 70), to: CGPoint(x: 350, y: 70))
        scene.host.settle()
        #expect(scene.navigation.topViewController === b)
        scene.navigation.interactivePopGestureRecognizer?.isEnabled = true
        scene.host.drag(from: CGPoint(x: 3, y: 70), to: CGPoint(x: 350, y: 70))
        scene.host.settle()
        #expect(scene.navigation.topViewController === scene.a)
    }

    @Test func hidingTheBarAnimatedSlidesItUpAndBack() {
        let scene = Scene()
        let bar = scene.navigation.navigationBar
        scene.navigation.setNavigationBarHidden(true, animated: true)
        #expect(scene.navigation.isNavigationBarHidden)
        #expect(scene.a.view.safeAreaInsets.top == 0, "the safe area changes at once")
        #expect(!bar.isHidden && bar.layer.presentation()!.frame.minY == 0)
        scene.host.advance(by: 0.1)
        #expect(bar.layer.presentation()!.frame.minY < 0 && bar.layer.presentation()!.frame.minY > -44)
        scene.host.settle()
        #expect(bar.isHidden && bar.frame.minY == -44)

        scene.navigation.setNavigationBarHidden(false, animated: true)
        #expect(!scene.navigation.isNavigationBarHidden && !bar.isHidden)
        #expect(bar.layer.presentation()!.frame.minY == -44 && bar.frame.minY == 0)
        scene.host.settle()
        #expect(bar.layer.presentation()!.frame.minY == 0)
        #expect(scene.line(0).contains("A"))

        // Shown again before it has gone: it stays.
        scene.navigation.setNavigationBarHidden(true, animated: true)
        scene.host.advance(by: 0.1)
        scene.navigation.setNavigationBarHidden(false, animated: true)
        scene.host.settle()
        #expect(!bar.isHidden && bar.frame.minY == 0)
    }

    @Test func showingTheToolbarAnimatedSlidesItUpFromTheBottom() {
        let scene = Scene()
        let toolbar = scene.navigation.toolbar!
        #expect(scene.navigation.isToolbarHidden)
        scene.navigation.setToolbarHidden(false, animated: true)
        #expect(!scene.navigation.isToolbarHidden && !toolbar.isHidden)
        #expect(scene.a.view.safeAreaInsets.bottom == 44)
        #expect(toolbar.layer.presentation()!.frame.minY == 132, "just below the screen")
        scene.host.settle()
        #expect(toolbar.layer.presentation()!.frame.minY == 88)
        scene.navigation.setToolbarHidden(true, animated: false)
        #expect(toolbar.isHidden && scene.a.view.safeAreaInsets.bottom == 0)
    }

    @Test func aPercentDrivenInteractionSteersAPushToo() {
        let scene = Scene()
        let delegate = SteeredPushDelegate()
        scene.navigation.delegate = delegate
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        #expect(presentedMinX(b) == 440, "held at the start")
        scene.host.advance(by: 1)
        #expect(presentedMinX(b) == 440)
        delegate.interaction.update(0.5)
        #expect(abs(presentedMinX(b) - 220) < 0.01, "the curve is symmetric: half-way at 0.5")
        #expect(b.transitionCoordinator?.percentComplete == 0.5)
        delegate.interaction.finish()
        scene.host.settle()
        #expect(presentedMinX(b) == 0 && scene.log.events.contains("B.viewDidAppear"))
    }
}

/// A navigation delegate that steers pushes with its own percent-driven interaction.
@MainActor
private final class SteeredPushDelegate: NSObject, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? _NavigationSlideAnimator(operation: .push) : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
