import Foundation

/// A finger (here, the mouse pointer with a button down) on the screen.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    open internal(set) var phase: Phase
    /// How many times the pointer was clicked in quick succession.
    open internal(set) var tapCount: Int
    open internal(set) var timestamp: TimeInterval
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?

    /// The gesture recognizers receiving this touch, nearest to the touched view first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// How the touch reaches its view: delivered, held back by a recognizer that delays
    /// touches, or cancelled because a recognizer recognized.
    var viewDelivery = ViewDelivery()

    struct ViewDelivery {
        /// `touchesBegan` reached the view.
        var beganDelivered = false
        /// The view got `touchesEnded` or `touchesCancelled`; nothing more goes to it.
        var finished = false
        /// A recognizer recognized: the view got (or will never need) `touchesCancelled`.
        var cancelled = false
        /// Phases held back while a recognizer that delays them may still recognize.
        var pending: [Phase] = []
    }

    private var windowLocation: CGPoint
    private var previousWindowLocation: CGPoint

    @_spi(TerminalHost) public init(location: CGPoint, window: UIWindow, view: UIView?, tapCount: Int = 1, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        phase = .began
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.window = window
        self.view = view
        windowLocation = location
        previousWindowLocation = location
        super.init()
    }

    /// Moves the touch to a new window location and phase.
    @_spi(TerminalHost) public func update(location: CGPoint, phase: Phase, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        previousWindowLocation = windowLocation
        windowLocation = location
        self.phase = phase
        self.timestamp = timestamp
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The previous location in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }
}

/// An event carrying touches.
@preconcurrency @MainActor
open class UITouchesEvent: UIEvent {
    open private(set) var touches: Set<UITouch>

    @_spi(TerminalHost) public init(touches: Set<UITouch>, timestamp: TimeInterval? = nil) {
        self.touches = touches
        super.init(type: .touches, timestamp: timestamp ?? touches.map(\.timestamp).max() ?? ProcessInfo.processInfo.systemUptime)
    }

    /// The touches of the event that `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }

    /// The touches of the event that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    /// The touches of the event in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touches.filter { $0.window === window }
    }

    /// The touches of the event.
    open var allTouches: Set<UITouch>? { touches }
}
