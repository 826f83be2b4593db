import Foundation

/// The backdrop of an app's interface and the root of a view hierarchy.
///
/// A window works headless: it lays out and can be rendered to a ``Canvas`` by
/// ``HeadlessHost``, and it is drawn to a terminal only when a host is attached (the
/// terminal host attaches itself to the key window). Like UIKit's, a window starts hidden;
/// `makeKeyAndVisible()` shows it.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.removeWindow(self)
            windowScene?.addWindow(self)
        }
    }

    /// The screen the window is on.
    open var screen: UIScreen {
        windowScene?.screen ?? .main
    }

    /// Where the window sits among others; higher levels are in front.
    open var windowLevel: UIWindow.Level = .normal

    /// Whether this window receives keyboard events.
    open private(set) var isKeyWindow = false

    /// The current first responder in this window.
    @_spi(TerminalHost) public internal(set) weak var firstResponder: UIResponder?

    /// The host that renders this window, if any.
    @_spi(TerminalHost) public weak var host: (any UIWindowHost)?

    /// Something changed since the last frame was rendered.
    private(set) var needsFrame = true

    /// The clock of this window's animations, ticked by its host before each frame.
    @_spi(TerminalHost) public let animationClock = AnimationClock()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setWindowToSelf(self)
        isHidden = true
        UIScreen.main.register(self)
    }

    /// Creates a window for a scene, sized to its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        // Observers do not run in the class's own initialisers.
        self.windowScene = windowScene
        windowScene.addWindow(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setWindowToSelf(self)
        isHidden = true
        UIScreen.main.register(self)
    }

    open override var next: UIResponder? {
        windowScene ?? UIApplication.shared
    }

    /// A change of size tells the controllers and views (see `UIWindow+Traits.swift`).
    open override var frame: CGRect {
        didSet {
            if oldValue.size != frame.size { sizeDidChange(from: oldValue.size) }
        }
    }

    /// The window's traits: size classes from its size, with the current appearance.
    open override var traitCollection: UITraitCollection { .window(of: bounds.size) }

    override var responderWindow: UIWindow? { self }

    // MARK: Root view controller

    /// The view controller whose view fills the window.
    ///
    /// Setting it installs the controller's view, sized to the window, and runs its
    /// appearance callbacks when the window is visible.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldValue, oldValue.isViewLoaded, oldValue.view.superview === self {
                if !isHidden { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.view.removeFromSuperview()
                if !isHidden { oldValue.endAppearanceTransition() }
            }
            if !isHidden { installRootViewController() }
        }
    }

    private func installRootViewController() {
        guard let root = rootViewController else { return }
        let view: UIView = root.view
        guard view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        root.endAppearanceTransition()
    }

    // MARK: Key and visible

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        installRootViewController()
        makeKey()
        setNeedsFrame()
    }

    /// Makes this the key window; the previous key window resigns.
    open func makeKey() {
        guard !isKeyWindow else { return }
        for window in UIScreen.main.windows where window !== self && window.isKeyWindow {
            window.isKeyWindow = false
            window.resignKey()
        }
        isKeyWindow = true
        becomeKey()
        UIWindow.keyWindowDidChange?(self)
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// Lets a host follow the key window.
    @_spi(TerminalHost) public static var keyWindowDidChange: (@MainActor (UIWindow) -> Void)?

    // MARK: Presentation

    /// The controller presented on top, which receives key presses that no first responder takes.
    private(set) weak var focusedPresentedViewController: UIViewController?

    /// Sends key presses to the topmost controller presented from `controller` (or the root),
    /// leaving out one that is being dismissed: keys typed while it leaves reach what it uncovers.
    func focusPresented(_ controller: UIViewController?) {
        var top = controller ?? rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed { top = presented }
        focusedPresentedViewController = top === rootViewController ? nil : top
    }

    // MARK: Events

    /// The window's touch, gesture and key state (events & gestures: its one stored property).
    @_spi(TerminalHost) public internal(set) lazy var gestureArena = _GestureArena(window: self)

    /// Presses and releases `key`, as a hardware key does: one `UIPress` delivered `.began`,
    /// then `.ended`, at `timestamp`.
    @_spi(TerminalHost) public func sendKeyPress(_ key: UIKey, timestamp: TimeInterval) {
        let press = UIPress(key: key, phase: .began, timestamp: timestamp)
        sendEvent(UIPressesEvent(presses: [press], timestamp: timestamp))
        press.phase = .ended
        sendEvent(UIPressesEvent(presses: [press], timestamp: timestamp))
    }

    /// Delivers an event, as UIKit does.
    ///
    /// Touches go first to the gesture recognizers of the view each touch began in and of its
    /// ancestors, then to the view itself unless a recognizer delays or cancels them (see
    /// ``UIGestureRecognizer``). A key press is first matched against the ``UIKeyCommand``s of
    /// the first responder and its next responders, then Tab and Shift-Tab move the focus
    /// among the controls (see `UIWindow+Focus.swift`); otherwise it goes to the first
    /// responder (or the root view controller, or the window) and up the responder chain. A
    /// mouse wheel notch pans the nearest pan recognizer under the pointer that allows
    /// discrete scrolling.
    open func sendEvent(_ event: UIEvent) {
        if let event = event as? UIPressesEvent {
            gestureArena.advance(to: event.timestamp)
            let target: UIResponder = firstResponder ?? (focusedPresentedViewController ?? rootViewController)?.keyPressTarget ?? self
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                var presses = event.allPresses.filter { $0.phase == phase }
                if phase == .began {
                    presses = presses.filter { press in
                        guard handleKeyCommandOrFocus(press, from: target) else { return true }
                        gestureArena.consumedPresses.append(ObjectIdentifier(press))
                        return false
                    }
                } else {
                    presses = presses.filter { !gestureArena.consumedPresses.contains(ObjectIdentifier($0)) }
                    if phase == .ended || phase == .cancelled {
                        let finished = Set(event.allPresses.filter { $0.phase == phase }.map { ObjectIdentifier($0) })
                        gestureArena.consumedPresses.removeAll { finished.contains($0) }
                    }
                }
                guard !presses.isEmpty else { continue }
                for press in presses { press.responder = target }
                switch phase {
                case .began: target.pressesBegan(presses, with: event)
                case .changed: target.pressesChanged(presses, with: event)
                case .ended: target.pressesEnded(presses, with: event)
                default: target.pressesCancelled(presses, with: event)
                }
            }
        } else if let event = event as? UITouchesEvent {
            gestureArena.handle(event, in: self)
        } else if let event = event as? _TransformEvent {
            gestureArena.handle(event, in: self)
        } else if let event = event as? _ScrollEvent {
            // Pan recognizers that take wheel scrolling come first, then the scroll view under the pointer.
            if !gestureArena.handle(event, in: self) {
                let grid = CellGrid.current
                scrollWheel(
                    at: event.location, rows: Int((-event.translation.y / grid.cellHeight).rounded()),
                    columns: Int((-event.translation.x / grid.cellWidth).rounded()))
            }
        }
    }

    // MARK: Scrolling

    /// Presses nothing else handled scroll the primary scroll view, as a hardware keyboard does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.modifierFlags.isDisjoint(with: [.control, .command]),
            let scrollView = primaryScrollView, scrollView.handleScrollKey(key)
        {
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The largest visible, scrollable scroll view in the front-most content.
    var primaryScrollView: UIScrollView? {
        let content: UIView? = focusedPresentedViewController?.viewIfLoaded ?? rootViewController?.viewIfLoaded ?? self
        var best: (view: UIScrollView, area: CGFloat)?
        var queue: [UIView] = content.map { [$0] } ?? []
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
                let area = scrollView.bounds.width * scrollView.bounds.height
                if area > (best?.area ?? 0) { best = (scrollView, area) }
            }
            queue += view.subviews
        }
        return best?.view
    }

    /// Scrolls the innermost scroll view under `point` (window coordinates) by wheel notches.
    @discardableResult
    func scrollWheel(at point: CGPoint, rows: Int, columns: Int = 0) -> Bool {
        var view = hitTest(point, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                scrollView.scrollWheel(byRows: rows, columns: columns, at: scrollView.convert(point, from: nil))
                return true
            }
            view = current.superview
        }
        return false
    }

    // MARK: Frames

    /// Marks the window as needing a new frame and tells its host, once per frame.
    func setNeedsFrame() {
        guard !needsFrame else { return }
        needsFrame = true
        host?.windowNeedsFrame(self)
    }

    /// Lays out the window and draws it into a canvas of `columns × rows` cells; with
    /// `imageCellSize`, drawings nothing covers go out as real pixels (``Canvas/images``).
    ///
    /// - Complexity: O(visible views + cells).
    @_spi(TerminalHost) public func renderFrame(columns: Int, rows: Int, imageCellSize: CellPixelSize? = nil) -> Canvas {
        layoutSubtreeIfNeeded()
        // While something animates, every tick needs a frame.
        needsFrame = animationClock.isAnimating
        var compositor = Compositor(columns: columns, rows: rows, imageCellSize: imageCellSize)
        if !isHidden { compositor.draw(self) }
        return compositor.canvas
    }
}

extension UIWindow {
    /// A window's level: normal windows, alerts in front of them, status bar above all.
    public struct Level: Hashable, Sendable, RawRepresentable, Comparable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}

/// What renders a window: told when the window needs a new frame.
@_spi(TerminalHost) @preconcurrency @MainActor
public protocol UIWindowHost: AnyObject {
    func windowNeedsFrame(_ window: UIWindow)
}
