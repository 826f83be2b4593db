import Foundation
@_spi(TerminalHost) import Tessera

/// Turns decoded terminal input into UIKit events for a window.
///
/// A key becomes a `UIPress` (began, then ended) delivered to the first responder; a mouse
/// button press, drag and release become one `UITouch` (began, moved…, ended) delivered to the
/// view under the pointer when it went down; presses within `multiClickInterval` on the same
/// cell count up `tapCount`. The right button shows the context menu under the pointer
/// (`UIWindow.secondaryClick(at:)`), and clicks as the left one over a shown menu. Cells map to points at their centres. Pasted text is inserted
/// into an editing text field as one edit, as UIKit pastes. After a touch event, the router
/// wakes the window's event clock when a gesture recognizer's deadline comes (a long press
/// beginning, a double-tap recognizer giving up), since no further input may arrive.
@MainActor
final class TerminalInputRouter {
    var multiClickInterval: TimeInterval = 0.35

    /// Whether the router schedules wake-ups for gesture deadlines on the main queue.
    var schedulesGestureDeadlines = true

    private var pendingDeadline: DispatchWorkItem?
    private var activeTouch: UITouch?
    private var lastClick: (column: Int, row: Int, time: TimeInterval, count: Int)?
    /// The cumulative scale and rotation of the wheel pinch or rotation in progress.
    private var wheelTransform: (scale: CGFloat, rotation: CGFloat) = (1, 0)

    /// The scale factor of one Ctrl+wheel notch, and the angle of one Alt+wheel notch (15°).
    static let pinchStep: CGFloat = 1.1
    static let rotationStep: CGFloat = .pi / 12

    init() {}

    /// Delivers `event` to `window`. Returns `false` for input the router does not handle.
    @discardableResult
    func route(_ event: TerminalInputEvent, to window: UIWindow, at time: TimeInterval = ProcessInfo.processInfo.systemUptime) -> Bool {
        switch event {
        case .key(let key):
            deliver(Self.uiKey(for: key), to: window, at: time)
            return true
        case .text(let text):
            for character in text {
                let key = UIKey(
                    characters: String(character), charactersIgnoringModifiers: String(character).lowercased(),
                    modifierFlags: character.isUppercase ? .shift : [], keyCode: Self.usage(for: character))
                deliver(key, to: window, at: time)
            }
            return true
        case .mouse(let mouse):
            let routed = route(mouse, to: window, at: time)
            if routed { scheduleGestureDeadline(for: window, now: time) }
            return routed
        case .paste(let text):
            guard let field = window.firstResponder as? UITextField, field.isEditing else { return false }
            // A text field is one line: line breaks in pasted text become spaces.
            field.insertText(text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " "))
            return true
        case .focusIn, .focusOut:
            return false
        }
    }

    /// Wakes the window's event clock at the next gesture deadline.
    private func scheduleGestureDeadline(for window: UIWindow, now: TimeInterval) {
        pendingDeadline?.cancel()
        pendingDeadline = nil
        guard schedulesGestureDeadlines, let deadline = window.gestureArena.nextDeadline else { return }
        let wake = DispatchWorkItem { [weak self, weak window] in
            MainActor.assumeIsolated {
                guard let self, let window else { return }
                let now = ProcessInfo.processInfo.systemUptime
                window.gestureArena.advance(to: now)
                self.scheduleGestureDeadline(for: window, now: now)
            }
        }
        pendingDeadline = wake
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, deadline - now) + 0.001, execute: wake)
    }

    private func deliver(_ key: UIKey, to window: UIWindow, at time: TimeInterval) {
        window.sendKeyPress(key, timestamp: time)
    }

    private func route(_ mouse: TerminalMouseEvent, to window: UIWindow, at time: TimeInterval) -> Bool {
        let grid = window.screen.cellGrid
        let point = grid.point(column: mouse.column, row: mouse.row)
        let isWheel = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight].contains(mouse.kind)
        if isWheel, !mouse.modifiers.isDisjoint(with: [.control, .alt]) {
            return transform(by: mouse, at: point, in: window, time: time)
        }
        // Any other mouse input ends a wheel pinch or rotation, as releasing the modifier would
        // (terminals do not report modifier keys on their own).
        if window.gestureArena.isTransforming {
            window.sendEvent(_TransformEvent(phase: .ended, location: point, scale: wheelTransform.scale, rotation: wheelTransform.rotation, timestamp: time))
        }
        switch mouse.kind {
        case .press where mouse.button == .left:
            let count: Int
            if let last = lastClick, last.column == mouse.column, last.row == mouse.row, time - last.time <= multiClickInterval {
                count = last.count + 1
            } else {
                count = 1
            }
            lastClick = (mouse.column, mouse.row, time, count)
            let touch = UITouch(location: point, window: window, view: window.hitTest(point, with: nil), tapCount: count, timestamp: time)
            activeTouch = touch
            window.sendEvent(UITouchesEvent(touches: [touch]))
            return true
        case .press where mouse.button == .right && activeTouch == nil:
            // The right button shows a context menu, as a long press does; over a shown menu
            // it clicks as the left button does; elsewhere it does nothing.
            guard window.isShowingMenu(at: point) else { return window.secondaryClick(at: point) }
            let touch = UITouch(location: point, window: window, view: window.hitTest(point, with: nil), tapCount: 1, timestamp: time)
            activeTouch = touch
            window.sendEvent(UITouchesEvent(touches: [touch]))
            return true
        case .drag:
            guard let touch = activeTouch else { return false }
            touch.update(location: point, phase: .moved, timestamp: time)
            window.sendEvent(UITouchesEvent(touches: [touch]))
            return true
        case .release:
            guard let touch = activeTouch else { return false }
            touch.update(location: point, phase: .ended, timestamp: time)
            activeTouch = nil
            window.sendEvent(UITouchesEvent(touches: [touch]))
            return true
        case .wheelUp, .wheelDown, .wheelLeft, .wheelRight:
            // Three rows or columns per notch, dragging the content the wheel's way.
            // Shift turns the vertical wheel horizontal, as desktop scroll views do.
            let horizontal = mouse.kind == .wheelLeft || mouse.kind == .wheelRight || mouse.modifiers.contains(.shift)
            let towardsStart = mouse.kind == .wheelUp || mouse.kind == .wheelLeft
            let translation =
                horizontal
                ? CGPoint(x: (towardsStart ? 3 : -3) * grid.cellWidth, y: 0)
                : CGPoint(x: 0, y: (towardsStart ? 3 : -3) * grid.cellHeight)
            window.sendEvent(_ScrollEvent(location: point, translation: translation, timestamp: time))
            return true
        default:
            return false
        }
    }

    /// A wheel notch with Ctrl (pinch: up zooms in by `pinchStep`, down out) or Alt (rotation:
    /// down turns clockwise by `rotationStep`, up anticlockwise) at the pointer. The gesture
    /// ends after a pause (see `_TransformEvent.endsAfterPause`) or on other mouse input.
    private func transform(by mouse: TerminalMouseEvent, at point: CGPoint, in window: UIWindow, time: TimeInterval) -> Bool {
        if !window.gestureArena.isTransforming { wheelTransform = (1, 0) }
        let forward = mouse.kind == .wheelUp || mouse.kind == .wheelLeft
        if mouse.modifiers.contains(.control) {
            wheelTransform.scale *= forward ? Self.pinchStep : 1 / Self.pinchStep
        } else {
            wheelTransform.rotation += forward ? -Self.rotationStep : Self.rotationStep
        }
        window.sendEvent(_TransformEvent(
            phase: .changed, location: point, scale: wheelTransform.scale, rotation: wheelTransform.rotation,
            endsAfterPause: true, timestamp: time))
        return window.gestureArena.isTransforming
    }

    /// The UIKit key for a decoded terminal key.
    static func uiKey(for key: TerminalKey) -> UIKey {
        var flags: UIKeyModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alt) { flags.insert(.alternate) }
        if key.modifiers.contains(.meta) { flags.insert(.command) }
        return UIKey(
            characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
            modifierFlags: flags, keyCode: UIKeyboardHIDUsage(rawValue: key.keyboardHIDUsage ?? UIKeyboardHIDUsage.keyboardErrorUndefined.rawValue))
    }

    private static func usage(for character: Character) -> UIKeyboardHIDUsage {
        TerminalKey(.character(character)).keyboardHIDUsage.map(UIKeyboardHIDUsage.init(rawValue:)) ?? .keyboardErrorUndefined
    }
}
