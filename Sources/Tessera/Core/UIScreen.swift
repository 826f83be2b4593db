import Foundation

/// The screen: in Tessera, the terminal (or a headless stand-in of 80 × 24 cells).
///
/// `bounds` is the terminal size in points: columns × rows times ``CellGrid/current``'s
/// cell size (11 × 22 points by default), so an 80 × 24 terminal is 880 × 528 points.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the device: the terminal.
    public static let main = UIScreen()

    /// Terminal columns.
    public private(set) var columns: Int = 80
    /// Terminal rows.
    public private(set) var rows: Int = 24

    /// The windows on this screen, in creation order.
    var windows: [UIWindow] {
        windowReferences.compactMap(\.window)
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    private var windowReferences: [WeakWindow] = []

    public override init() {
        super.init()
    }

    /// The screen's rectangle in points.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: cellGrid.size(columns: columns, rows: rows))
    }

    /// The same as `bounds`: a terminal has no rotation.
    open var nativeBounds: CGRect { bounds }

    /// Pixels per point. A terminal cell is the unit here; images use half-block pixels.
    open var scale: CGFloat { 1 }

    open var nativeScale: CGFloat { 1 }

    /// The screen's traits: size classes from the terminal's size, and its appearance.
    open var traitCollection: UITraitCollection { .window(of: bounds.size) }

    /// How points map to character cells.
    public var cellGrid: CellGrid { CellGrid.current }

    /// The most frames the screen shows per second: the terminal host's display rate (60, 30
    /// over SSH, or `TESSERA_FPS`); 60 without a terminal.
    open var maximumFramesPerSecond: Int { framesPerSecond }

    private var framesPerSecond = 60

    /// Sets the display rate the host draws at.
    @_spi(TerminalHost) public func setMaximumFramesPerSecond(_ rate: Int) {
        framesPerSecond = max(1, rate)
    }

    /// Resizes the screen to a terminal of `columns × rows`; full-screen windows follow, except
    /// those a ``HeadlessHost`` renders: each keeps the size its own host gave it, so one test's
    /// host never resizes another test's window.
    @_spi(TerminalHost) public func setSize(columns: Int, rows: Int) {
        let oldBounds = bounds
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        let newBounds = bounds
        guard newBounds != oldBounds else { return }
        for window in windows where window.frame == oldBounds && !(window.host is HeadlessHost) {
            window.frame = newBounds
        }
    }

    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
    }
}
