import Foundation

/// A control that toggles between on and off.
///
/// The terminal draws it as five columns, the thumb on the left when off and on the right
/// (in `onTintColor`, green by default) when on:
///
///     (●  )   off
///     (  ●)   on
///
/// A tap toggles it and sends `.valueChanged`; so do Space and Return when it has the focus.
/// Like UIKit's, the switch keeps its own size: `sizeThatFits(_:)` is always 5 × 1 cells.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the track when on; system green when `nil`.
    open var onTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb; the label colour when `nil`.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The switch's fixed size: five columns by one row.
    private static var fixedSize: CGSize {
        CGSize(width: 5 * CellGrid.current.cellWidth, height: CellGrid.current.cellHeight)
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.fixedSize
    }

    /// Sets the state; `animated` has no effect in a terminal. Sends no action, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    override var acceptsKeyboardFocus: Bool { true }

    override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
        toggle(with: event)
        sendActions(for: .touchUpInside, with: event)
    }

    override func activateFromKeyboard(_ key: UIKey) -> Bool {
        guard key.charactersIgnoringModifiers == " " || key.charactersIgnoringModifiers == "\r" else { return false }
        toggle(with: nil)
        return true
    }

    private func toggle(with event: UIEvent?) {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let row = area.minRow + (area.height - 1) / 2
        var track = isOn ? (onTintColor ?? .systemGreen).components() : UIColor.secondaryLabel.components()
        var thumb = (thumbTintColor ?? .label).components()
        if !isEnabled || isHighlighted {
            track.alpha *= 0.5
            thumb.alpha *= 0.5
        }
        let attributes: CellAttributes = isFocused ? [.inverse] : []
        let column = area.minColumn
        context.drawText("(", column: column, row: row, color: track, attributes: attributes)
        context.drawText(isOn ? "  " : "● ", column: column + 1, row: row, color: isOn ? track : thumb, attributes: attributes)
        context.drawText(isOn ? "●" : " ", column: column + 3, row: row, color: isOn ? track : thumb, attributes: attributes)
        context.drawText(")", column: column + 4, row: row, color: track, attributes: attributes)
    }
}
