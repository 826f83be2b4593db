import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// UIViewPropertyAnimator: its states, completions and positions, pausing and scrubbing frame
/// by frame, reversal, stopping and finishing, delay factors, spring timing, and UIKit's
/// exceptions for invalid changes.
@MainActor
@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
    private func presentedAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }
    private func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// The exceptions `body` raises as "name: reason", with addresses written 0x….
    private func raised(_ body: () -> Void) -> [String] {
        collectingExceptions(body).map { "\($0.name): \($0.reason)".replacing(#/0x[0-9a-f]+/#, with: "0x…") }
    }

    // MARK: Starting, states and completions

    @Test func blocksWaitForTheStartThenTheModelChangesAtOnceAndThePresentationFollows() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(presentedAlpha(view) == 1)
        host.advance(by: 0.25)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)
        #expect(abs(animator.fractionComplete - 0.25) < 0.001)
        host.advance(by: 0.75)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theCS193PFadeOutPrintsTheNewAlphaAtOnceAndRemovesTheViewAfterDelayAndDuration() {
        let (host, myView) = animationScene()
        var printed = ""
        if myView.alpha == 1.0 {
            UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 3.0,
                delay: 2.0,
                options: [.allowUserInteraction],
                animations: { myView.alpha = 0.0 },
                completion: { if $0 == .end { myView.removeFromSuperview() } }
            )
            printed = "alpha = \(myView.alpha)"
        }
        #expect(printed == "alpha = 0.0")
        host.advance(by: 2)
        #expect(presentedAlpha(myView) == 1)
        host.advance(by: 1.5)
        #expect(abs(presentedAlpha(myView) - 0.5) < 0.001)  // ease in-out: halfway at half time
        #expect(myView.superview != nil)
        host.advance(by: 1.5)
        #expect(myView.superview == nil)
    }

    @Test func aRunningPropertyAnimatorStartsAtOnceWithTheOptionsItWasGiven() {
        let (host, view) = animationScene()
        let point = CGPoint(x: 5, y: 5)
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.allowUserInteraction, .curveLinear], animations: { view.alpha = 0.5 })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.isInterruptible)
        #expect(animator.isManualHitTestingEnabled)
        #expect(animator.isUserInteractionEnabled)
        #expect(animator.delay == 0.5)
        #expect(animator.duration == 1)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
        #expect(host.window.hitTest(point, with: nil) === view)
        host.advance(by: 1)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)

        let other = UIView(frame: CGRect(x: 0, y: 44, width: 110, height: 22))
        host.window.addSubview(other)
        let strict = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { other.alpha = 0.5 })
        #expect(!strict.isUserInteractionEnabled)
        #expect(host.window.hitTest(CGPoint(x: 5, y: 50), with: nil) === host.window)
        host.settle()
    }

    @Test func completionsRunInTheOrderTheyWereAdded() {
        let (host, view) = animationScene()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { log.append("first \($0 == .end)") }
        animator.addCompletion { log.append("second \($0 == .end)") }
        animator.addCompletion { _ in log.append("third, state \(animator.state == .active), running \(animator.isRunning)") }
        animator.startAnimation()
        host.settle()
        #expect(log == ["first true", "second true", "third, state true, running true"])
        #expect(animator.state == .inactive)
    }

    @Test func aNewAnimatorHasUIKitsDefaults() {
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(!animator.isReversed)
        #expect(animator.fractionComplete == 0)
        #expect(animator.duration == 0.4)
        #expect(animator.delay == 0)
        #expect(animator.isInterruptible)
        #expect(animator.isUserInteractionEnabled)
        #expect(!animator.isManualHitTestingEnabled)
        #expect(animator.scrubsLinearly)
        #expect(!animator.pausesOnCompletion)
        #expect(animator.timingParameters?.timingCurveType == .builtin)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeOut)
    }

    @Test func theStateMachineGoesFromInactiveToActiveAndBackAndTheAnimatorCanBeReused() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
        animator.isReversed = true  // ignored without animations, as in UIKit
        animator.pauseAnimation()  // nothing to pause
        #expect(!animator.isReversed)
        #expect(animator.state == .inactive)
        animator.addAnimations { view.alpha = 0 }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1)
        animator.pauseAnimation()  // starts paused: the blocks run
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.alpha == 0)
        #expect(presentedAlpha(view) == 1)
        animator.startAnimation()
        #expect(animator.isRunning)
        host.settle()
        #expect(animator.state == .inactive)

        var positions: [UIViewAnimatingPosition] = []
        animator.addAnimations { view.alpha = 1 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(presentedAlpha(view) - 0.5) < 0.001)
        host.settle()
        #expect(positions == [.end])
        #expect(view.alpha == 1)
    }

    @Test func anAnimatorStartedEmptyWaitsPausedUntilABlockArrives() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.addAnimations { view.alpha = 0 }
        #expect(animator.isRunning)
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.5) < 0.001)
        host.advance(by: 0.5)
        #expect(positions == [.end])
    }

    @Test func blocksThatAnimateNothingCompleteOnTheNextTurn() async {
        let (_, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(positions.isEmpty)
        await Task.yield()
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func animationsAddedToARunningAnimatorPlayOverTheRemainingTime() {
        let (host, view) = animationScene()
        let other = UIView(frame: CGRect(x: 0, y: 44, width: 110, height: 22))
        host.window.addSubview(other)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { view.center.x += 100 }
        animator.addAnimations({ other.center.x += 100 }, delayFactor: 0.5)
        #expect(view.center.x == 155)  // the model changes at once
        host.advance(by: 0.25)
        #expect(abs(presentedX(view) - 105) < 0.01)
        #expect(abs(presentedX(other) - 55) < 0.001)
        host.advance(by: 0.125)
        #expect(abs(presentedX(other) - 105) < 0.01)
        host.advance(by: 0.125)
        #expect(positions == [.end])
        #expect(presentedX(view) == 155)
        #expect(presentedX(other) == 155)
    }

    @Test func aDelayFactorStartsABlockLaterAndEndsItWithTheOthers() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { view.alpha = 0 }
        animator.addAnimations({ view.center.x += 100 }, delayFactor: 0.5)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(view.center.x == 155)
        host.advance(by: 0.25)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)
        #expect(presentedX(view) == 55)
        host.advance(by: 0.5)
        #expect(abs(presentedX(view) - 105) < 0.01)  // halfway through its half
        #expect(abs(presentedAlpha(view) - 0.25) < 0.001)
        host.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(presentedX(view) == 155)
    }

    @Test func aDelayFactorOutsideZeroToOneAddsTheBlockWithoutDelay() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 1)
        animator.startAnimation()
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.5) < 0.001)
        host.settle()
    }

    @Test func startingAfterADelayShowsTheStartValuesUntilItEnds() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        #expect(view.alpha == 0)
        host.advance(by: 0.5)
        #expect(presentedAlpha(view) == 1)
        #expect(animator.fractionComplete == 0)
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.5) < 0.001)
        host.settle()
        #expect(animator.state == .inactive)
    }

    @Test func viewsIgnoreTouchesWhileAnAnimatorWithoutUserInteractionRuns() {
        let (host, view) = animationScene()
        let point = CGPoint(x: 5, y: 5)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        #expect(host.window.hitTest(point, with: nil) === host.window)
        host.settle()
        #expect(host.window.hitTest(point, with: nil) === view)
        let interactive = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        interactive.startAnimation()
        #expect(host.window.hitTest(point, with: nil) === view)
        host.settle()
    }

    // MARK: Pausing and scrubbing

    @Test func pausingFreezesThePresentationAndScrubbingMovesItFrameByFrame() {
        let (host, view) = animationScene()
        host.window.backgroundColor = .black
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.25) < 0.001)
        host.advance(by: 1)
        #expect(abs(presentedAlpha(view) - 0.75) < 0.001)
        #expect(!host.window.animationClock.isAnimating)  // nothing redraws while paused

        var reds: [UInt8] = []
        for fraction in [0.0, 0.25, 0.5, 0.75, 1.0] {
            animator.fractionComplete = fraction
            reds.append(host.render()[0, 0].background.red)
        }
        #expect(reds == [255, 191, 128, 64, 0])
        #expect(animator.fractionComplete == 1)

        animator.fractionComplete = 0.8
        animator.startAnimation()
        #expect(animator.isRunning)
        host.advance(by: 0.1)
        #expect(abs(presentedAlpha(view) - 0.1) < 0.001)
        host.advance(by: 0.1)
        #expect(positions == [.end])
    }

    @Test func pausingACurveKeepsWhatIsShownAndResumesAlongTheCurve() {
        let (host, view) = animationScene()
        let easeIn = _TimingCurve.easeIn
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x += 100 }
        animator.startAnimation()
        host.advance(by: 0.5)
        let shown = presentedX(view)
        #expect(abs(shown - (55 + 100 * easeIn.progress(0.5, duration: 1))) < 0.01)
        animator.pauseAnimation()
        #expect(presentedX(view) == shown)
        // Scrubbing linearly: the fraction becomes the progress shown.
        #expect(abs(animator.fractionComplete - easeIn.progress(0.5, duration: 1)) < 0.001)
        animator.startAnimation()
        #expect(abs(presentedX(view) - shown) < 0.01)
        host.advance(by: 0.25)
        #expect(abs(presentedX(view) - (55 + 100 * easeIn.progress(0.75, duration: 1))) < 0.05)
        host.advance(by: 0.25)
        #expect(animator.state == .inactive)
    }

    @Test func scrubbingFollowsTheCurveOnlyWhenItDoesNotScrubLinearly() {
        let (host, view) = animationScene()
        let other = UIView(frame: CGRect(x: 0, y: 44, width: 110, height: 22))
        host.window.addSubview(other)
        let linear = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x += 100 }
        linear.pauseAnimation()
        linear.fractionComplete = 0.5
        #expect(abs(presentedX(view) - 105) < 0.01)

        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { other.center.x += 100 }
        curved.scrubsLinearly = false
        curved.pauseAnimation()
        curved.fractionComplete = 0.5
        #expect(abs(presentedX(other) - (55 + 100 * _TimingCurve.easeIn.progress(0.5, duration: 1))) < 0.01)

        linear.stopAnimation(true)
        curved.stopAnimation(true)
    }

    @Test func settingTheFractionOfARunningAnimatorMovesItAndItRunsOn() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        host.advance(by: 0.2)
        animator.fractionComplete = 0.6
        #expect(animator.isRunning)
        #expect(abs(presentedAlpha(view) - 0.4) < 0.001)
        host.advance(by: 0.2)
        #expect(abs(presentedAlpha(view) - 0.2) < 0.001)
        host.advance(by: 0.2)
        #expect(animator.state == .inactive)
    }

    // MARK: Reversing

    @Test func reversingARunningAnimatorPlaysBackAndPutsTheStartValuesBack() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.4)
        animator.isReversed = true
        #expect(animator.isRunning)
        #expect(animator.isReversed)
        #expect(abs(animator.fractionComplete - 0.6) < 0.001)  // counted in the new direction
        #expect(abs(presentedAlpha(view) - 0.6) < 0.001)
        host.advance(by: 0.2)
        #expect(abs(presentedAlpha(view) - 0.8) < 0.001)
        #expect(abs(animator.fractionComplete - 0.8) < 0.001)
        host.advance(by: 0.2)
        #expect(positions == [.start])
        #expect(view.alpha == 1)
        #expect(presentedAlpha(view) == 1)
        #expect(!animator.isReversed)
        #expect(animator.state == .inactive)
    }

    @Test func reversingAPausedAnimatorThenStartingItGoesBackToTheStart() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        #expect(abs(animator.fractionComplete - 0.5) < 0.001)
        #expect(abs(presentedX(view) - 105) < 0.01)
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(presentedX(view) - 80) < 0.01)
        host.advance(by: 0.25)
        #expect(positions == [.start])
        #expect(view.center.x == 55)
    }

    @Test func pausingOnCompletionKeepsTheAnimatorActiveSoThatItCanPlayBack() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 1.5)
        #expect(positions.isEmpty)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(presentedAlpha(view) < 0.001)

        animator.isReversed = true
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        host.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.5) < 0.01)
        host.advance(by: 0.6)
        #expect(positions.isEmpty)  // paused again, at the start
        #expect(animator.state == .active)
        #expect(presentedAlpha(view) > 0.999)

        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(view.alpha == 1)
    }

    // MARK: Stopping and finishing

    @Test func stoppingWithoutFinishingKeepsTheValuesShownAndRunsNoCompletion() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(abs(view.alpha - 0.7) < 0.001)
        #expect(view.layer.animationKeys() == nil)
        host.advance(by: 1)
        #expect(positions.isEmpty)
    }

    @Test(arguments: [
        (UIViewAnimatingPosition.end, 0.0, 155.0),
        (UIViewAnimatingPosition.start, 1.0, 55.0),
        (UIViewAnimatingPosition.current, 0.7, 85.0),
    ])
    func stoppingThenFinishingPutsTheViewsAtThePosition(_ position: UIViewAnimatingPosition, alpha: Double, centerX: Double) {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.alpha = 0
            view.center.x += 100
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.3) < 0.001)
        #expect(abs(view.alpha - 0.7) < 0.001)
        #expect(abs(view.center.x - 85) < 0.01)
        #expect(view.layer.animationKeys() == nil)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: position)
        #expect(positions == [position])
        #expect(animator.state == .inactive)
        #expect(abs(view.alpha - alpha) < 0.001)
        #expect(abs(view.center.x - centerX) < 0.01)
    }

    @Test func stoppingAnAdditiveMotionKeepsItWhereItIs() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 100 })
        host.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(abs(view.center.x - 85) < 0.01)
        #expect(abs(presentedX(view) - 85) < 0.01)
        animator.finishAnimation(at: .start)
        #expect(view.center.x == 55)
    }

    @Test func continuingWithADurationFactorSetsTheRemainingTime() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        host.advance(by: 1)
        #expect(abs(presentedAlpha(view) - 0.25) < 0.001)
        host.advance(by: 1)
        #expect(positions == [.end])
    }

    @Test func continuingWithNewTimingPicksUpWhereTheViewIs() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0)
        #expect(abs(presentedX(view) - 105) < 0.05)
        var previous = presentedX(view)
        var frames = 0
        while positions.isEmpty, frames < 90 {
            host.advance(by: 1.0 / 60)
            frames += 1
            #expect(presentedX(view) >= previous - 0.001)  // critically damped: never back
            previous = presentedX(view)
        }
        #expect(positions == [.end])
        #expect(frames <= 60)
        #expect(animator.timingParameters is UICubicTimingParameters)  // the original timing
    }

    // MARK: Timing parameters

    @Test func cubicTimingParametersDescribeTheirCurve() {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.timingCurveType == .builtin)
        #expect(easeIn.animationCurve == .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.cubicTimingParameters === easeIn)
        #expect(easeIn.springTimingParameters == nil)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.9))
        let standard = UICubicTimingParameters()
        #expect(standard.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(standard.controlPoint2 == CGPoint(x: 0.25, y: 1))
    }

    @Test func timingParametersSurviveArchiving() throws {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        let spring = UISpringTimingParameters(mass: 2, stiffness: 50, damping: 8, initialVelocity: CGVector(dx: 1.5, dy: 0))
        let cubicData = try NSKeyedArchiver.archivedData(withRootObject: cubic, requiringSecureCoding: false)
        let springData = try NSKeyedArchiver.archivedData(withRootObject: spring, requiringSecureCoding: false)
        func unarchive(_ data: Data) throws -> Any? {
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
            unarchiver.requiresSecureCoding = false
            return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        }
        let cubicCopy = try #require(try unarchive(cubicData) as? UICubicTimingParameters)
        let springCopy = try #require(try unarchive(springData) as? UISpringTimingParameters)
        #expect(cubicCopy.timingCurveType == .cubic)
        #expect(cubicCopy.controlPoint1 == cubic.controlPoint1)
        #expect(cubicCopy.controlPoint2 == cubic.controlPoint2)
        #expect(springCopy.initialVelocity == spring.initialVelocity)
        #expect(springCopy.spring(forDuration: 1) == spring.spring(forDuration: 1))
        #expect(cubic.copy() as AnyObject === cubic)
    }

    @Test func springTimingParametersMapToTheEngineSpring() {
        let ratio = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(ratio.timingCurveType == .spring)
        #expect(ratio.springTimingParameters === ratio)
        #expect(ratio.cubicTimingParameters == nil)
        #expect(ratio.initialVelocity == CGVector(dx: 2, dy: 0))
        #expect(ratio.spring(forDuration: 1) == _Spring(settlingIn: 1, dampingRatio: 0.5, initialVelocity: 2))
        #expect(UISpringTimingParameters().spring(forDuration: 1).dampingRatio == 4.56)
        #expect(UISpringTimingParameters(dampingRatio: 0.8).initialVelocity == .zero)
        let physics = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        #expect(physics.spring(forDuration: 1).dampingRatio == 0.5)
        #expect(physics.spring(forDuration: 1).omega == 10)
    }

    @Test func aDampedSpringOvershootsAndEndsOnTime() {
        let (host, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x += 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        var highest = 0.0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            highest = max(highest, presentedX(view))
        }
        #expect(highest > 165)  // past the target by more than 10 % of the distance
        #expect(positions == [.end])
        #expect(presentedX(view) == 155)
    }

    @Test func aSpringGivenByItsPhysicsOrItsPerceivedDurationSetsTheDuration() {
        let (host, view) = animationScene()
        let physics = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 4, timingParameters: physics)
        #expect(animator.duration > 1.2)
        #expect(animator.duration < 1.6)
        #expect(animator.timingParameters as AnyObject === physics)
        var positions: [UIViewAnimatingPosition] = []
        animator.addAnimations { view.center.x += 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let time = host.settle()
        #expect(positions == [.end])
        #expect(abs(time - animator.duration) < 1.0 / 30)

        let bouncy = UIViewPropertyAnimator(duration: 10, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
        #expect(bouncy.duration < 2)
        #expect(bouncy.duration > 0.5)
    }

    @Test func controlPointsAndTimingParametersMakeAnimatorsToo() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)) {
            view.alpha = 0
        }
        animator.startAnimation()
        host.advance(by: 0.3)
        #expect(abs(presentedAlpha(view) - 0.7) < 0.001)
        host.settle()
        let plain = UIViewPropertyAnimator()
        #expect(plain.duration == 0)
        #expect(plain.timingParameters?.timingCurveType == .cubic)
    }

    // MARK: Exceptions

    @Test func finishingAnAnimatorThatIsNotStoppedRaises() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        // Stopping an animator that never started does nothing; finishing it then raises.
        let ready = raised {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
        #expect(ready == ["NSInternalInconsistencyException: finishAnimationAtPosition: should only be called on a stopped animator!"])
        animator.startAnimation()
        let running = raised { animator.finishAnimation(at: .end) }
        #expect(running == ["NSInternalInconsistencyException: finishAnimationAtPosition: should only be called on a stopped animator!"])
        #expect(animator.isRunning)
        host.settle()
        #expect(raised { animator.finishAnimation(at: .end) }.isEmpty)  // inactive without animations: nothing happens
    }

    @Test func stoppingTwiceRaises() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(
            raised { animator.stopAnimation(false) } == [
                "NSInternalInconsistencyException: Animator <UIViewPropertyAnimator(0x…) [stopped] interruptible> is already stopped!"
            ])
        #expect(
            raised { animator.addAnimations { view.alpha = 1 } } == [
                "NSInternalInconsistencyException: Attempt to add an animation to an animator <UIViewPropertyAnimator(0x…) [stopped] interruptible> that is in a stopped state"
            ])
        #expect(abs(view.alpha - 0.5) < 0.001)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
    }

    @Test func anAnimatorThatIsNotInterruptibleCannotBePausedStoppedOrContinued() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = false
        let messages = raised {
            animator.fractionComplete = 0.5
            animator.pauseAnimation()
            animator.startAnimation()
            animator.stopAnimation(true)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(
            messages == [
                "NSInternalInconsistencyException: An animator (<UIViewPropertyAnimator(0x…) [inactive]>) can be only started in the paused state if it is interruptible!",
                "NSInternalInconsistencyException: An animator <UIViewPropertyAnimator(0x…) [inactive]> that is not interruptible cannot be paused!",
                "NSInternalInconsistencyException: An animator <UIViewPropertyAnimator(0x…) [active]> that is not interruptible cannot be stopped!",
                "NSInternalInconsistencyException: An animator <UIViewPropertyAnimator(0x…) [active]> that is not interruptible cannot be continued or reversed!",
            ])
        #expect(animator.state == .active)
        host.settle()
        #expect(animator.state == .inactive)
        #expect(presentedAlpha(view) == 0)
    }

    @Test func aRunningPropertyAnimatorInsideAnotherAnimationIsNotInterruptible() {
        let (host, view) = animationScene()
        var animator: UIViewPropertyAnimator?
        UIView.animate(withDuration: 1) {
            animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { view.alpha = 0 })
        }
        #expect(animator?.isInterruptible == false)
        #expect(animator?.state == .active)
        #expect(
            raised { animator?.pauseAnimation() } == [
                "NSInternalInconsistencyException: An animator <UIViewPropertyAnimator(0x…) [active]> that is not interruptible cannot be paused!"
            ])
        host.settle()
        #expect(animator?.state == .inactive)
    }

    @Test func addingAnimationsWhileTheCompletionsRunRaises() {
        let (host, view) = animationScene()
        var messages: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { _ in messages = self.raised { animator.addAnimations { view.alpha = 1 } } }
        animator.startAnimation()
        host.settle()
        #expect(
            messages == [
                "NSInternalInconsistencyException: Attempt to add an animation to an animator <UIViewPropertyAnimator(0x…) [unknown] running interruptible> as it is completing"
            ])
        #expect(view.alpha == 0)
    }

    @Test func startingAPausedAnimatorWithADelayOrANegativeDelayRaises() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        #expect(
            raised { animator.startAnimation(afterDelay: -1) } == [
                "NSInvalidArgumentException: The delay should be greater than or equal to zero."
            ])
        #expect(animator.state == .inactive)
        animator.pauseAnimation()
        #expect(
            raised { animator.startAnimation(afterDelay: 1) } == [
                "NSInternalInconsistencyException: A paused animator (<UIViewPropertyAnimator(0x…) [active] interruptible>) cannot be started with a delay!"
            ])
        #expect(!animator.isRunning)
        animator.startAnimation()
        host.settle()
    }

    @Test func changingSettingsOfAnActiveAnimatorRaises() {
        let (host, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        let messages = raised {
            animator.scrubsLinearly = false
            animator.startAnimation()
            animator.isInterruptible = false
            animator.isUserInteractionEnabled = false
        }
        #expect(
            messages == [
                "NSInternalInconsistencyException: Cannot modify scrubsLinearly while animation is already paused",
                "NSGenericException: It is not allowed to set the interruptible property of an active animator (<UIViewPropertyAnimator(0x…) [active] running interruptible>)",
                "NSGenericException: It is not allowed to set the userInteractionEnabled property of an active animator (<UIViewPropertyAnimator(0x…) [active] running interruptible>)",
            ])
        #expect(animator.scrubsLinearly)
        #expect(animator.isInterruptible)
        #expect(animator.isUserInteractionEnabled)
        host.settle()
        animator.isInterruptible = false  // inactive again: allowed
        #expect(!animator.isInterruptible)
    }

    @Test func releasingAPausedOrStoppedAnimatorRaises() {
        let (host, view) = animationScene()
        let paused = raised {
            var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator?.pauseAnimation()
            animator = nil
        }
        #expect(
            paused == [
                "NSInternalInconsistencyException: It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
            ])
        #expect(view.layer.animationKeys() == nil)  // raised to a handler: the animations are gone

        let stopped = raised {
            var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
            animator?.startAnimation()
            host.advance(by: 0.5)
            animator?.stopAnimation(false)
            animator = nil
        }
        #expect(stopped == paused)

        let pausedOnCompletion = raised {
            var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
            animator?.pausesOnCompletion = true
            animator?.startAnimation()
            host.advance(by: 1)
            animator = nil
        }
        #expect(
            pausedOnCompletion == [
                "NSInternalInconsistencyException: It is an error to release a property animator that has paused on completion. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
            ])

        let fine = raised {
            var empty: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear)
            empty?.startAnimation()  // paused until a block arrives
            empty = nil
            var ready: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
            ready = nil
            var finished: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
            finished?.pauseAnimation()
            finished?.stopAnimation(false)
            finished?.finishAnimation(at: .end)
            finished = nil
            _ = (empty, ready, finished)
        }
        #expect(fine.isEmpty)
    }
}
