import Foundation

/// An object that describes a single user interaction: touches, presses or scroll motion.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches
        case motion
        case remoteControl
        case presses
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The kind of event.
    open var type: EventType { eventType }
    /// When the event occurred, in seconds since system start-up.
    open var timestamp: TimeInterval { eventTimestamp }

    private let eventType: EventType
    private let eventTimestamp: TimeInterval

    init(type: EventType, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        eventType = type
        eventTimestamp = timestamp
        super.init()
    }

    public override convenience init() {
        self.init(type: .touches)
    }
}
