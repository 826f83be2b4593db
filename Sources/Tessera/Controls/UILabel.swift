import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text wraps and truncates by `numberOfLines` and `lineBreakMode` and is centred vertically in
/// the bounds, as in UIKit. One line is one cell row; each character is one column (wide
/// characters two). The intrinsic size is the text's size in those units, so a label sized to
/// fit covers exactly its characters.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; setting it replaces `attributedText`.
    open var text: String? {
        get { storedText }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The styled text, drawn run by run: fonts (bold, italic), colours, background colours,
    /// underlines, strikethroughs and links; the label's font and colour stand in where the
    /// text sets none.
    ///
    /// As in UIKit, setting it sets `font`, `textColor`, `textAlignment` and `lineBreakMode`
    /// to the style at its first character, and setting those afterwards restyles the whole text.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            if let newValue, newValue.length > 0 { adoptStyle(atStartOf: newValue) }
            textDidChange()
        }
    }

    /// The font; bold and italic fonts draw with those cell attributes.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            restyle(.font, font)
            textDidChange()
        }
    }

    /// The text colour, `.label` by default.
    open var textColor: UIColor! = .label {
        didSet {
            restyle(.foregroundColor, textColor)
            cachedCharacterStyles = nil
            setNeedsDisplay()
        }
    }

    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label draws `highlightedTextColor`.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label draws enabled; disabled text is dimmed.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// Horizontal alignment; `.natural` is left.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            guard !isAdoptingStyle, storedAttributedText != nil else { return setNeedsDisplay() }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            restyle(.paragraphStyle, style)
            setNeedsDisplay()
        }
    }

    /// How lines wrap and the last line truncates; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The most lines to show; `0` means as many as needed. `1` by default.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// The width multi-line text wraps at when computing the intrinsic size.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textDidChange() }
    }

    /// Kept for compatibility: a terminal has one font size, so text never shrinks.
    open var adjustsFontSizeToFitWidth = false
    /// Kept for compatibility.
    open var minimumScaleFactor: CGFloat = 0
    /// Kept for compatibility.
    open var adjustsFontForContentSizeCategory = false

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// Whether the style properties are being set from the attributed text (not restyling it).
    private var isAdoptingStyle = false
    /// The style of each character of the attributed text, for drawing.
    private var cachedCharacterStyles: [NSAttributedString.CellStyle]?

    /// Takes `font`, `textColor`, `textAlignment` and `lineBreakMode` from the attributes at
    /// the start of `text`.
    private func adoptStyle(atStartOf text: NSAttributedString) {
        isAdoptingStyle = true
        defer { isAdoptingStyle = false }
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
    }

    /// Sets `key` to `value` over the whole attributed text, as setting a style property does.
    private func restyle(_ key: NSAttributedString.Key, _ value: Any?) {
        guard !isAdoptingStyle, let text = storedAttributedText, text.length > 0, let value else { return }
        // Rebuilt run by run: adding an attribute to a mutable copy of the text trapped in
        // Foundation on Linux.
        let restyled = NSMutableAttributedString(string: "")
        let characters = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var attributes = attributes
            attributes[key] = value
            restyled.append(NSAttributedString(string: characters.substring(with: range), attributes: attributes))
        }
        storedAttributedText = restyled
        cachedCharacterStyles = nil
    }
    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?

    private struct LayoutKey: Equatable {
        var text: String
        var width: Int?
        var maximumLines: Int
        var lineBreakMode: NSLineBreakMode
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func textDidChange() {
        cachedLayout = nil
        cachedCharacterStyles = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The lines of text for `columns` per line and at most `maximumLines` (0: no limit).
    func layout(columns: Int?, maximumLines: Int) -> TextLayout {
        let key = LayoutKey(text: storedText ?? "", width: columns, maximumLines: maximumLines, lineBreakMode: lineBreakMode)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        // A measured line that fit is drawn at its own width: the same layout.
        if let cachedLayout, cachedLayout.layout.isFittingLine, cachedLayout.key.text == key.text,
            columns.map({ cachedLayout.layout.width <= $0 }) ?? true
        {
            return cachedLayout.layout
        }
        let layout = TextLayout(key.text, width: columns, maximumLines: maximumLines, lineBreakMode: lineBreakMode)
        cachedLayout = (key, layout)
        return layout
    }

    // MARK: Sizing

    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return textSize(columns: wraps ? Self.columns(fitting: preferredMaxLayoutWidth) : nil)
    }

    /// Multi-line text without a `preferredMaxLayoutWidth` wraps at the width Auto Layout gives
    /// the label.
    open override var _needsDoubleUpdateConstraintsPass: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    /// The intrinsic size with the height of the text wrapped at `width`.
    open override func _intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        var size = intrinsicContentSize
        if size.height >= 0 { size.height = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        return size
    }

    /// The first line's baseline is the bottom of its row.
    open override var _firstBaselineOffsetFromTop: CGFloat? { font.lineHeight }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let limited = size.width > 0 && size.width < .greatestFiniteMagnitude / 2
        return textSize(columns: limited ? Self.columns(fitting: size.width) : nil)
    }

    /// The size of the text laid out at `columns` per line (unlimited when `nil`), in points.
    private func textSize(columns: Int?) -> CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        return Self.size(of: layout(columns: columns, maximumLines: numberOfLines), font: font)
    }

    /// The size of laid-out text, in points.
    private static func size(of layout: TextLayout, font: UIFont) -> CGSize {
        CGSize(width: CGFloat(layout.width) * CellGrid.current.cellWidth, height: CGFloat(layout.lines.count) * font.lineHeight)
    }

    /// The size of the label's text laid out at `width` points per line (unlimited when
    /// `nil`) in at most `numberOfLines` lines (0: no limit), through the label's layout cache
    /// and without changing the label: for TesseraUI's `Text`, whose label then draws the
    /// layout it was measured with.
    @_spi(TesseraUI) public func _textSize(numberOfLines: Int, fittingWidth width: CGFloat?) -> CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        let limited = width.flatMap { $0 > 0 && $0 < .greatestFiniteMagnitude / 2 ? Self.columns(fitting: $0) : nil }
        return Self.size(of: layout(columns: limited, maximumLines: numberOfLines), font: font)
    }

    /// The rectangle the text occupies within `bounds`, for at most `numberOfLines` lines.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let columns = Self.columns(fitting: bounds.width)
        let layout = layout(columns: columns, maximumLines: numberOfLines)
        let size = CGSize(
            width: min(bounds.width, CGFloat(layout.width) * CellGrid.current.cellWidth),
            height: min(bounds.height, CGFloat(layout.lines.count) * font.lineHeight))
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Whole columns that fit in `width` points.
    private static func columns(fitting width: CGFloat) -> Int {
        max(0, Int((width / CellGrid.current.cellWidth + 1e-9).rounded(.down)))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`: wrapped to its columns, at most as many lines as fit its rows
    /// (and `numberOfLines`), centred vertically, aligned horizontally.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = storedText, !text.isEmpty else { return }
        let area = context.cells(for: rect)
        guard area.width > 0, area.height > 0 else { return }
        let maximumLines = numberOfLines == 0 ? area.height : min(numberOfLines, area.height)
        let layout = layout(columns: area.width, maximumLines: maximumLines)
        let topRow = area.minRow + (area.height - layout.lines.count) / 2
        var color = (isHighlighted ? highlightedTextColor ?? textColor : textColor)?.components() ?? UIColor.label.components()
        if !isEnabled { color.alpha *= 0.5 }
        var attributes: CellAttributes = []
        if font.isBold { attributes.insert(.bold) }
        if font.isItalic { attributes.insert(.italic) }
        let styles = characterStyles(dimmed: !isEnabled)
        var styleCursor = styles.map { _StyleCursor(text: text, styles: $0) }
        for (index, line) in layout.shapedLines.enumerated() {
            let lineWidth = line.width
            let column: Int =
                switch textAlignment {
                case .center: area.minColumn + (area.width - lineWidth) / 2
                case .right: area.maxColumn - lineWidth
                default: area.minColumn
                }
            if styleCursor != nil {
                drawRuns(of: layout.lines[index], column: column, row: topRow + index, styles: &styleCursor!, in: context)
            } else {
                context.drawText(line, column: column, row: topRow + index, color: color, attributes: attributes)
            }
        }
    }

    /// The style of each character of the attributed text; `nil` for plain text, or when
    /// the label is highlighted (highlighted text draws in one colour, as in UIKit).
    private func characterStyles(dimmed: Bool) -> [NSAttributedString.CellStyle]? {
        guard let storedAttributedText, !(isHighlighted && highlightedTextColor != nil) else { return nil }
        if cachedCharacterStyles == nil {
            cachedCharacterStyles = storedAttributedText.characterStyles(font: font, color: textColor ?? .label)
        }
        guard dimmed else { return cachedCharacterStyles }
        return cachedCharacterStyles?.map { style in
            var style = style
            style.foreground.alpha *= 0.5
            return style
        }
    }

    /// Draws one laid-out line run by run, each run in its characters' style.
    private func drawRuns(of line: String, column: Int, row: Int, styles: inout _StyleCursor, in context: CGContext) {
        var column = column
        var run = ""
        var runStyle: NSAttributedString.CellStyle?
        func flush() {
            guard let style = runStyle, !run.isEmpty else { return }
            let width = columnWidth(of: run)
            if let background = style.background {
                context.fillCells(CellRect(minColumn: column, minRow: row, maxColumn: column + width, maxRow: row + 1), color: background)
            }
            column += context.drawText(run, column: column, row: row, color: style.foreground, attributes: style.attributes)
            run = ""
        }
        for character in line {
            let style = styles.style(of: character)
            if style != runStyle {
                flush()
                runStyle = style
            }
            run.append(character)
        }
        flush()
    }
}

/// Finds the source character behind each character of a laid-out line, walking the text
/// forward: wrapping drops spaces and newlines, truncation drops a stretch and adds "…" (drawn
/// in the style before it).
///
/// - Complexity: O(n) over the whole text for lines that keep their characters in order.
struct _StyleCursor {
    private let characters: [Character]
    private let styles: [NSAttributedString.CellStyle]
    private var position = 0
    private var last: NSAttributedString.CellStyle?

    init(text: String, styles: [NSAttributedString.CellStyle]) {
        characters = Array(text)
        self.styles = styles
    }

    mutating func style(of character: Character) -> NSAttributedString.CellStyle? {
        var probe = position
        while probe < characters.count, characters[probe] != character { probe += 1 }
        guard probe < characters.count, probe < styles.count else { return last ?? styles.first }
        position = probe + 1
        last = styles[probe]
        return last
    }
}
