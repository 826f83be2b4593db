import Foundation

/// Driving a window headlessly: taps, drags, key presses and time, for tests.
///
/// Every input goes through `UIWindow.sendEvent(_:)`, the path the terminal host uses, so
/// gesture recognizers, controls and the responder chain behave as they do live. Time is a
/// deterministic clock: each touch step takes a fixed, small amount of it, and nothing waits
/// for real time. Advance it with ``advanceTime(by:)`` to let a long press begin or a double-tap
/// recognizer give up.
///
///     host.tap(button)
///     host.type("Kate")
///     host.press(.enter)
///     host.advanceTime(by: 1)
///     #expect(host.text == …)
extension HeadlessHost {
    /// A key the driver can press.
    public struct Key: Hashable, Sendable {
        /// The characters typed, as `UIKey.characters`.
        public var characters: String
        /// The characters without modifiers, as `UIKey.charactersIgnoringModifiers`.
        public var charactersIgnoringModifiers: String
        /// Modifiers held.
        public var modifierFlags: UIKeyModifierFlags
        /// The HID usage.
        public var keyCode: UIKeyboardHIDUsage

        public init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined) {
            self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
            self.modifierFlags = modifierFlags
            self.keyCode = keyCode
        }

        /// A character key, such as `.character("a")` or `.character("n", modifierFlags: .command)`.
        public static func character(_ character: Character, modifierFlags: UIKeyModifierFlags = []) -> Key {
            let text = String(character)
            var flags = modifierFlags
            if character.isUppercase { flags.insert(.shift) }
            return Key(characters: text, charactersIgnoringModifiers: text.lowercased(), modifierFlags: flags)
        }

        /// The same key with `flags` added.
        public func with(_ flags: UIKeyModifierFlags) -> Key {
            var key = self
            key.modifierFlags.formUnion(flags)
            return key
        }

        public static let enter = Key(characters: "\r", keyCode: .keyboardReturnOrEnter)
        public static let tab = Key(characters: "\t", keyCode: .keyboardTab)
        /// Shift-Tab.
        public static let backTab = Key(characters: "\t", modifierFlags: .shift, keyCode: .keyboardTab)
        public static let space = Key(characters: " ", keyCode: .keyboardSpacebar)
        public static let escape = Key(characters: "\u{1B}", keyCode: .keyboardEscape)
        public static let backspace = Key(characters: "\u{8}", keyCode: .keyboardDeleteOrBackspace)
        public static let deleteForward = Key(characters: "UIKeyInputDelete", keyCode: .keyboardDeleteForward)
        public static let upArrow = Key(characters: "UIKeyInputUpArrow", keyCode: .keyboardUpArrow)
        public static let downArrow = Key(characters: "UIKeyInputDownArrow", keyCode: .keyboardDownArrow)
        public static let leftArrow = Key(characters: "UIKeyInputLeftArrow", keyCode: .keyboardLeftArrow)
        public static let rightArrow = Key(characters: "UIKeyInputRightArrow", keyCode: .keyboardRightArrow)
        public static let home = Key(characters: "UIKeyInputHome", keyCode: .keyboardHome)
        public static let end = Key(characters: "UIKeyInputEnd", keyCode: .keyboardEnd)
        public static let pageUp = Key(characters: "UIKeyInputPageUp", keyCode: .keyboardPageUp)
        public static let pageDown = Key(characters: "UIKeyInputPageDown", keyCode: .keyboardPageDown)
    }

    /// How long one step of a simulated touch takes on the clock, in seconds.
    public static var touchStepDuration: TimeInterval { 0.02 }

    // MARK: Time

    /// The event clock of the window, in seconds.
    public var currentTime: TimeInterval { window.gestureArena.now }

    /// Moves the clock on by `seconds`: long presses begin, multiple-tap recognizers give up.
    public func advanceTime(by seconds: TimeInterval) {
        window.gestureArena.advance(to: currentTime + max(0, seconds))
    }

    // MARK: Touches

    /// Puts a finger down at `point` (window coordinates) on the view hit there.
    public func touchDown(at point: CGPoint) {
        let arena = window.gestureArena
        let now = currentTime
        var count = 1
        if let last = arena.driverLastTap, now - last.time <= 0.35, last.location.distance(to: point) <= 22 {
            count = last.count + 1
        }
        layoutWindow()
        let touch = UITouch(location: point, window: window, view: window.hitTest(point, with: nil), tapCount: count, timestamp: now)
        arena.driverTouch = touch
        window.sendEvent(UITouchesEvent(touches: [touch], timestamp: now))
    }

    /// Moves the finger that is down to `point`, one step of time later.
    public func touchMove(to point: CGPoint) {
        guard let touch = window.gestureArena.driverTouch else { return }
        let time = currentTime + Self.touchStepDuration
        touch.update(location: point, phase: .moved, timestamp: time)
        window.sendEvent(UITouchesEvent(touches: [touch], timestamp: time))
    }

    /// Lifts the finger at `point` (where it is when `nil`), one step of time later.
    public func touchUp(at point: CGPoint? = nil) {
        let arena = window.gestureArena
        guard let touch = arena.driverTouch else { return }
        let time = currentTime + Self.touchStepDuration
        let location = point ?? touch.location(in: nil)
        touch.update(location: location, phase: .ended, timestamp: time)
        arena.driverTouch = nil
        arena.driverLastTap = (location, time, touch.tapCount)
        window.sendEvent(UITouchesEvent(touches: [touch], timestamp: time))
    }

    /// Taps at `point` in window coordinates.
    ///
    /// A tap takes one step of time, so taps in a row at the same place are a double (triple…)
    /// tap: `tapCount` counts up and multiple-tap recognizers see them. Advance the clock
    /// between taps that should stay apart, as a user would pause.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        touchUp()
    }

    /// Taps the centre of `view`.
    public func tap(_ view: UIView) {
        tap(at: center(of: view))
    }

    /// Taps twice in quick succession at `point`.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        tap(at: point)
    }

    /// Taps `view`'s centre twice in quick succession.
    public func doubleTap(_ view: UIView) {
        doubleTap(at: center(of: view))
    }

    /// Holds a finger at `point` for `duration` seconds, then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        touchDown(at: point)
        advanceTime(by: duration)
        touchUp()
    }

    /// Drags from `start` to `end` in `steps` equal moves, one step of time each, then lifts.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        touchDown(at: start)
        let steps = max(1, steps)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touchUp()
    }

    /// The centre of `view` in window coordinates.
    public func center(of view: UIView) -> CGPoint {
        layoutWindow()
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func layoutWindow() {
        window.layoutIfNeeded()
    }

    /// Turns the mouse wheel at `point`: pans the nearest pan recognizer there that allows
    /// `.discrete` scrolling by `translation` (negative `y` scrolls down, like dragging up).
    public func scroll(at point: CGPoint, by translation: CGPoint) {
        layoutWindow()
        window.sendEvent(_ScrollEvent(location: point, translation: translation, timestamp: currentTime))
    }

    // MARK: Keys

    /// Presses and releases `key`.
    public func press(_ key: Key) {
        let uiKey = UIKey(characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers, modifierFlags: key.modifierFlags, keyCode: key.keyCode)
        window.sendKeyPress(uiKey, timestamp: currentTime)
    }

    /// Presses a character key with `modifierFlags`, such as `press("n", modifierFlags: .command)`.
    public func press(_ character: Character, modifierFlags: UIKeyModifierFlags = []) {
        press(.character(character, modifierFlags: modifierFlags))
    }

    /// Types `text`, one key press per character (`"\n"` and `"\r"` press Return, `"\t"` Tab).
    public func type(_ text: String) {
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": press(.enter)
            case "\t": press(.tab)
            default: press(.character(character))
            }
        }
    }
}

// MARK: Pinch and rotation

extension HeadlessHost {
    /// Pinches at `point` (window coordinates) through `scales`, one step of time each: the
    /// gesture begins at scale 1, moves to each scale in turn (cumulative, as
    /// `UIPinchGestureRecognizer.scale` reports them) and ends a step after the last.
    public func pinch(at point: CGPoint, scales: [CGFloat]) {
        transform(at: point, steps: scales.map { ($0, 0) })
    }

    /// Rotates at `point` through `angles` (cumulative radians, positive clockwise), one step
    /// of time each, then ends the rotation a step after the last.
    public func rotate(at point: CGPoint, angles: [CGFloat]) {
        transform(at: point, steps: angles.map { (1, $0) })
    }

    /// Pinches and rotates at once: each step is a cumulative scale and rotation.
    public func transform(at point: CGPoint, steps: [(scale: CGFloat, rotation: CGFloat)]) {
        layoutWindow()
        var time = currentTime
        window.sendEvent(_TransformEvent(phase: .began, location: point, scale: 1, rotation: 0, timestamp: time))
        var last: (scale: CGFloat, rotation: CGFloat) = (1, 0)
        for step in steps {
            time += Self.touchStepDuration
            last = step
            window.sendEvent(_TransformEvent(phase: .changed, location: point, scale: step.scale, rotation: step.rotation, timestamp: time))
        }
        time += Self.touchStepDuration
        window.sendEvent(_TransformEvent(phase: .ended, location: point, scale: last.scale, rotation: last.rotation, timestamp: time))
    }
}
