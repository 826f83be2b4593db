import Foundation

/// A key on a keyboard, as reported with a press.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces with its modifiers (ctrl-c gives "\u{3}").
    public let characters: String
    /// The characters without modifiers; special keys use UIKit's names such as `UIKeyInputUpArrow`.
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage code.
    public let keyCode: UIKeyboardHIDUsage

    public init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key's input string.
    public static let inputDelete = "UIKeyInputDelete"
}

/// A press of a key: its phase and the key.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    open internal(set) var phase: Phase
    /// When the press changed last, in seconds since start-up.
    open internal(set) var timestamp: TimeInterval
    /// The key pressed.
    open internal(set) var key: UIKey?
    /// The responder the press is delivered to.
    open internal(set) weak var responder: UIResponder?

    init(key: UIKey, phase: Phase, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        super.init()
    }
}

/// An event carrying key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    open private(set) var allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval? = nil) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp ?? presses.map(\.timestamp).max() ?? ProcessInfo.processInfo.systemUptime)
    }

    public convenience init() {
        self.init(presses: [])
    }
}
