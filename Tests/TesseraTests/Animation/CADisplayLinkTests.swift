import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// Display links fired by the headless display tick, and by real time with no host.
///
/// Serialized: the display is process-wide, and while the real-time test awaits, other
/// main-actor tests of this suite could otherwise run and see its link.
@MainActor
@Suite("CADisplayLink", .serialized)
struct CADisplayLinkTests {
    /// A display link's target: records each call.
    @MainActor
    final class Animator {
        var timestamps: [TimeInterval] = []
        var targetTimestamps: [TimeInterval] = []
        var durations: [TimeInterval] = []
        var plainSteps = 0
        /// Called with the link, after recording, on each step.
        var onStep: ((CADisplayLink) -> Void)?

        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            targetTimestamps.append(link.targetTimestamp)
            durations.append(link.duration)
            onStep?(link)
        }

        func plainStep() { plainSteps += 1 }
    }

    /// A visible 20 × 5 window in a headless host.
    private func makeHost() -> HeadlessHost {
        let window = UIWindow()
        window.isHidden = false
        return HeadlessHost(window: window, columns: 20, rows: 5)
    }

    private let frame = 1.0 / 60

    @Test func aLinkFiresOncePerFrameWithTheClocksTime() {
        let host = makeHost()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        defer { link.invalidate() }
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        link.add(to: .main, forMode: .default)
        #expect(animator.timestamps.isEmpty, "a link fires from the next frame, not when added")

        var frameTimes: [TimeInterval] = []
        for _ in 0..<5 {
            host.advance(by: frame)
            frameTimes.append(host.window.animationClock.now)
        }
        #expect(animator.timestamps == frameTimes)
        #expect(animator.durations == Array(repeating: frame, count: 5))
        #expect(zip(animator.targetTimestamps, animator.timestamps).allSatisfy { abs($0 - $1 - frame) < 1e-9 })

        host.advance(by: 10 * frame)
        #expect(animator.timestamps.count == 15)
    }

    @Test func theMethodMayTakeNoArgument() {
        let host = makeHost()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.plainStep)
        defer { link.invalidate() }
        link.add(to: .main, forMode: .common)
        host.advance(by: 3 * frame)
        #expect(animator.plainSteps == 3)
    }

    @Test func aPausedLinkSkipsItsCallsAndResumesAtTheNextFrame() {
        let host = makeHost()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        defer { link.invalidate() }
        link.add(to: .main, forMode: .default)
        host.advance(by: 2 * frame)
        link.isPaused = true
        #expect(!_DisplayLinkDriver.shared.isRunning, "a paused link asks for no frames")
        host.advance(by: 5 * frame)
        #expect(animator.timestamps.count == 2)
        link.isPaused = false
        #expect(_DisplayLinkDriver.shared.isRunning)
        host.advance(by: frame)
        #expect(animator.timestamps.count == 3)
        #expect(animator.timestamps.last == host.window.animationClock.now)
    }

    @Test func thirtyFramesASecondFiresOnEveryOtherFrame() {
        let host = makeHost()
        let fast = Animator(), slow = Animator()
        let fastLink = CADisplayLink(target: fast, selector: Animator.step)
        let slowLink = CADisplayLink(target: slow, selector: Animator.step)
        defer {
            fastLink.invalidate()
            slowLink.invalidate()
        }
        slowLink.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        fastLink.add(to: .main, forMode: .default)
        slowLink.add(to: .main, forMode: .default)
        host.advance(by: 10 * frame)
        #expect(fast.timestamps.count == 10)
        #expect(slow.timestamps.count == 5)
        #expect(slow.timestamps == stride(from: 0, to: 10, by: 2).map { fast.timestamps[$0] }, "frames 1, 3, 5, 7 and 9")
        #expect(slow.durations.allSatisfy { $0 == frame }, "the display's frame time")
        #expect(zip(slow.targetTimestamps, slow.timestamps).allSatisfy { abs($0 - $1 - 2 * frame) < 1e-9 }, "the link's own frame time")
    }

    @available(*, deprecated)
    @Test func preferredFramesPerSecondIsARangeOfOneRate() {
        let host = makeHost()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 20
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 20, maximum: 20, preferred: 20))
        #expect(link.preferredFramesPerSecond == 20)
        link.add(to: .main, forMode: .default)
        host.advance(by: 9 * frame)
        #expect(animator.timestamps.count == 3)
        link.preferredFramesPerSecond = 0
        #expect(link.preferredFrameRateRange == .default)
    }

    @Test(arguments: [
        (CAFrameRateRange.default, 60.0, 1), (CAFrameRateRange(minimum: 0, maximum: 30), 60, 2),
        (CAFrameRateRange(minimum: 30, maximum: 60, preferred: 40), 60, 2),
        (CAFrameRateRange(minimum: 0, maximum: 60, preferred: 45), 60, 1),
        (CAFrameRateRange(minimum: 10, maximum: 24, preferred: 24), 60, 3),
        (CAFrameRateRange(minimum: 50, maximum: 60, preferred: 20), 60, 1),
        (CAFrameRateRange(minimum: 0, maximum: 30, preferred: 120), 60, 2),
        (CAFrameRateRange(minimum: 0, maximum: 120, preferred: 120), 60, 1),
        (CAFrameRateRange(minimum: 0, maximum: 0, preferred: 15), 30, 2),
    ] as [(CAFrameRateRange, Double, Int)])
    func aRangeFiresOnTheDisplayRateDividedByAWholeNumber(range: CAFrameRateRange, displayRate: Double, interval: Int) {
        #expect(range.frameInterval(displayRate: displayRate) == interval)
    }

    @Test func noPreferredRateIsAPreferredRateOfZero() {
        #expect(CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0) == .default)
        #expect(CAFrameRateRange.default.preferred == nil)
        #expect(CAFrameRateRange(minimum: 8, maximum: 30, preferred: 15).isEqual(to: CAFrameRateRange(minimum: 8, maximum: 30, preferred: 15)))
    }

    @Test func removingALinkStopsItAtOnceEvenWithinAFrame() {
        let host = makeHost()
        let first = Animator(), second = Animator()
        let firstLink = CADisplayLink(target: first, selector: Animator.step)
        let secondLink = CADisplayLink(target: second, selector: Animator.step)
        defer {
            firstLink.invalidate()
            secondLink.invalidate()
        }
        firstLink.add(to: .main, forMode: .default)
        secondLink.add(to: .main, forMode: .default)
        secondLink.add(to: .main, forMode: .common)
        host.advance(by: frame)
        #expect(first.timestamps.count == 1 && second.timestamps.count == 1)

        secondLink.remove(from: .main, forMode: .default)
        host.advance(by: frame)
        #expect(second.timestamps.count == 2, "still added for the common modes")

        // The first link removes the second during a frame, before the second's turn.
        first.onStep = { _ in secondLink.remove(from: .main, forMode: .common) }
        host.advance(by: frame)
        #expect(first.timestamps.count == 3)
        #expect(second.timestamps.count == 2)
        host.advance(by: frame)
        #expect(second.timestamps.count == 2)
    }

    @Test func aLinkAddedDuringAFrameFiresFromTheNextOne() {
        let host = makeHost()
        let first = Animator(), second = Animator()
        let firstLink = CADisplayLink(target: first, selector: Animator.step)
        let secondLink = CADisplayLink(target: second, selector: Animator.step)
        defer {
            firstLink.invalidate()
            secondLink.invalidate()
        }
        first.onStep = { _ in secondLink.add(to: .main, forMode: .default) }
        firstLink.add(to: .main, forMode: .default)
        host.advance(by: frame)
        #expect(second.timestamps.isEmpty)
        host.advance(by: frame)
        #expect(second.timestamps == [host.window.animationClock.now])
    }

    @Test func aLinkAddedForAnotherModeDoesNotFire() {
        let host = makeHost()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        defer { link.invalidate() }
        link.add(to: .main, forMode: RunLoop.Mode("CustomMode"))
        host.advance(by: 3 * frame)
        #expect(animator.timestamps.isEmpty)
        #expect(!_DisplayLinkDriver.shared.isRunning)
    }

    @Test func theRunLoopHoldsTheLinkAndInvalidateReleasesTheTarget() {
        let host = makeHost()
        weak var weakAnimator: Animator?
        weak var weakLink: CADisplayLink?
        do {
            let animator = Animator()
            let link = CADisplayLink(target: animator, selector: Animator.step)
            link.add(to: .main, forMode: .default)
            weakAnimator = animator
            weakLink = link
        }
        #expect(weakLink != nil && weakAnimator != nil, "the run loop holds the link, the link its target")
        host.advance(by: 2 * frame)
        #expect(weakAnimator?.timestamps.count == 2)

        weakLink?.invalidate()
        #expect(weakLink == nil && weakAnimator == nil)
    }

    @Test func invalidateReleasesTheTargetOfALinkStillReferenced() {
        let host = makeHost()
        weak var weakAnimator: Animator?
        let link: CADisplayLink
        do {
            let animator = Animator()
            link = CADisplayLink(target: animator, selector: Animator.step)
            weakAnimator = animator
        }
        link.add(to: .main, forMode: .default)
        link.invalidate()
        #expect(weakAnimator == nil)
        link.add(to: .main, forMode: .default)
        host.advance(by: frame)
        #expect(link.timestamp == 0, "an invalidated link never fires")
        #expect(!_DisplayLinkDriver.shared.isRunning)
    }

    @Test func settleDoesNotWaitForDisplayLinks() {
        let host = makeHost()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        defer { link.invalidate() }
        link.add(to: .main, forMode: .default)
        #expect(host.settle() == 0)
        #expect(animator.timestamps.isEmpty)
    }

    /// With no host, links fire in real time from the main queue, which serves the main actor:
    /// here, while the test awaits.
    @Test func withoutAHostALinkFiresInRealTime() async {
        // A test of another suite may keep a headless host across a suspension; this one has none.
        _DisplayLinkDriver.shared.headlessHost = nil
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        defer { link.invalidate() }
        let start = ProcessInfo.processInfo.systemUptime
        link.add(to: .main, forMode: .default)
        #expect(animator.timestamps.isEmpty)
        // Real-time frames only: other suites' tests may advance their hosts meanwhile.
        var realTimeStamps: [TimeInterval] { animator.timestamps.filter { $0 >= start } }
        let deadline = Date(timeIntervalSinceNow: 0.4)
        while realTimeStamps.count < 3, Date() < deadline {
            await Task.yield()
        }
        #expect(realTimeStamps.count >= 3)
        #expect(realTimeStamps == realTimeStamps.sorted() && realTimeStamps.allSatisfy { $0 <= ProcessInfo.processInfo.systemUptime })
        #expect(animator.durations.contains(1.0 / Double(UIScreen.main.maximumFramesPerSecond)))

        link.invalidate()
        let fires = animator.timestamps.count
        let later = Date(timeIntervalSinceNow: 0.05)
        while Date() < later {
            await Task.yield()
        }
        #expect(animator.timestamps.count == fires, "an invalidated link stops firing")
    }
}
