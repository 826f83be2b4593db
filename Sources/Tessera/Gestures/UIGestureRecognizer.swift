import Foundation

/// The base class of gesture recognizers: it turns touches into a gesture with UIKit's
/// state machine and calls its actions.
///
/// A discrete gesture (tap, swipe) goes `.possible` → `.recognized` (which is `.ended`) or
/// `.failed`; a continuous one (long press, pan) goes `.possible` → `.began` → `.changed`… →
/// `.ended` or `.cancelled`, or `.possible` → `.failed`. Actions run for `.began`, `.changed`,
/// `.ended` and `.cancelled`. After a final state the recognizer is `reset()` and is
/// `.possible` again once its touches have ended.
///
/// The window gives each touch to the recognizers of the touched view and its ancestors
/// before the view itself. When a recognizer recognizes and `cancelsTouchesInView` is `true`
/// (the default) the view receives `touchesCancelled(_:with:)` for the touches it had.
///
/// ## Porting: actions are closures
/// UIKit's `init(target:action:)` names an Objective-C selector, which Swift on Linux does not
/// have. Tessera takes the action as a closure, or as a method of a target:
///
///     // UIKit
///     let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
///     // Tessera: a method reference that is called with the recognizer…
///     let tap = UITapGestureRecognizer(target: self, action: ViewController.didTap)
///     // …or a closure
///     let tap = UITapGestureRecognizer { recognizer in print(recognizer.state) }
///
/// A target is held weakly, as in UIKit: its actions stop when it is deallocated.
///
/// ## Time
/// Time-based decisions (a long press's duration, the gap between the taps of a double tap)
/// use event timestamps and the window's event clock, never a timer: the headless driver
/// advances the clock explicitly, the terminal host advances it as time passes.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    private struct Action {
        weak var target: AnyObject?
        let hasTarget: Bool
        let perform: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
    }

    private var actions: [Action] = []
    private var storedState: State = .possible

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// The recognizer's delegate, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer receives touches. Disabling a recognizer in a gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed { state = .cancelled } else if storedState == .possible, isTracking { state = .failed }
            arena?.settle()
        }
    }

    /// Whether touches the view received are cancelled when the gesture is recognized; `true`.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails; `false`.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until this recognizer fails or recognizes; `true`.
    open var delaysTouchesEnded = true

    /// An optional name, for debugging.
    open var name: String?

    /// Recognizers that must fail before this one may recognize.
    private(set) var requiredToFail: [WeakRecognizer] = []

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    // MARK: Tracking state (driven by the window)

    /// The touches currently down that this recognizer follows.
    var trackedTouches: [UITouch] = []
    /// Every touch this recognizer saw since its last reset, for cancelling them in the view.
    var seenTouches: [UITouch] = []
    /// A recognition that waits for `requiredToFail` recognizers to fail.
    var pendingState: State?
    /// When the recognizer wants `deadlineReached()` called, on the event clock.
    var deadline: TimeInterval?
    private var lastLocation: CGPoint = .zero
    weak var arena: _GestureArena?

    var isTracking: Bool { !seenTouches.isEmpty || pendingState != nil }

    // MARK: Initialisers

    /// Creates a recognizer with no action; add actions with `addTarget(_:action:)`.
    public override init() {
        super.init()
    }

    /// Creates a recognizer whose action is a closure, called with the recognizer.
    ///
    /// Tessera's replacement for `init(target:action:)` when no target object is wanted.
    @preconcurrency public init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        super.init()
        actions.append(Action(target: nil, hasTarget: false) { _, recognizer in handler(recognizer) })
    }

    /// Creates a recognizer that calls a method of `target`, passed as `Type.method`.
    ///
    /// Port of `init(target:action:)`: `#selector(didTap(_:))` becomes `ViewController.didTap`.
    @preconcurrency public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` that takes no argument.
    @preconcurrency public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: Actions

    /// Adds an action: a method of `target` (held weakly) called with the recognizer.
    @preconcurrency public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(Action(target: target, hasTarget: true) { object, recognizer in
            guard let object = object as? Target else { return }
            action(object)(recognizer)
        })
    }

    /// Adds an action: a method of `target` (held weakly) that takes no argument.
    @preconcurrency public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        actions.append(Action(target: target, hasTarget: true) { object, _ in
            guard let object = object as? Target else { return }
            action(object)()
        })
    }

    /// Adds a closure action, called with the recognizer.
    @preconcurrency public func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(Action(target: nil, hasTarget: false) { _, recognizer in handler(recognizer) })
    }

    /// Removes the actions of `target`; `nil` removes every action.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            actions.removeAll()
            return
        }
        actions.removeAll { $0.target === target }
    }

    private func performActions() {
        for action in actions where !action.hasTarget || action.target != nil {
            action.perform(action.target, self)
        }
    }

    // MARK: State

    /// The current state. Subclasses set it from their touch handling; setting it checks the
    /// delegate, the failure requirements and the other recognizers of the touches, as UIKit does.
    open var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The number of touches down.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when `nil`).
    ///
    /// After the touches ended (a recognized tap) it is where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? lastLocation : centroid()
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of one of the touches in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex), "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)).")
        return trackedTouches[touchIndex].location(in: view)
    }

    private func centroid() -> CGPoint {
        let points = trackedTouches.map { $0.location(in: nil) }
        let x = points.reduce(0) { $0 + $1.x } / CGFloat(points.count)
        let y = points.reduce(0) { $0 + $1.y } / CGFloat(points.count)
        return CGPoint(x: x, y: y)
    }

    func setLastLocation(_ point: CGPoint) {
        lastLocation = point
    }

    func rememberLocation() {
        if !trackedTouches.isEmpty { lastLocation = centroid() }
    }

    // MARK: Subclass hooks (called by the window, recognizers first, before the view)

    /// Touches began. Subclasses override to follow them; call super.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; the default cancels a gesture in progress and fails otherwise.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns the recognizer to its initial values; called after a final state, once its
    /// touches ended. Subclasses override to clear their own state; call super.
    open func reset() {}

    /// Called when `deadline` passes on the event clock.
    func deadlineReached() {}

    /// Whether this recognizer may keep `touch`; the default asks the delegate.
    func shouldReceive(_ touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    // MARK: The state machine

    private var hasRecognized: Bool { storedState == .began || storedState == .changed || storedState == .ended }

    private func requestState(_ newState: State) {
        guard newState != storedState || newState == .changed else { return }
        let starts = storedState == .possible && (newState == .began || newState == .ended)
        guard starts else {
            if newState == .failed { fail() } else { commit(newState) }
            return
        }
        guard isEnabled, touchedControlsAllowBegin(), delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            fail()
            return
        }
        let required = failureRequirements()
        if required.contains(where: { $0.hasRecognized }) {
            fail()
            return
        }
        if required.contains(where: { $0.storedState == .possible && ($0.arena?.isActive($0) ?? false) }) {
            pendingState = newState
            return
        }
        pendingState = nil
        if let arena, !arena.excludeOthers(for: self) {
            fail()
            return
        }
        commit(newState)
        arena?.didRecognize(self)
    }

    /// Controls refuse single-tap recognizers of their ancestors, as UIKit's
    /// `UIControl.gestureRecognizerShouldBegin(_:)` does, so a button in a tappable view works.
    /// A toolbar's items count as controls (they are buttons in UIKit).
    private func touchedControlsAllowBegin() -> Bool {
        guard let tap = self as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1 else { return true }
        return !seenTouches.contains { touch in
            guard let touched = touch.view, touched !== view else { return false }
            if let toolbar = touched as? UIToolbar { return toolbar.item(at: touch.location(in: toolbar)) != nil }
            return touched is UIControl
        }
    }

    private func commit(_ newState: State) {
        storedState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: performActions()
        case .possible, .failed: break
        }
    }

    /// Fails the recognizer (also a pending recognition) and lets those waiting re-check.
    func fail() {
        pendingState = nil
        deadline = nil
        guard storedState == .possible else {
            if storedState == .began || storedState == .changed { commit(.cancelled) }
            return
        }
        storedState = .failed
        arena?.didFail(self)
    }

    /// The recognizers that must fail before this one recognizes: those of `require(toFail:)`
    /// and those the delegates ask for (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
    func failureRequirements() -> [UIGestureRecognizer] {
        var result = requiredToFail.compactMap(\.recognizer)
        for other in arena?.participants ?? [] where other !== self && !result.contains(where: { $0 === other }) {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false
            {
                result.append(other)
            }
        }
        return result
    }

    /// Retries a recognition that waited for other recognizers.
    func retryPendingState() {
        guard let pending = pendingState, storedState == .possible else { return }
        requestState(pending)
    }

    /// Back to `.possible`, without actions.
    func resetToPossible() {
        reset()
        storedState = .possible
        pendingState = nil
        deadline = nil
        trackedTouches = []
        seenTouches = []
    }

    /// Whether this recognizer and `other` may both recognize at once: when either delegate says so.
    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    /// Whether this recognizer is in a continuous gesture, which keeps others from beginning
    /// unless they may recognize simultaneously.
    var blocksOthers: Bool { storedState == .began || storedState == .changed }
}
