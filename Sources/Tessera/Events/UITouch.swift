import Foundation

/// A finger (here, the mouse pointer with a button down) on the screen.
@MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    open package(set) var phase: Phase
    /// How many times the pointer was clicked in quick succession.
    open package(set) var tapCount: Int
    open package(set) var timestamp: TimeInterval
    /// The view the touch began in.
    open package(set) weak var view: UIView?
    open package(set) weak var window: UIWindow?

    private var windowLocation: CGPoint
    private var previousWindowLocation: CGPoint

    package init(location: CGPoint, window: UIWindow, view: UIView?, tapCount: Int = 1, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
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
    package func update(location: CGPoint, phase: Phase, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
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
@MainActor
open class UITouchesEvent: UIEvent {
    open private(set) var touches: Set<UITouch>

    package init(touches: Set<UITouch>) {
        self.touches = touches
        super.init(type: .touches)
    }

    /// The touches of the event.
    open var allTouches: Set<UITouch>? { touches }
}
