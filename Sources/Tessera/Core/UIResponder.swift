import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The initialiser `UIApplicationMain` and scenes use to create delegates from their classes.
    ///
    /// Not for direct use. A subclass that declares no initialisers inherits it, as app and scene
    /// delegates do; see `DynamicInitializer`.
    public init(_dynamicallyInstantiated: Void) {
        super.init()
    }

    /// Called once on each object a nib or storyboard made, after every object of that archive
    /// exists and its outlets are connected: the place to finish set-up that needs them.
    ///
    /// UIKit declares it on `NSObject`; Tessera declares it here, where views and view
    /// controllers inherit it, because Swift on Linux cannot override a method declared in an
    /// extension of `NSObject`. Subclasses call `super.awakeFromNib()`.
    ///
    /// Class registration (`register(_:forCellReuseIdentifier:)`) and `init(frame:)` never call
    /// it, as in UIKit. ``UINib`` and ``UIStoryboard`` — the code equivalents of a nib, a
    /// storyboard scene and a storyboard prototype cell — call it once, after `init(coder:)`.
    open func awakeFromNib() {}

    /// The next responder in the chain: a view's view controller or superview, a window's
    /// application, and so on. `nil` by default.
    open var next: UIResponder? { nil }

    /// Whether this object can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object will give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        responderWindow?.firstResponder === self
    }

    /// Asks to become the first responder of its window.
    ///
    /// Fails when `canBecomeFirstResponder` is `false`, when the object is not in a window, or
    /// when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns `false` when `canResignFirstResponder` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    /// The key commands this responder handles; `nil` by default.
    ///
    /// The window matches a key press against the commands of the first responder and then of
    /// each next responder, before it delivers `pressesBegan(_:with:)`; see ``UIKeyCommand``.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Events (the defaults pass them up the responder chain, as UIKit does)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The window whose first responder this object can be.
    var responderWindow: UIWindow? { nil }
}
