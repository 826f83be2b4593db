import Foundation

/// Renders a window without a terminal: for tests, CI and pictures in documentation.
///
///     let window = UIWindow()
///     window.rootViewController = ContactsViewController()
///     window.makeKeyAndVisible()
///     let host = HeadlessHost(window: window, columns: 80, rows: 24)
///     print(host.text)
///
/// The host sizes the window (and the screen) to `columns × rows` cells and tracks whether the
/// window changed since the last frame, as the terminal host's display tick does.
@preconcurrency @MainActor
public final class HeadlessHost {
    /// The window rendered.
    public let window: UIWindow
    public let columns: Int
    public let rows: Int

    /// The cell size in pixels of the terminal being imitated when drawings are to go out as
    /// real pixels (``Canvas/images``); `nil`, the default, renders block characters only.
    @_spi(TerminalHost) public var imageCellSize: CellPixelSize?

    /// Whether the window asked for a frame since the last `render()`.
    public private(set) var hasPendingFrame = true

    public init(window: UIWindow, columns: Int = 80, rows: Int = 24) {
        self.window = window
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        UIScreen.main.setSize(columns: self.columns, rows: self.rows)
        window.frame = CGRect(origin: .zero, size: CellGrid.current.size(columns: self.columns, rows: self.rows))
        window.host = self
        // The host's time moves only when a test advances it; display links fire from
        // `advance(by:)` instead of in real time.
        window.animationClock.onStart = { [weak self] in self?.hasPendingFrame = true }
        _DisplayLinkDriver.shared.headlessHost = self
    }

    /// Lays out the window and draws a frame.
    public func render() -> Canvas {
        hasPendingFrame = false
        return window.renderFrame(columns: columns, rows: rows, imageCellSize: imageCellSize)
    }

    /// Advances the window's animation clock by `seconds` in 1/60-second ticks, as a display
    /// would, so scrolling momentum and animated offsets play out deterministically.
    ///
    /// Each tick is a display frame: it also fires the running ``CADisplayLink``s, with the
    /// clock's time as their `timestamp`.
    public func advance(by seconds: TimeInterval) {
        let step = 1.0 / 60
        var remaining = seconds
        while remaining > 1e-9 {
            let delta = min(step, remaining)
            window.animationClock.tick(to: window.animationClock.now + delta)
            _DisplayLinkDriver.shared.tick(to: window.animationClock.now, duration: step)
            window.layoutIfNeeded()
            remaining -= delta
        }
    }

    /// Advances until no animation runs (at most `limit` seconds); returns the time it took.
    ///
    /// Display links fire on the way but are not waited for: a link runs until it is
    /// invalidated, so it would never settle.
    @discardableResult
    public func settle(limit: TimeInterval = 10) -> TimeInterval {
        let start = window.animationClock.now
        while window.animationClock.isAnimating, window.animationClock.now - start < limit {
            advance(by: 1.0 / 60)
        }
        return window.animationClock.now - start
    }

    /// The frame as plain text, one line per row, trailing spaces removed.
    public var text: String { render().text }

    /// The frame as ANSI text (true colour unless asked otherwise).
    public func ansi(colorMode: ANSIEncoder.ColorMode = .trueColor) -> String {
        var encoder = ANSIEncoder(colorMode: colorMode)
        return String(decoding: encoder.encode(render()), as: UTF8.self)
    }

    /// The frame as an SVG picture.
    public var svg: String { SVGRenderer().render(render()) }
}

@_spi(TerminalHost) extension HeadlessHost: UIWindowHost {
    public func windowNeedsFrame(_ window: UIWindow) {
        hasPendingFrame = true
    }
}
