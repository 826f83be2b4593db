import Foundation

/// Drives time-based changes — scroll deceleration, animated content offsets — from a window's
/// display tick.
///
/// Each window has its own clock. The terminal host ticks it with the real time before each
/// frame and keeps frames coming while something animates; `HeadlessHost.advance(by:)` ticks it
/// in fixed 1/60-second steps, so tests of motion are deterministic and never sleep. A clock no
/// host drives (a window in a plain unit test, or ``detached`` for views in no window) ticks
/// itself in real time on the main queue while something animates, as on iOS.
@_spi(TerminalHost) @preconcurrency @MainActor
public final class AnimationClock {
    /// A running animation: called with the clock's time each tick; returns `false` when done.
    typealias Step = @MainActor (TimeInterval) -> Bool

    private struct Entry {
        let id: Int
        let key: ObjectIdentifier
        let name: String
        /// Ticks before this time skip the entry (an animation waiting out its delay).
        let wakeTime: TimeInterval
        let step: Step
    }

    /// The time of the last tick, in seconds.
    private(set) var now: TimeInterval

    private var entries: [Entry] = []
    private var nextID = 0

    /// Called when an animation starts on an idle clock, so the host schedules frames. A clock
    /// without it drives itself (see ``AnimationClock``).
    @_spi(TerminalHost) public var onStart: (@MainActor () -> Void)?

    /// The host's real time, read when an animation starts on an idle clock so that it begins
    /// now rather than at the last frame; `nil` for a host whose time only tests move.
    @_spi(TerminalHost) public var timeSource: (@MainActor () -> TimeInterval)?

    /// The timer ticking a clock that drives itself, while it animates.
    private var realTimeDriver: (any DispatchSourceTimer)?

    /// The clock of views in no window: it drives itself in real time.
    static let detached = AnimationClock()

    private static func uptime() -> TimeInterval { ProcessInfo.processInfo.systemUptime }

    init(now: TimeInterval = 0) {
        self.now = now
    }

    /// Whether anything is animating.
    @_spi(TerminalHost) public var isAnimating: Bool { !entries.isEmpty }

    /// When the next frame is needed: `nil` when nothing animates, the current time when
    /// something moves now, or the end of the shortest delay when everything waits (a host
    /// sleeps until then instead of drawing unchanged frames).
    @_spi(TerminalHost) public var nextFrameTime: TimeInterval? {
        guard var earliest = entries.first?.wakeTime else { return nil }
        for entry in entries where entry.wakeTime < earliest { earliest = entry.wakeTime }
        return max(now, earliest)
    }

    /// Starts (or replaces) the animation `name` of `owner`; with `wakeTime`, its steps begin
    /// only at that time, and hosts need no frames until then.
    func run(_ name: String, for owner: AnyObject, wakeTime: TimeInterval = 0, step: @escaping Step) {
        let key = ObjectIdentifier(owner)
        let wasIdle = entries.isEmpty
        entries.removeAll { $0.key == key && $0.name == name }
        nextID += 1
        entries.append(Entry(id: nextID, key: key, name: name, wakeTime: wakeTime, step: step))
        guard wasIdle else { return }
        if let onStart { onStart() } else { driveInRealTime() }
    }

    /// Stops the animation `name` of `owner`, if running.
    func cancel(_ name: String, for owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        entries.removeAll { $0.key == key && $0.name == name }
    }

    /// Whether `owner` runs the animation `name`.
    func isRunning(_ name: String, for owner: AnyObject) -> Bool {
        let key = ObjectIdentifier(owner)
        return entries.contains { $0.key == key && $0.name == name }
    }

    /// The time an animation starting now begins at: on a clock that keeps real time, the
    /// real time (the last tick may be up to a frame, or long, past).
    func startTime() -> TimeInterval {
        if onStart == nil { synchronize(to: Self.uptime()) } else if let timeSource { synchronize(to: timeSource()) }
        return now
    }

    /// Ticks at 60 Hz on the main queue (which the main run loop serves) until nothing animates.
    private func driveInRealTime() {
        guard realTimeDriver == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 1.0 / 60, repeating: 1.0 / 60)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.realTimeTick() }
        }
        timer.resume()
        realTimeDriver = timer
    }

    /// One tick of a clock that drives itself; stops the timer once nothing animates.
    private func realTimeTick() {
        guard isAnimating else {
            realTimeDriver?.cancel()
            realTimeDriver = nil
            return
        }
        tick(to: Self.uptime())
    }

    /// Moves the clock's time forward without stepping animations: hosts call it when input
    /// arrives, so animations that input starts begin at the real time.
    @_spi(TerminalHost) public func synchronize(to time: TimeInterval) {
        now = max(now, time)
    }

    /// Advances to `time` and steps every animation once; finished ones are removed.
    @_spi(TerminalHost) public func tick(to time: TimeInterval) {
        now = max(now, time)
        let running = entries
        var finished: Set<Int> = []
        // A step may cancel animations later in this tick (a completion that removes another
        // view's animations); their owners may be gone, so only those still running step.
        for entry in running where entry.wakeTime <= now && entries.contains(where: { $0.id == entry.id }) && !entry.step(now) {
            finished.insert(entry.id)
        }
        if !finished.isEmpty {
            entries.removeAll { finished.contains($0.id) }
        }
    }
}
