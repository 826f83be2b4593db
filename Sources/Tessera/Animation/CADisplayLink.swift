import Foundation

/// A timer in step with the display: it calls a method of its target once per frame, before
/// the frame is drawn.
///
/// ## Porting: the selector is a method reference
/// Swift on Linux has no `#selector`; pass the method as `Type.method`. It may take the link
/// or nothing:
///
///     // UIKit
///     let link = CADisplayLink(target: self, selector: #selector(step(_:)))
///     // Tessera
///     let link = CADisplayLink(target: self, selector: GameViewController.step)
///     link.add(to: .main, forMode: .default)
///
/// As in UIKit, the link holds its target strongly and the run loop holds the link while it
/// is added, so a controller that keeps its link must call `invalidate()` (for example in
/// `viewDidDisappear(_:)`) before either can be freed.
///
/// ## Frames
/// There is one display, `UIScreen.main`, and every link fires from its tick, on the main
/// actor:
/// - Under ``HeadlessHost``, each 1/60-second step of `advance(by:)` is a frame, with the
///   window's clock as `timestamp`: tests are deterministic and never sleep.
/// - In the terminal, each display frame fires the links. Frames keep coming while an
///   unpaused link is added to a run loop; with none, the host is idle.
/// - With no host, a real-time timer on the main queue ticks at the screen's
///   `maximumFramesPerSecond`: links fire while the main run loop runs (an XCTest wait), as
///   on iOS, and while the main actor is free (a Swift Testing test that awaits).
///
/// A link fires while it is added for `.default` or `.common`: Tessera's main run loop runs in
/// the default mode. A lower ``preferredFrameRateRange`` skips frames: a link that prefers
/// 30 fps on a 60 fps display fires on every other frame.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private var target: AnyObject?
    private var action: (@MainActor (AnyObject, CADisplayLink) -> Void)?
    /// The run loops and modes the link was added for.
    private var registrations: [(runLoop: RunLoop, mode: RunLoop.Mode)] = []
    /// Display frames still to skip before the link fires again.
    private var framesToSkip = 0

    /// When the last frame was shown: the time of the tick that fired the link. Zero until the
    /// link first fires.
    public private(set) var timestamp: TimeInterval = 0

    /// When the next frame the link fires for will be shown; the time to have its drawing
    /// ready by. `targetTimestamp - timestamp` is the link's actual frame time.
    public private(set) var targetTimestamp: TimeInterval = 0

    /// The time between the display's frames, at its highest rate. Zero until the link first
    /// fires.
    public private(set) var duration: TimeInterval = 0

    /// Whether the link skips its calls. A paused link keeps its place in the run loop but asks
    /// no host for frames; unpaused, it fires at the next frame.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            framesToSkip = 0
            _DisplayLinkDriver.shared.linkDidChange(self)
        }
    }

    /// The frame rates the link asks for; ``CAFrameRateRange/default`` fires every frame.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The rate the link asks for, in frames per second; zero for the display's rate.
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum) }
        set {
            let rate = Float(max(0, newValue))
            preferredFrameRateRange = rate > 0 ? CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate) : .default
        }
    }

    /// Creates a link that calls a method of `target` with the link; `target` is held
    /// strongly until `invalidate()`.
    ///
    /// Port of `init(target:selector:)`: `#selector(step(_:))` becomes `ViewController.step`.
    @preconcurrency public init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> @MainActor (CADisplayLink) -> Void) {
        self.target = target
        action = { object, link in
            guard let object = object as? Target else { return }
            selector(object)(link)
        }
        super.init()
    }

    /// Creates a link that calls a method of `target` that takes no argument; `target` is held
    /// strongly until `invalidate()`.
    @preconcurrency public init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.target = target
        action = { object, _ in
            guard let object = object as? Target else { return }
            selector(object)()
        }
        super.init()
    }

    // MARK: Run loops

    /// Adds the link to `runLoop` for `mode`; it fires from the next frame on. The run loop
    /// holds the link until it is removed from every mode or invalidated. An invalidated link
    /// cannot be added again.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, !registrations.contains(where: { $0.runLoop === runLoop && $0.mode == mode }) else { return }
        if !firesOnDisplay { framesToSkip = 0 }
        registrations.append((runLoop, mode))
        _DisplayLinkDriver.shared.linkDidChange(self)
    }

    /// Removes the link from `runLoop` for `mode`; removed from every mode it stops firing at
    /// once, even within the current frame.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        registrations.removeAll { $0.runLoop === runLoop && $0.mode == mode }
        _DisplayLinkDriver.shared.linkDidChange(self)
    }

    /// Removes the link from every run loop and releases its target. The link never fires
    /// again.
    public func invalidate() {
        registrations.removeAll()
        target = nil
        action = nil
        _DisplayLinkDriver.shared.linkDidChange(self)
    }

    // MARK: Firing

    /// Whether the run loop holds the link.
    var isScheduled: Bool { !registrations.isEmpty }

    /// Whether the link is added for a mode the main run loop runs in.
    private var firesOnDisplay: Bool {
        registrations.contains { $0.mode == .default || $0.mode == .common }
    }

    /// Whether the display's frames fire the link.
    var isRunning: Bool { !isPaused && action != nil && firesOnDisplay }

    /// A display frame at `time`, on a display whose frames are `duration` apart: calls the
    /// target, unless the link's rate skips this frame.
    func displayDidTick(at time: TimeInterval, duration: TimeInterval) {
        guard isRunning, let target, let action else { return }
        guard framesToSkip == 0 else {
            framesToSkip -= 1
            return
        }
        let interval = duration > 0 ? preferredFrameRateRange.frameInterval(displayRate: 1 / duration) : 1
        framesToSkip = interval - 1
        timestamp = time
        self.duration = duration
        targetTimestamp = time + Double(interval) * duration
        action(target, self)
    }
}
