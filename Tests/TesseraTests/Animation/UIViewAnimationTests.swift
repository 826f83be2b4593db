import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// UIView's block animations: model values change at once, the presentation follows the
/// window's clock, completions report whether the animations finished.
@MainActor
@Suite("UIView animation")
struct UIViewAnimationTests {
    private func presentedAlpha(_ view: UIView) -> Float { view.layer.presentation()!.opacity }

    @Test func theModelChangesAtOnceWhileThePresentationFollowsTheClock() {
        let (host, view) = animationScene()
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { completions.append($0) }
        #expect(view.alpha == 0)
        #expect(presentedAlpha(view) == 1)
        #expect(view.layer.animationKeys() == ["opacity"])
        host.advance(by: 0.25)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.25) < 0.001)
        #expect(completions.isEmpty)
        host.advance(by: 0.25)
        #expect(completions == [true])
        #expect(presentedAlpha(view) == 0)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theDefaultCurveEasesInAndOut() {
        let (host, view) = animationScene()
        UIView.animate(withDuration: 1) { view.center.x += 100 }
        host.advance(by: 0.1)
        let early = view.layer.presentation()!.position.x - 55
        host.advance(by: 0.4)
        let middle = view.layer.presentation()!.position.x - 55
        #expect(early < 10 * 0.5)  // slower than linear at the start
        #expect(abs(middle - 50) < 0.5)  // symmetric curve: halfway at half time
    }

    @Test func aFadeBlendsTheBackgroundTowardWhatIsBehind() {
        let (host, view) = animationScene()
        host.window.backgroundColor = .black
        view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        var reds: [UInt8] = []
        for _ in 0..<4 {
            reds.append(host.render()[0, 0].background.red)
            host.advance(by: 0.25)
        }
        reds.append(host.render()[0, 0].background.red)
        #expect(reds == [255, 191, 128, 64, 0])
    }

    @Test func aDelayShowsTheStartValueUntilItEnds() {
        let (host, view) = animationScene()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.frame.origin.x = 110 })
        #expect(view.frame.origin.x == 110)
        host.advance(by: 0.4)
        #expect(view.layer.presentation()!.frame.origin.x == 0)
        #expect(host.render()[0, 0].background.red == 255)
        host.advance(by: 0.35)
        #expect(abs(view.layer.presentation()!.frame.origin.x - 55) < 0.01)
        host.advance(by: 0.25)
        #expect(host.render()[10, 0].background.red == 255)
        #expect(host.render()[0, 0].background.isDefault)
    }

    @Test func theClockSleepsThroughADelay() {
        let (host, view) = animationScene()
        let clock = host.window.animationClock
        #expect(clock.nextFrameTime == nil)
        let start = clock.now
        UIView.animate(withDuration: 0.5, delay: 2, options: [], animations: { view.alpha = 0 })
        #expect(clock.nextFrameTime == start + 2)
        host.advance(by: 1)
        #expect(clock.nextFrameTime == start + 2)
        host.advance(by: 1.1)
        #expect(clock.nextFrameTime == clock.now)
        host.settle()
        #expect(clock.nextFrameTime == nil)
    }

    @Test func replacingAnAnimationInterruptsItAndStartsFromTheOldModelValue() {
        let (host, view) = animationScene()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { first.append($0) }
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }) { second.append($0) }
        #expect(first == [false])
        // Without .beginFromCurrentState the new animation starts from the old model value, 0.
        #expect(presentedAlpha(view) == 0)
        host.advance(by: 1)
        #expect(second == [true])
    }

    @Test func beginFromCurrentStateStartsWhereTheScreenIs() {
        let (host, view) = animationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 })
        #expect(abs(presentedAlpha(view) - 0.5) < 0.001)
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)
    }

    @Test func geometryAnimationsAddUpSoMotionNeverJumps() {
        let (host, view) = animationScene()
        var completions: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 155 }) { completions.append("first \($0)") }
        host.advance(by: 0.5)
        let before = view.layer.presentation()!.position.x
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 55 }) { completions.append("second \($0)") }
        #expect(abs(view.layer.presentation()!.position.x - before) < 0.001)
        host.advance(by: 0.5)
        #expect(completions == ["first true"])
        host.advance(by: 0.5)
        #expect(completions == ["first true", "second true"])
        #expect(view.layer.presentation()!.position.x == 55)
    }

    @Test func removingAnimationsShowsTheModelAndReportsUnfinished() {
        let (host, view) = animationScene()
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2; view.center.y = 100 }) { completions.append($0) }
        host.advance(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(completions == [false])
        #expect(abs(presentedAlpha(view) - 0.2) < 0.001)
        #expect(view.layer.presentation()!.position.y == 100)
    }

    @Test func aSpringOvershootsThenSettles() {
        let (host, view) = animationScene()
        var finished = false
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 155 }, completion: { finished = $0 })
        var highest: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            highest = max(highest, view.layer.presentation()!.position.x)
        }
        #expect(highest > 165)  // past the target by more than 10 % of the distance
        #expect(finished)
        #expect(view.layer.presentation()!.position.x == 155)
    }

    @Test func anIOS17SpringLastsUntilItSettles() {
        let (host, view) = animationScene()
        var finished = false
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 155 }, completion: { finished = $0 })
        host.advance(by: 0.5)
        #expect(!finished)
        host.settle()
        #expect(finished)
    }

    @Test func keyframesPlayInTheirPartOfTheDuration() {
        let (host, view) = animationScene()
        var done = false
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }, completion: { done = $0 })
        #expect(view.alpha == 0)
        host.advance(by: 0.25)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.25) < 0.001)
        host.advance(by: 0.25)
        #expect(done)
    }

    @Test func autoreversePlaysBackThenShowsTheModelValue() {
        let (host, view) = animationScene()
        var done = false
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0 }) { done = $0 }
        host.advance(by: 0.5)
        #expect(presentedAlpha(view) < 0.01)
        host.advance(by: 0.25)
        #expect(abs(presentedAlpha(view) - 0.5) < 0.001)
        host.advance(by: 0.25)
        #expect(done)
        #expect(presentedAlpha(view) == 0)
    }

    @Test func repeatingAnimationsRunUntilRemoved() {
        let (host, view) = animationScene()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 }) { completions.append($0) }
        host.advance(by: 10)
        #expect(completions.isEmpty)
        #expect(host.window.animationClock.isAnimating)
        view.layer.removeAllAnimations()
        #expect(completions == [false])
        #expect(!host.window.animationClock.isAnimating)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let (host, view) = animationScene()
        let point = CGPoint(x: 5, y: 5)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(host.window.hitTest(point, with: nil) === host.window)
        host.settle()
        #expect(host.window.hitTest(point, with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(host.window.hitTest(point, with: nil) === view)
    }

    @Test func withoutAnimationTheChangesApplyAtOnceAndTheCompletionStillComes() async {
        let (_, view) = animationScene()
        var completions: [Bool] = []
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { completions.append($0) }
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(completions.isEmpty)  // never synchronously, as in UIKit
        await Task.yield()
        #expect(completions == [true])
    }

    @Test func aBlockThatChangesNothingCompletesOnTheNextTurnFinished() async {
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}) { completions.append($0) }
        #expect(completions.isEmpty)
        await Task.yield()
        #expect(completions == [true])
    }

    @Test func nestedBlocksInheritTheOuterDurationUnlessTheyOverrideIt() {
        let (host, view) = animationScene()
        let other = UIView(frame: CGRect(x: 0, y: 44, width: 11, height: 22))
        host.window.addSubview(other)
        var inner: [Bool] = []
        UIView.animate(withDuration: 1) {
            view.alpha = 0
            UIView.animate(withDuration: 0.2, animations: { other.alpha = 0 }) { inner.append($0) }
        }
        host.advance(by: 0.5)
        #expect(inner.isEmpty)
        host.advance(by: 0.5)
        #expect(inner == [true])
    }

    // A hang guard, not a bound: the test waits for main-actor work, which runs after the
    // main-actor tests queued before it (a minute or more of them on a busy machine).
    @Test(.timeLimit(.minutes(5))) func aViewInNoWindowAnimatesInRealTime() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let started = ProcessInfo.processInfo.systemUptime
        let finished = await withCheckedContinuation { continuation in
            UIView.animate(withDuration: 0.05, animations: { view.alpha = 0 }) { continuation.resume(returning: $0) }
        }
        #expect(finished)
        #expect(ProcessInfo.processInfo.systemUptime - started >= 0.05)
    }

    @Test func layoutIfNeededInsideABlockAnimatesTheNewLayout() {
        let (host, view) = animationScene()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 22)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 22),
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        host.window.layoutIfNeeded()
        width.constant = 88
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { host.window.layoutIfNeeded() })
        #expect(child.frame.width == 88)
        host.advance(by: 0.5)
        #expect(abs(child.layer.presentation()!.bounds.width - 55) < 0.01)
    }
}

@MainActor
@Suite("UIView system animations")
struct UIViewSystemAnimationTests {
    @Test func deleteFadesTheViewsOutThenRemovesThemWithTheirModelIntact() {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 20, rows: 5)
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
        let mover = UIView(frame: CGRect(x: 0, y: 44, width: 11, height: 22))
        window.addSubview(doomed)
        window.addSubview(mover)
        var completions: [Bool] = []
        UIView.perform(.delete, on: [doomed], options: [], animations: { mover.center.x += 22 }) { completions.append($0) }
        #expect(doomed.superview === window)
        #expect(mover.center.x == 27.5)
        host.advance(by: 0.15)
        let halfway = doomed.layer.presentation()!.opacity
        #expect(halfway > 0 && halfway < 1)
        host.advance(by: 0.15)
        #expect(completions == [true])
        #expect(doomed.superview == nil)
        #expect(doomed.alpha == 1 && doomed.transform.isIdentity)
    }
}
