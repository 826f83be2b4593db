import Foundation

/// A control with − and + buttons that change a value by a step.
///
/// The terminal draws it as `[ − │ + ]` (nine columns); a side that cannot change the value
/// draws dimmed. Tapping a half steps the value and sends `.valueChanged`. With the focus,
/// `+`, `=`, the right and up arrows increment; `-`, the left and down arrows decrement.
/// Holding a button does not repeat: `autorepeat` is kept but has no effect.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value, kept between `minimumValue` and `maximumValue`; 0 by default.
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. Raising it above `maximumValue` traps, as in UIKit.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(minimumValue <= maximumValue, "-[UIStepper setMinimumValue:]: minimum value must be less than or equal to the maximum value")
            value = max(value, minimumValue)
        }
    }

    /// The highest value; 100 by default.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(minimumValue <= maximumValue, "-[UIStepper setMaximumValue:]: maximum value must be greater than or equal to the minimum value")
            value = min(value, maximumValue)
        }
    }

    /// The step; 1 by default, must be positive.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "-[UIStepper setStepValue:]: step value must be greater than 0") }
    }

    /// Whether stepping past one end continues from the other; `false` by default.
    open var wraps = false
    /// Whether holding a button repeats; kept for compatibility (no effect).
    open var autorepeat = true
    /// Whether changes are sent while the user interacts; `true` by default.
    open var isContinuous = true

    private static var naturalSize: CGSize {
        CGSize(width: 9 * CellGrid.current.cellWidth, height: CellGrid.current.cellHeight)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.naturalSize) : frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { Self.naturalSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.naturalSize }

    /// Steps the value by `steps` step values, wrapping or clamping; sends `.valueChanged`
    /// when it changed.
    private func step(by steps: Double, with event: UIEvent?) {
        let old = value
        var new = value + steps * stepValue
        if wraps {
            if new > maximumValue { new = minimumValue } else if new < minimumValue { new = maximumValue }
        }
        value = new
        if value != old { sendActions(for: .valueChanged, with: event) }
    }

    private var canDecrement: Bool { wraps || value > minimumValue }
    private var canIncrement: Bool { wraps || value < maximumValue }

    override var acceptsKeyboardFocus: Bool { true }

    override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
        step(by: touch.location(in: self).x < bounds.midX ? -1 : 1, with: event)
        sendActions(for: .touchUpInside, with: event)
    }

    override func activateFromKeyboard(_ key: UIKey) -> Bool {
        switch key.charactersIgnoringModifiers {
        case "+", "=", UIKey.inputRightArrow, UIKey.inputUpArrow: step(by: 1, with: nil)
        case "-", UIKey.inputLeftArrow, UIKey.inputDownArrow: step(by: -1, with: nil)
        default: return false
        }
        return true
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let row = area.minRow + (area.height - 1) / 2
        let tint = drawingTint
        var dimmed = tint
        dimmed.alpha *= 0.35
        let attributes: CellAttributes = isFocused ? [.inverse] : []
        let column = area.minColumn + max(0, (area.width - 9) / 2)
        context.drawText("[ ", column: column, row: row, color: tint, attributes: attributes)
        context.drawText("−", column: column + 2, row: row, color: canDecrement ? tint : dimmed, attributes: attributes)
        context.drawText(" │ ", column: column + 3, row: row, color: tint, attributes: attributes)
        context.drawText("+", column: column + 6, row: row, color: canIncrement ? tint : dimmed, attributes: attributes)
        context.drawText(" ]", column: column + 7, row: row, color: tint, attributes: attributes)
    }
}
