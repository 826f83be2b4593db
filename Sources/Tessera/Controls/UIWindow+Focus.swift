import Foundation

/// Keyboard focus: key commands and Tab navigation.
///
/// Tessera keeps focus small: the focused control is the window's first responder. Tab moves
/// it to the next view that can become first responder in reading order (top to bottom, then
/// left to right, by the frame's top-left corner in window coordinates, wrapping around);
/// Shift-Tab moves it back. Buttons, switches, segmented controls and steppers accept the
/// focus from the keyboard (UIKit's focus engine does the same on iPad with a keyboard) and
/// act on Space or Return; text fields edit.
///
/// Key commands come first, except that while a text field edits, the keys it types or edits
/// with (no Command, Control or Option held) go to the field unless the command sets
/// `wantsPriorityOverSystemBehavior`.
extension UIWindow {
    /// Performs the key command `press` triggers or moves the focus for Tab; `true` when the
    /// press was used.
    func handleKeyCommandOrFocus(_ press: UIPress, from target: UIResponder) -> Bool {
        guard let key = press.key else { return false }
        let editing = (target as? UITextField)?.consumesKeyWhileEditing(key) ?? false
        var responder: UIResponder? = target
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.matches(key) && (!editing || $0.wantsPriorityOverSystemBehavior) }) {
                command.perform()
                return true
            }
            responder = current.next
        }
        guard key.charactersIgnoringModifiers == "\t", key.modifierFlags.subtracting([.shift, .alphaShift]).isEmpty else { return false }
        return moveFocus(forward: !key.modifierFlags.contains(.shift))
    }

    /// The views that Tab visits, in reading order.
    var focusOrder: [UIView] {
        var result: [UIView] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return }
            if view !== self, view.canBecomeFirstResponder { result.append(view) }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        let grid = CellGrid.current
        return result.enumerated().sorted { a, b in
            let fa = a.element.convert(a.element.bounds, to: nil)
            let fb = b.element.convert(b.element.bounds, to: nil)
            let ra = grid.row(forY: fa.minY)
            let rb = grid.row(forY: fb.minY)
            if ra != rb { return ra < rb }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Makes the next (or previous) view in ``focusOrder`` the first responder; `false` when
    /// there is nothing to focus (the Tab press then goes to the responders).
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        let order = focusOrder
        guard !order.isEmpty else { return false }
        let current = order.firstIndex { $0 === firstResponder }
        var index: Int
        if let current {
            index = forward ? (current + 1) % order.count : (current - 1 + order.count) % order.count
        } else {
            index = forward ? 0 : order.count - 1
        }
        for _ in 0..<order.count {
            if order[index].becomeFirstResponder() { return true }
            index = forward ? (index + 1) % order.count : (index - 1 + order.count) % order.count
        }
        return true
    }
}
