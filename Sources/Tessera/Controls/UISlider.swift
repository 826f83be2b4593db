import Foundation

/// A control for selecting a single value from a continuous range of values.
///
/// The terminal draws it on one row across its width: the track below the value in the
/// minimum track colour (the tint by default) as `━`, the thumb as `●`, the rest of the
/// track in grey as `─`:
///
///     ━━━━━━●──────   value 0.5
///
/// A touch moves the thumb to the point under it and a drag follows it; `.valueChanged` is
/// sent as the value changes (only when the touch lifts if `isContinuous` is false). When the
/// slider has the keyboard focus, ← and → move it by a tenth of its range, as VoiceOver's
/// increments do. Like UIKit's, it has no width of its own and is one row high.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, kept within `minimumValue…maximumValue`; 0 by default.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The value at the leading end; 0 by default. Raising it above `value` raises `value`.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the trailing end; 1 by default. Lowering it below `value` lowers `value`.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether a drag sends `.valueChanged` as it goes (`true`) or only when it ends.
    open var isContinuous = true

    /// The colour of the track below the thumb; the tint when `nil`.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the track above the thumb; grey when `nil`.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the thumb; the label colour when `nil`.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image beside the leading end (kept; not drawn in a terminal).
    open var minimumValueImage: UIImage?
    /// An image beside the trailing end (kept; not drawn in a terminal).
    open var maximumValueImage: UIImage?

    /// Sets the value, clamped to the range; sends no action, as in UIKit. `animated` has no
    /// effect in a terminal.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CellGrid.current.cellHeight)
    }

    /// As wide as offered (ten columns when offered nothing), one row high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 10 * CellGrid.current.cellWidth, height: CellGrid.current.cellHeight)
    }

    // MARK: Input

    override var acceptsKeyboardFocus: Bool { true }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch, with: event)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch, with: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { track(touch, with: event) }
        if !isContinuous, storedValue != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
        valueAtTrackingStart = nil
    }

    private var valueAtTrackingStart: Float?

    /// Moves the thumb under the touch: the first and last columns are the ends of the range.
    private func track(_ touch: UITouch, with event: UIEvent?) {
        if valueAtTrackingStart == nil { valueAtTrackingStart = storedValue }
        let cellWidth = CellGrid.current.cellWidth
        let span = max(bounds.width - cellWidth, 1)
        let fraction = Float(min(max((touch.location(in: self).x - cellWidth / 2) / span, 0), 1))
        change(to: minimumValue + fraction * (maximumValue - minimumValue), with: event, continuous: isContinuous)
    }

    override func activateFromKeyboard(_ key: UIKey) -> Bool {
        let step = (maximumValue - minimumValue) / 10
        switch key.keyCode {
        case .keyboardLeftArrow: change(to: storedValue - step, with: nil, continuous: true)
        case .keyboardRightArrow: change(to: storedValue + step, with: nil, continuous: true)
        default: return false
        }
        return true
    }

    private func change(to value: Float, with event: UIEvent?, continuous: Bool) {
        let old = storedValue
        setValue(value, animated: false)
        if continuous, storedValue != old { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let row = area.minRow + (area.height - 1) / 2
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (storedValue - minimumValue) / range : 0
        let thumbColumn = Int((Float(area.width - 1) * fraction).rounded())
        var minimum = minimumTrackTintColor?.components() ?? drawingTint
        var maximum = (maximumTrackTintColor ?? .systemGray3).components()
        var thumb = (thumbTintColor ?? .label).components()
        if !isEnabled {
            minimum.alpha *= 0.5
            maximum.alpha *= 0.5
            thumb.alpha *= 0.5
        }
        let attributes: CellAttributes = isFocused ? [.inverse] : []
        if thumbColumn > 0 {
            context.drawText(String(repeating: "━", count: thumbColumn), column: area.minColumn, row: row, color: minimum, attributes: [])
        }
        context.drawText("●", column: area.minColumn + thumbColumn, row: row, color: thumb, attributes: attributes)
        let rest = area.width - thumbColumn - 1
        if rest > 0 {
            context.drawText(String(repeating: "─", count: rest), column: area.minColumn + thumbColumn + 1, row: row, color: maximum, attributes: [])
        }
    }
}
