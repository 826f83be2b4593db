import Foundation

/// A window's event state: the recognizers following touches, the event clock, and the
/// delivery of touches to views behind the recognizers.
///
/// Delivery follows UIKit: for each touch event the recognizers of the touched view and its
/// ancestors see the touches first, then the view does, unless a recognizer holds the touches
/// back (`delaysTouchesBegan`, `delaysTouchesEnded`) or has recognized and cancelled them
/// (`cancelsTouchesInView`). After each event, recognizers in a final state whose touches
/// ended are reset.
@MainActor
@_spi(TerminalHost) public final class _GestureArena {
    /// The event clock: the latest event timestamp or time the host advanced to.
    private(set) var now: TimeInterval = 0
    /// Recognizers taking part in the current gesture, in the order they joined.
    private var active: [UIGestureRecognizer] = []
    /// Touches whose view delivery is not finished.
    private var touches: [UITouch] = []
    private weak var window: UIWindow?
    /// Presses consumed by a key command or focus navigation, whose later phases are swallowed.
    var consumedPresses: [ObjectIdentifier] = []

    /// State of the headless driver: the touch down and the last tap, for tap counts.
    var driverTouch: UITouch?
    var driverLastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    init(window: UIWindow) {
        self.window = window
    }

    /// The recognizers taking part in the current gesture.
    var participants: [UIGestureRecognizer] { active }

    func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { $0 === recognizer }
    }

    func remove(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0 === recognizer }
        recognizer.resetToPossible()
        recognizer.arena = nil
        settle()
    }

    // MARK: Time

    /// Moves the clock to `time` (never backwards) and lets recognizers whose deadline passed
    /// act, in deadline order.
    @_spi(TerminalHost) public func advance(to time: TimeInterval) {
        now = max(now, time)
        isSettling = true
        while let next = active.filter({ ($0.deadline ?? .infinity) <= now }).min(by: { $0.deadline! < $1.deadline! }) {
            next.deadline = nil
            next.deadlineReached()
        }
        isSettling = false
        settle()
    }

    /// The earliest deadline of a recognizer, for hosts that schedule a wake-up.
    @_spi(TerminalHost) public var nextDeadline: TimeInterval? {
        active.compactMap(\.deadline).min()
    }

    // MARK: Touches

    func handle(_ event: UITouchesEvent, in window: UIWindow) {
        advance(to: event.timestamp)
        isSettling = true
        let eventTouches = event.touches.sorted { ($0.phase.rawValue, ObjectIdentifier($0).hashValue) < ($1.phase.rawValue, ObjectIdentifier($1).hashValue) }
        for touch in eventTouches where touch.phase == .began {
            touch.gestureRecognizers = recognizers(for: touch)
            touch.viewDelivery = UITouch.ViewDelivery()
            if !touches.contains(where: { $0 === touch }) { touches.append(touch) }
            for recognizer in touch.gestureRecognizers ?? [] {
                if !isActive(recognizer) { active.append(recognizer) }
                recognizer.arena = self
                recognizer.trackedTouches.append(touch)
                recognizer.seenTouches.append(touch)
            }
        }
        // Recognizers first, nearest to the touched view first.
        for recognizer in active {
            guard recognizer.pendingState == nil, recognizer.isEnabled else { continue }
            let state = recognizer.state
            guard state == .possible || state == .began || state == .changed else { continue }
            let mine = eventTouches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
                let group = Set(mine.filter { $0.phase == phase })
                guard !group.isEmpty else { continue }
                recognizer.rememberLocation()
                switch phase {
                case .began: recognizer.touchesBegan(group, with: event)
                case .moved, .stationary: recognizer.touchesMoved(group, with: event)
                case .ended: recognizer.touchesEnded(group, with: event)
                case .cancelled: recognizer.touchesCancelled(group, with: event)
                }
                recognizer.rememberLocation()
                if phase == .ended || phase == .cancelled {
                    recognizer.trackedTouches.removeAll { touch in group.contains(touch) }
                }
            }
        }
        // Touches that ended leave every recognizer (also those that stopped listening).
        for touch in eventTouches where touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in active where recognizer.trackedTouches.contains(where: { $0 === touch }) {
                recognizer.rememberLocation()
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
        }
        // Then the views.
        for touch in eventTouches {
            touch.viewDelivery.pending.append(touch.phase)
        }
        isSettling = false
        settle()
    }

    /// A wheel notch: the nearest pan recognizer under the pointer that allows discrete
    /// scrolling pans. Returns whether one did.
    @discardableResult
    func handle(_ event: _ScrollEvent, in window: UIWindow) -> Bool {
        advance(to: event.timestamp)
        var view = window.hitTest(event.location, with: event)
        while let current = view {
            for case let pan as UIPanGestureRecognizer in current.attachedGestureRecognizers {
                pan.arena = self
                if pan.scroll(at: event.location, by: event.translation) { return true }
            }
            view = current.superview
        }
        return false
    }

    // MARK: Pinch and rotation steps

    /// The recognizers following the pinch or rotation in progress, and where it is.
    private var transform: (recognizers: [any _TransformRecognizing], location: CGPoint)?
    /// How long a pinch or rotation from the wheel waits for its next step before it ends.
    static let transformPause: TimeInterval = 0.3

    /// Whether a pinch or rotation is in progress.
    @_spi(TerminalHost) public var isTransforming: Bool { transform != nil }

    private func isTransforming(_ recognizer: UIGestureRecognizer) -> Bool {
        transform?.recognizers.contains { $0 === recognizer } ?? false
    }

    /// A pinch or rotation step: the pinch and rotation recognizers of the view under the
    /// gesture and its ancestors follow it, and begin with each other only where a delegate
    /// allows it. A `.changed` step with no gesture in progress begins one. With the event's
    /// `endsAfterPause` the gesture ends by itself when no step follows within
    /// `transformPause` on the event clock. Returns whether a recognizer follows the gesture.
    @discardableResult
    func handle(_ event: _TransformEvent, in window: UIWindow) -> Bool {
        advance(to: event.timestamp)
        if event.phase == .began || transform == nil {
            if transform != nil { endTransform() }
            beginTransform(at: event.location, in: window, time: event.timestamp)
        }
        guard let current = transform else { return false }
        transform?.location = event.location
        switch event.phase {
        case .began, .changed:
            isSettling = true
            transform?.recognizers.removeAll { !$0.isEnabled }
            for recognizer in transform?.recognizers ?? [] {
                if !isActive(recognizer) { active.append(recognizer) }
                recognizer.transformChanged(scale: event.scale, rotation: event.rotation, at: event.location, time: event.timestamp)
                recognizer.deadline = event.endsAfterPause ? event.timestamp + Self.transformPause : nil
            }
            // A recognizer that failed or was excluded sits out the rest of the gesture.
            transform?.recognizers.removeAll { $0.state == .failed || $0.state == .ended || $0.state == .cancelled }
            isSettling = false
            settle()
        case .ended, .cancelled:
            endTransform(cancelled: event.phase == .cancelled)
        }
        return !current.recognizers.isEmpty
    }

    /// Ends the pinch or rotation in progress: its recognizers end (or fail, if they never began).
    func endTransform(cancelled: Bool = false) {
        guard let current = transform else { return }
        transform = nil
        let wasSettling = isSettling
        isSettling = true
        for recognizer in current.recognizers {
            recognizer.deadline = nil
            recognizer.transformEnded(cancelled: cancelled)
        }
        isSettling = wasSettling
        settle()
    }

    private func beginTransform(at location: CGPoint, in window: UIWindow, time: TimeInterval) {
        var recognizers: [any _TransformRecognizing] = []
        var view = window.hitTest(location, with: nil)
        while let current = view {
            for case let recognizer as any _TransformRecognizing in current.attachedGestureRecognizers where recognizer.isEnabled {
                guard !isActive(recognizer) || recognizer.state == .possible else { continue }
                recognizer.arena = self
                if !isActive(recognizer) { active.append(recognizer) }
                recognizer.transformBegan(at: location, time: time)
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        transform = recognizers.isEmpty ? nil : (recognizers, location)
    }

    /// The enabled recognizers of the touched view and its ancestors that accept `touch`.
    private func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.attachedGestureRecognizers where recognizer.isEnabled {
                if isActive(recognizer), recognizer.pendingState != nil || recognizer.state != .possible { continue }
                guard recognizer.shouldReceive(touch) else { continue }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    // MARK: Recognition

    /// Before `recognizer` begins or recognizes: fails the other recognizers that may not
    /// recognize with it. Returns `false` when an active one keeps it from recognizing.
    func excludeOthers(for recognizer: UIGestureRecognizer) -> Bool {
        let others = active.filter { $0 !== recognizer && !recognizer.canRecognizeSimultaneously(with: $0) }
        if others.contains(where: \.blocksOthers) { return false }
        for other in others where other.state == .possible {
            // A recognizer that waits for this one to fail fails below, in didRecognize.
            other.fail()
        }
        return true
    }

    /// `recognizer` began or recognized: cancel its touches in their views.
    func didRecognize(_ recognizer: UIGestureRecognizer) {
        for other in active where other.state == .possible && other.failureRequirements().contains(where: { $0 === recognizer }) {
            other.fail()
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.seenTouches where !touch.viewDelivery.cancelled {
                touch.viewDelivery.cancelled = true
            }
        }
        settle()
    }

    /// `recognizer` failed: recognizers that waited for it try again.
    func didFail(_ recognizer: UIGestureRecognizer) {
        for other in active where other.pendingState != nil && other.failureRequirements().contains(where: { $0 === recognizer }) {
            other.retryPendingState()
        }
    }

    // MARK: Settling

    private var isSettling = false

    /// Delivers held-back touches that nothing holds any more, sends `touchesCancelled` for
    /// cancelled ones, and resets finished recognizers.
    func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        for touch in touches { deliver(touch) }
        touches.removeAll { $0.viewDelivery.finished }
        var finished: [UIGestureRecognizer] = []
        for recognizer in active where recognizer.trackedTouches.isEmpty {
            switch recognizer.state {
            case .ended, .cancelled, .failed:
                finished.append(recognizer)
            case .possible where recognizer.pendingState == nil && recognizer.deadline == nil && !isTransforming(recognizer):
                finished.append(recognizer)
            default:
                break
            }
        }
        // A failed recognizer with touches still down also leaves, so it does not start again
        // on the same touches.
        for recognizer in active where !recognizer.trackedTouches.isEmpty && (recognizer.state == .failed || recognizer.state == .ended || recognizer.state == .cancelled) {
            finished.append(recognizer)
        }
        guard !finished.isEmpty else { return }
        active.removeAll { recognizer in finished.contains { $0 === recognizer } }
        for recognizer in finished {
            recognizer.resetToPossible()
        }
        // Touches may have been released by the reset.
        for touch in touches { deliver(touch) }
        touches.removeAll { $0.viewDelivery.finished }
    }

    private func deliver(_ touch: UITouch) {
        guard !touch.viewDelivery.finished else { return }
        if touch.viewDelivery.cancelled {
            touch.viewDelivery.pending = []
            touch.viewDelivery.finished = true
            if touch.viewDelivery.beganDelivered { send(.cancelled, of: touch) }
            return
        }
        while let phase = touch.viewDelivery.pending.first {
            if isHeld(touch, phase: phase) { return }
            touch.viewDelivery.pending.removeFirst()
            if phase == .began { touch.viewDelivery.beganDelivered = true }
            if phase == .ended || phase == .cancelled { touch.viewDelivery.finished = true }
            send(phase, of: touch)
            if touch.viewDelivery.finished { return }
        }
    }

    /// Whether a recognizer that may still recognize holds `phase` of `touch` back.
    private func isHeld(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        (touch.gestureRecognizers ?? []).contains { recognizer in
            guard isActive(recognizer), recognizer.state == .possible, recognizer.cancelsTouchesInView else { return false }
            switch phase {
            case .began, .moved, .stationary: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            case .cancelled: return false
            }
        }
    }

    private func send(_ phase: UITouch.Phase, of touch: UITouch) {
        guard let window else { return }
        let target: UIResponder = touch.view ?? window
        let event = UITouchesEvent(touches: [touch], timestamp: now)
        switch phase {
        case .began: target.touchesBegan([touch], with: event)
        case .moved, .stationary: target.touchesMoved([touch], with: event)
        case .ended: target.touchesEnded([touch], with: event)
        case .cancelled: target.touchesCancelled([touch], with: event)
        }
    }
}
