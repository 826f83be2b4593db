import Foundation

/// A key combination that performs an action, offered by a responder's `keyCommands`; its
/// title and image (a ``UIMenuElement``'s) describe it in menus.
///
/// The window matches each key press against the key commands of the first responder and
/// then of each next responder, before `pressesBegan(_:with:)`; the first match performs its
/// action and the press goes no further.
///
/// ## Porting: actions are closures
/// UIKit names the action with a selector, which Swift on Linux does not have:
///
///     // UIKit
///     UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(addItem))
///     // Tessera
///     UIKeyCommand(input: "n", modifierFlags: .command) { [unowned self] _ in self.addItem() }
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key's characters without modifiers: a character such as `"n"`, `"\r"`, `"\t"`,
    /// or one of UIKit's special inputs such as `UIKeyCommand.inputUpArrow`.
    open private(set) var input: String?
    /// The modifier keys that must be held (exactly these; Caps Lock is ignored).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// A title that describes the command for discoverability.
    open var discoverabilityTitle: String?
    /// Whether the command takes precedence over the text editing keys of a text field.
    open var wantsPriorityOverSystemBehavior = false

    private let action: @MainActor (UIKeyCommand) -> Void

    /// Creates a key command whose action is a closure, called with the command.
    @preconcurrency public init(input: String, modifierFlags: UIKeyModifierFlags, action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        super.init(title: "", image: nil)
    }

    /// Creates a key command with a title, as shown in menus.
    @preconcurrency public init(
        title: String = "", image: UIImage? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void,
        input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
        super.init(title: title, image: image)
    }

    /// Creates a key command that calls a method of `target`: `#selector(addItem)` becomes
    /// `ViewController.addItem`. The target is held strongly, as the command usually lives only
    /// while the target returns it from `keyCommands`.
    @preconcurrency public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags, target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init(input: input, modifierFlags: modifierFlags) { _ in action(target)() }
    }

    /// Performs the command's action.
    func perform() {
        action(self)
    }

    /// Whether a press of `key` triggers this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored) else { return false }
        if input == key.charactersIgnoringModifiers { return true }
        // Terminals report Escape as the character it sends.
        if input == UIKey.inputEscape, key.charactersIgnoringModifiers == "\u{1B}" { return true }
        return input.count == 1 && input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    public static let inputUpArrow = UIKey.inputUpArrow
    public static let inputDownArrow = UIKey.inputDownArrow
    public static let inputLeftArrow = UIKey.inputLeftArrow
    public static let inputRightArrow = UIKey.inputRightArrow
    public static let inputEscape = UIKey.inputEscape
    public static let inputPageUp = UIKey.inputPageUp
    public static let inputPageDown = UIKey.inputPageDown
    public static let inputHome = UIKey.inputHome
    public static let inputEnd = UIKey.inputEnd
    public static let inputDelete = UIKey.inputDelete
}
