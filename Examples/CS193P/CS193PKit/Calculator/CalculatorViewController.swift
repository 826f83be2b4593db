import Foundation
import Tessera

/// The calculator: a display above a keypad of buttons in stack views, driving a
/// ``CalculatorBrain``; its "graph" button performs the `showGraph` segue to a
/// ``GraphViewController`` of what was computed, with `M` as the variable.
///
/// The layout follows the size class, as CS193P's Auto Layout lecture teaches: where the
/// terminal is compact in both directions (a phone held sideways), the display and the keypad
/// stand side by side with the display a third of the width, and the keypad has four rows of
/// seven, functions left of the digits; otherwise the display is above seven rows of four.
public final class CalculatorViewController: UIViewController {
    /// The segue the "graph" button performs.
    public static let graphSegueIdentifier = "showGraph"

    /// The model.
    public private(set) var brain = CalculatorBrain()
    /// The values of the brain's variables (the "→M" button sets `M`).
    public private(set) var variables: [String: Double] = [:]

    /// The thickness of the curves of the graphs the graph segue shows (the settings' "Bold graph").
    public var graphLineWidth: CGFloat = 4

    /// The number shown, or "0" (the book's `@IBOutlet weak var display: UILabel!`).
    public let display = UILabel()
    /// The sequence entered, ending with "…" while an operation waits or "=" when done.
    public let sequenceLabel = UILabel()
    /// The value of `M`, when it has one.
    public let memoryLabel = UILabel()
    /// The buttons, by the symbol on them.
    public private(set) var buttons: [String: UIButton] = [:]

    /// Whether digits typed extend the display's number.
    private var userIsInTheMiddleOfTyping = false

    /// The buttons around the digits: memory, editing, functions and constants.
    static let functionSymbols = ["C", "undo", "→M", "M", "sin", "cos", "√", "x²", "π", "e", "±", "graph"]
    /// The digits and the four operations, as a pocket calculator arranges them.
    static let digitRows = [["7", "8", "9", "÷"], ["4", "5", "6", "×"], ["1", "2", "3", "−"], ["0", ".", "=", "+"]]

    /// The keypad's rows, top to bottom. Stacked: two rows of functions, the digits, the last
    /// functions. Side by side: three functions left of each row of digits.
    static func keypadRows(sideBySide: Bool) -> [[String]] {
        let functions = functionSymbols
        if sideBySide {
            return digitRows.indices.map { Array(functions[$0 * 3..<$0 * 3 + 3]) + digitRows[$0] }
        }
        return [Array(functions[0..<4]), Array(functions[4..<8])] + digitRows + [Array(functions[8..<12])]
    }

    /// The outer stack: the display part and the keypad, along its axis.
    let stack = UIStackView()
    private let displayStack = UIStackView()
    private let keypad = UIStackView()
    /// Constraints active only in the side-by-side layout.
    private var sideBySideConstraints: [NSLayoutConstraint] = []
    /// Whether the side-by-side layout is applied.
    public private(set) var isSideBySide = false
    private var hasAppliedLayout = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Calculator"
        // The code equivalent of the storyboard's "Show Detail" segue from the graph button.
        addSegue(withIdentifier: Self.graphSegueIdentifier, kind: .showDetail) { GraphViewController() }
    }

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        for label in [sequenceLabel, memoryLabel, display] {
            label.textAlignment = .right
            label.setContentCompressionResistancePriority(.required, for: .vertical)
            // The keypad, not the labels, takes the height the display does not need.
            label.setContentHuggingPriority(.required, for: .vertical)
        }
        sequenceLabel.textColor = .secondaryLabel
        memoryLabel.textColor = .secondaryLabel
        display.font = .boldSystemFont(ofSize: 17)
        displayStack.axis = .vertical
        displayStack.alignment = .fill
        for label in [memoryLabel, sequenceLabel, display] { displayStack.addArrangedSubview(label) }

        for symbol in Self.functionSymbols + Self.digitRows.joined() {
            let button = UIButton(type: .system)
            button.setTitle(symbol, for: .normal)
            button.addTarget(self, action: CalculatorViewController.touchButton, for: .touchUpInside)
            buttons[symbol] = button
        }
        keypad.axis = .vertical
        keypad.distribution = .fillEqually

        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = CellGrid.current.cellWidth
        stack.addArrangedSubview(displayStack)
        stack.addArrangedSubview(keypad)
        view.addSubview(stack)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: CellGrid.current.cellWidth),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -CellGrid.current.cellWidth),
        ])
        sideBySideConstraints = [
            displayStack.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 1.0 / 3)
        ]
        applyLayout(for: traitCollection)
        updateDisplay()
    }

    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        applyLayout(for: traitCollection)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyLayout(for: traitCollection)
    }

    /// Arranges the display and the keypad for `traits`: side by side where both size classes
    /// are compact, stacked otherwise.
    func applyLayout(for traits: UITraitCollection) {
        let sideBySide = traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact
        guard sideBySide != isSideBySide || !hasAppliedLayout else { return }
        hasAppliedLayout = true
        isSideBySide = sideBySide
        stack.axis = sideBySide ? .horizontal : .vertical
        // Side by side, the blank memory line takes the height, which puts the sequence and
        // the number at the bottom, level with the keypad's last row.
        memoryLabel.setContentHuggingPriority(sideBySide ? .defaultLow : .required, for: .vertical)
        if sideBySide {
            NSLayoutConstraint.activate(sideBySideConstraints)
        } else {
            NSLayoutConstraint.deactivate(sideBySideConstraints)
        }
        arrangeKeypad(Self.keypadRows(sideBySide: sideBySide))
    }

    /// How many rows the keypad has now.
    var keypadRows: Int { keypad.arrangedSubviews.count }

    /// Puts the buttons in `rows`.
    private func arrangeKeypad(_ rows: [[String]]) {
        for row in keypad.arrangedSubviews {
            keypad.removeArrangedSubview(row)
            row.removeFromSuperview()
        }
        for symbols in rows {
            let row = UIStackView(arrangedSubviews: symbols.compactMap { buttons[$0] })
            row.axis = .horizontal
            row.distribution = .fillEqually
            keypad.addArrangedSubview(row)
        }
    }

    // MARK: Buttons

    /// Typed keys press buttons (see ``button(for:)``).
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let symbol = Self.button(for: key) else {
            return super.pressesBegan(presses, with: event)
        }
        press(symbol)
    }

    /// What every button does, by its title.
    func touchButton(_ sender: UIButton) {
        guard let symbol = sender.title(for: .normal) else { return }
        press(symbol)
    }

    /// Does what the button `symbol` does.
    public func press(_ symbol: String) {
        switch symbol {
        case "0"..."9", ".": touchDigit(symbol)
        case "C":
            brain.clear()
            variables = [:]
            userIsInTheMiddleOfTyping = false
            display.text = "0"
            updateDisplay()
        case "undo": undo()
        case "→M":
            variables["M"] = displayValue
            userIsInTheMiddleOfTyping = false
            updateDisplay()
        case "M":
            brain.setOperand(variable: "M")
            userIsInTheMiddleOfTyping = false
            updateDisplay()
        case "graph":
            if shouldPerformSegue(withIdentifier: Self.graphSegueIdentifier, sender: self) {
                performSegue(withIdentifier: Self.graphSegueIdentifier, sender: self)
            }
        default: performOperation(symbol)
        }
    }

    private func touchDigit(_ digit: String) {
        let shown = display.text ?? "0"
        if userIsInTheMiddleOfTyping {
            if digit == "." && shown.contains(".") { return }
            display.text = shown + digit
        } else {
            display.text = digit == "." ? "0." : digit
            userIsInTheMiddleOfTyping = true
        }
    }

    private func performOperation(_ symbol: String) {
        if userIsInTheMiddleOfTyping {
            brain.setOperand(displayValue)
            userIsInTheMiddleOfTyping = false
        }
        brain.performOperation(symbol)
        updateDisplay()
    }

    private func undo() {
        if userIsInTheMiddleOfTyping, var shown = display.text {
            shown.removeLast()
            if shown.isEmpty {
                userIsInTheMiddleOfTyping = false
                updateDisplay()
            } else {
                display.text = shown
            }
        } else {
            brain.undo()
            updateDisplay()
        }
    }

    /// The display as a number.
    private var displayValue: Double {
        Double(display.text ?? "") ?? 0
    }

    /// Shows the brain's result, its sequence and `M`.
    private func updateDisplay() {
        let evaluation = brain.evaluate(using: variables)
        if let result = evaluation.result {
            display.text = CalculatorBrain.format(result)
        } else if brain.isEmpty {
            display.text = "0"
        }
        if evaluation.description.isEmpty {
            sequenceLabel.text = " "
        } else {
            sequenceLabel.text = evaluation.description + (evaluation.isPending ? " …" : " =")
        }
        memoryLabel.text = variables["M"].map { "M = " + CalculatorBrain.format($0) } ?? " "
        buttons["graph"]?.isEnabled = !evaluation.isPending && !brain.isEmpty
    }

    // MARK: Segue

    /// Graphs only a finished computation.
    public override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != Self.graphSegueIdentifier || (!brain.isEmpty && !brain.evaluate().isPending)
    }

    /// Gives the graph the brain's sequence as a function of `M`, and its description as title.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        var destination = segue.destination
        if let navigation = destination as? UINavigationController {
            destination = navigation.visibleViewController ?? destination
        }
        if segue.identifier == Self.graphSegueIdentifier, let graph = destination as? GraphViewController {
            let brain = brain
            graph.function = { x in brain.evaluate(using: ["M": x]).result }
            graph.title = "y = " + brain.evaluate().description
            graph.lineWidth = graphLineWidth
        }
    }
}
