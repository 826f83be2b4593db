import Foundation

/// The display's tick for ``CADisplayLink``s: the process's one registry of links added to a
/// run loop, fired by whatever paces the display.
///
/// - The terminal host sets `onStart`, calls `tick(to:duration:)` before drawing each frame
///   and keeps frames coming while `isRunning`.
/// - ``HeadlessHost`` ticks it from `advance(by:)`.
/// - With neither, a timer on the main queue ticks it in real time.
@_spi(TerminalHost) @preconcurrency @MainActor
public final class _DisplayLinkDriver {
    @_spi(TerminalHost) public static let shared = _DisplayLinkDriver()

    /// Links added to a run loop, in the order they were added. Held strongly: the run loop
    /// holds its links, as in UIKit.
    private var links: [CADisplayLink] = []

    /// Called when a link is added, resumed or otherwise changed while it fires, so the host
    /// schedules frames. Set by the terminal host, which then paces the display: no
    /// real-time timer runs.
    @_spi(TerminalHost) public var onStart: (@MainActor () -> Void)? {
        didSet { updateTimer() }
    }

    /// The newest headless host: while one lives, links fire only when a test advances it.
    weak var headlessHost: HeadlessHost?

    /// The real-time tick when no host paces the display.
    ///
    /// A main-queue timer rather than a `Timer` on `RunLoop.main`: the main run loop serves
    /// the main queue, so links fire whenever it runs, as on iOS; but under Swift Testing on
    /// Linux the main thread is parked in `dispatchMain()` and never runs its run loop, while
    /// the main queue (and with it the main actor) is still served.
    private var timer: (any DispatchSourceTimer)?

    private init() {}

    /// Whether an unpaused link is added to a run loop, so the display needs frames.
    @_spi(TerminalHost) public var isRunning: Bool {
        links.contains { $0.isRunning }
    }

    /// A display frame at `time`, on a display whose frames are `duration` apart: fires the
    /// running links, in the order they were added. A link added during the frame fires
    /// from the next one; a link removed during it does not fire.
    @_spi(TerminalHost) public func tick(to time: TimeInterval, duration: TimeInterval) {
        for link in links {
            link.displayDidTick(at: time, duration: duration)
        }
    }

    /// Updates the registry after `link` was added, removed, paused or resumed.
    func linkDidChange(_ link: CADisplayLink) {
        let index = links.firstIndex { $0 === link }
        switch (link.isScheduled, index) {
        case (true, nil): links.append(link)
        case (false, let index?): links.remove(at: index)
        default: break
        }
        if link.isRunning { onStart?() }
        updateTimer()
    }

    /// Starts the real-time timer while a link runs and the terminal host does not pace the
    /// display; stops it otherwise. A headless host only silences it, so a test that outlives
    /// its host finds links firing in real time again.
    private func updateTimer() {
        let needsTimer = onStart == nil && isRunning
        if needsTimer, timer == nil {
            let interval = 1 / Double(max(1, UIScreen.main.maximumFramesPerSecond))
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler {
                MainActor.assumeIsolated {
                    let driver = _DisplayLinkDriver.shared
                    guard driver.headlessHost == nil else { return }
                    driver.tick(to: ProcessInfo.processInfo.systemUptime, duration: interval)
                }
            }
            timer.resume()
            self.timer = timer
        } else if !needsTimer, let timer {
            timer.cancel()
            self.timer = nil
        }
    }
}
