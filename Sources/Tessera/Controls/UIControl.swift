import Foundation

/// The base class of controls: views that report user interaction to actions.
///
/// A control tracks a touch from `touchesBegan` to `touchesEnded`: it is highlighted while the
/// touch is inside, calls `beginTracking`, `continueTracking` and `endTracking`, and sends
/// `.touchDown`, `.touchDragInside`/`Outside`/`Enter`/`Exit` and `.touchUpInside` or
/// `.touchUpOutside` (`.touchCancel` when a gesture recognizer takes the touch).
///
/// ## Porting: target-action without selectors
/// UIKit's `addTarget(_:action:for:)` takes a selector, which Swift on Linux does not have.
/// Tessera takes the method itself, or a closure through `addAction(_:for:)`:
///
///     // UIKit
///     button.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
///     // Tessera: the same call with `Type.method` instead of `#selector(method)`
///     button.addTarget(self, action: ViewController.save, for: .touchUpInside)
///     // or a closure
///     button.addAction(UIAction { _ in self.save() }, for: .touchUpInside)
///
/// The method may take the sender (typed as any control class or `Any`) or nothing. Targets
/// are held weakly, as in UIKit.
@preconcurrency @MainActor
open class UIControl: UIView {
    private struct Registration {
        let events: Event
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: UIAction?
        let perform: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void
    }

    private var registrations: [Registration] = []

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control that performs `primaryAction` on `.primaryActionTriggered` (a
    /// button's tap, a switch's toggle).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to the user; disabled controls draw dimmed.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFirstResponder { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether a touch is down inside the control.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The control's state as flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Whether the control has the keyboard focus (is the first responder).
    open var isFocused: Bool { isFirstResponder }

    /// How content is aligned horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How content is aligned vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds.
    open private(set) var isTouchInside = false

    // MARK: Keyboard focus

    /// Whether the keyboard can focus the control (Tab): `true` for buttons, switches,
    /// segmented controls and steppers. Tapping does not focus them, as in UIKit.
    var acceptsKeyboardFocus: Bool { false }

    open override var canBecomeFirstResponder: Bool {
        acceptsKeyboardFocus && isEnabled
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { setNeedsDisplay() }
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { setNeedsDisplay() }
        return resigned
    }

    /// Space or Return on the focused control; subclasses act and return `true`.
    func activateFromKeyboard(_ key: UIKey) -> Bool { false }

    /// Presses that activated the control: their end stays here too.
    private var activatingPresses: [ObjectIdentifier] = []

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isEnabled, let key = press.key, key.modifierFlags.subtracting([.alphaShift, .numericPad]).isEmpty, activateFromKeyboard(key) else {
                unhandled.insert(press)
                continue
            }
            activatingPresses.append(ObjectIdentifier(press))
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { !activatingPresses.contains(ObjectIdentifier($0)) }
        activatingPresses.removeAll { id in presses.contains { ObjectIdentifier($0) == id } }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: Actions

    /// Adds `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: nil, hasTarget: false, action: action) { _, control, _ in
            action.perform(sender: control)
        })
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeRegistrations(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    // Implementation note: a member whose signature carries a `@MainActor` or `@Sendable`
    // function type says `@preconcurrency` itself, not only through its class. Swift 6.3 mangles
    // such a member without those attributes where it is defined, but with them where a
    // subclass's vtable inherits it when the class's attribute alone makes it preconcurrency,
    // and the link fails. Tests/BookEraTests/Support/OpenClassSubclasses.swift links a subclass
    // of every open class from another module to keep it so.

    /// Adds a method of `target` (held weakly) called with the control and the event:
    /// Tessera's form of `addTarget(_:action:for:)` for `func save(_ sender: UIButton, forEvent event: UIEvent)`.
    @preconcurrency public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent?) -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: target, hasTarget: true, action: nil) { object, control, event in
            guard let object = object as? Target, let sender = control as? Sender else { return }
            action(object)(sender, event)
        })
    }

    /// Adds a method of `target` (held weakly) called with the control: Tessera's form of
    /// `addTarget(_:action:for:)` for `func save(_ sender: UIButton)`.
    @preconcurrency public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: target, hasTarget: true, action: nil) { object, control, _ in
            guard let object = object as? Target, let sender = control as? Sender else { return }
            action(object)(sender)
        })
    }

    /// Adds a method of `target` (held weakly) that takes no argument: Tessera's form of
    /// `addTarget(_:action:for:)` for `func save()`.
    @preconcurrency public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: target, hasTarget: true, action: nil) { object, _, _ in
            guard let object = object as? Target else { return }
            action(object)()
        })
    }

    /// Removes the actions of `target` (every target's when `nil`) for `controlEvents`.
    open func removeTarget(_ target: Any?, for controlEvents: Event) {
        let object = target as AnyObject?
        removeRegistrations(for: controlEvents) { $0.hasTarget && (object == nil || $0.target === object) }
    }

    private func removeRegistrations(for controlEvents: Event, where matches: (Registration) -> Bool) {
        registrations = registrations.compactMap { registration in
            guard matches(registration) else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            guard !remaining.isEmpty else { return nil }
            return Registration(
                events: remaining, target: registration.target, hasTarget: registration.hasTarget,
                action: registration.action, perform: registration.perform)
        }
    }

    /// The objects with actions (`UIAction`s are not targets).
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration in
            registration.target.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
        })
    }

    /// The events that have actions.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Performs the actions of `.primaryActionTriggered`, as a tap (or Space) would.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// Performs `action` with this control as the sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            guard !registration.hasTarget || registration.target != nil else { continue }
            registration.perform(registration.target, self, event)
        }
    }

    func hasActions(for controlEvents: Event) -> Bool {
        registrations.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    // MARK: Tracking

    /// A touch went down inside; return `false` to stop tracking it. The default returns `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return `false` to stop tracking it. The default returns `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`touch` is `nil` when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// The touch lifted inside: what the control does (buttons: `.touchUpInside` and
    /// `.primaryActionTriggered`). The default sends `.touchUpInside`.
    func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
        sendActions(for: .touchUpInside, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if isTouchInside {
            touchUpInside(touch, with: event)
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    // MARK: Drawing helpers

    /// The tint as drawn: dimmed when disabled or highlighted.
    var drawingTint: UIColor.Components {
        var tint = (tintColor ?? .systemBlue).components()
        if !isEnabled || isHighlighted { tint.alpha *= 0.5 }
        return tint
    }
}
