import Foundation
import Tessera

/// The calculator's keys in a terminal: each types the button with the same meaning, so the
/// keypad works without a mouse. With the graph beside it, the split view controller passes
/// them on (see ``CalculatorSplitViewController``).
extension CalculatorViewController {
    /// The button each typed character presses.
    static let keyButtons: [String: String] = [
        "+": "+", "-": "−", "*": "×", "x": "×", "/": "÷", "=": "=", "\r": "=",
        "c": "C", "m": "M", ">": "→M", "r": "√", "s": "sin", "o": "cos", "p": "π", "n": "±", "g": "graph",
    ]

    /// The button `key` presses, if any: digits and "." as themselves, then ``keyButtons``;
    /// Backspace undoes.
    static func button(for key: UIKey) -> String? {
        guard key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]) else { return nil }
        if key.keyCode == .keyboardDeleteOrBackspace { return "undo" }
        let characters = key.characters
        if characters.count == 1, "0123456789.".contains(characters) { return characters }
        return keyButtons[characters]
    }
}
