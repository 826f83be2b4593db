import Foundation

/// An editable single line of text.
///
/// A tap makes the field first responder (its delegate's `textFieldShouldBeginEditing(_:)`
/// may refuse) and puts the cursor at the tapped column. While it is first responder, key
/// presses edit the text at the cursor: characters insert, Backspace and Delete remove,
/// the left and right arrows, Home and End (and Control-A / Control-E) move the cursor.
/// Each edit asks `textField(_:shouldChangeCharactersIn:replacementString:)` with a UTF-16
/// range, as UIKit does, and sends `.editingChanged`. Return asks `textFieldShouldReturn(_:)`
/// and sends `.editingDidEndOnExit` and `.primaryActionTriggered`; the field resigns when
/// something handles `.editingDidEndOnExit`, as in UIKit. Tab moves the focus on.
///
/// The terminal draws the text on the middle row, with `[` `]` edges for a bordered
/// one-row field or a box for a taller one; the placeholder in the placeholder colour when
/// empty; the cursor as an inverted cell; the clear button as `×`.
@preconcurrency @MainActor
open class UITextField: UIControl {
    private var storedText = ""
    /// The cursor, in characters from the start.
    private var cursor = 0
    /// The first character shown, when the text is wider than the field.
    private var scrollOffset = 0

    /// The text; never `nil` when read (UIKit returns "" for an empty field).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            cursor = storedText.count
            setNeedsDisplay()
        }
    }

    /// The text as an attributed string (drawn with the field's font and colour).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }

    /// The text shown when the field is empty.
    open var placeholder: String? {
        didSet { setNeedsDisplay() }
    }

    /// The placeholder as an attributed string.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The font; a bold font draws bold.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { setNeedsDisplay() }
    }

    /// The text colour; the label colour by default.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The border; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { setNeedsDisplay() }
    }

    /// When the clear button shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsDisplay() }
    }

    /// Whether beginning to edit clears the text; `false` by default.
    open var clearsOnBeginEditing = false

    /// Whether the text is hidden behind bullets.
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplay() }
    }

    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (is first responder).
    open private(set) var isEditing = false

    /// Kept for compatibility: a terminal has one keyboard.
    open var keyboardType: UIKeyboardType = .default
    /// Kept for compatibility.
    open var returnKeyType: UIReturnKeyType = .default
    /// Kept for compatibility.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Kept for compatibility.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Kept for compatibility.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Kept for compatibility: the field's text content type.
    open var textContentType: String?
    /// Kept for compatibility.
    open var inputAccessoryView: UIView?
    /// Kept for compatibility.
    open var inputView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The cursor

    /// The cursor position in characters from the start of the text.
    var cursorOffset: Int { cursor }

    /// The cursor as a UTF-16 range of length 0 (UIKit's selected range).
    open var selectedRange: NSRange {
        NSRange(location: utf16Offset(ofCharacter: cursor), length: 0)
    }

    private func utf16Offset(ofCharacter offset: Int) -> Int {
        let index = storedText.index(storedText.startIndex, offsetBy: offset)
        return storedText.utf16.distance(from: storedText.utf16.startIndex, to: index)
    }

    private func moveCursor(to offset: Int) {
        cursor = min(max(0, offset), storedText.count)
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        cursor = storedText.count
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsDisplay()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignFirstResponder(force: false)
    }

    /// Resigns; `force` skips `textFieldShouldEndEditing(_:)` (for `endEditing(true)`).
    func resignFirstResponder(force: Bool) -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !force, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        scrollOffset = 0
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        setNeedsDisplay()
        return true
    }

    // MARK: Touches

    override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
        if isEditing {
            if clearButtonShows, touch.location(in: self).x >= bounds.maxX - CellGrid.current.cellWidth * 2 {
                clear()
            } else {
                moveCursor(to: characterOffset(at: touch.location(in: self)))
            }
        } else if becomeFirstResponder() {
            moveCursor(to: characterOffset(at: touch.location(in: self)))
        }
        sendActions(for: .touchUpInside, with: event)
    }

    private func clear() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replace(NSRange(location: 0, length: storedText.utf16.count), with: "", askingDelegate: false)
    }

    /// The character offset nearest to `point`.
    private func characterOffset(at point: CGPoint) -> Int {
        let grid = CellGrid.current
        let layout = textLayout(width: Int(bounds.width / grid.cellWidth))
        let column = Int(((point.x - bounds.minX) / grid.cellWidth).rounded(.down)) - layout.textColumn
        var width = 0
        var offset = scrollOffset
        for character in storedText.dropFirst(scrollOffset) {
            let w = columnWidth(of: character)
            if width + w > column { break }
            width += w
            offset += 1
        }
        return offset
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing else {
            super.pressesBegan(presses, with: event)
            return
        }
        var unhandled = Set<UIPress>()
        for press in presses {
            guard let key = press.key, handle(key) else {
                unhandled.insert(press)
                continue
            }
            editingPresses.append(ObjectIdentifier(press))
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Presses whose began edited the text: their end stays here too.
    private var editingPresses: [ObjectIdentifier] = []

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { !editingPresses.contains(ObjectIdentifier($0)) }
        editingPresses.removeAll { id in presses.contains { ObjectIdentifier($0) == id } }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// Whether the field, while editing, uses `key` itself: typing and editing keys without
    /// Command, Control or Option. Key commands for such keys wait unless they want priority.
    func consumesKeyWhileEditing(_ key: UIKey) -> Bool {
        guard isEditing else { return false }
        return key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) && key.charactersIgnoringModifiers != "\t"
            && key.charactersIgnoringModifiers != "\u{1B}"
    }

    /// Edits for one key; `false` for keys the field does not use.
    private func handle(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.subtracting([.alphaShift, .numericPad, .shift])
        switch key.charactersIgnoringModifiers {
        case "\u{8}", "\u{7F}":
            guard cursor > 0 else { return true }
            replace(NSRange(location: utf16Offset(ofCharacter: cursor - 1), length: utf16Offset(ofCharacter: cursor) - utf16Offset(ofCharacter: cursor - 1)), with: "")
        case UIKey.inputDelete:
            guard cursor < storedText.count else { return true }
            replace(NSRange(location: utf16Offset(ofCharacter: cursor), length: utf16Offset(ofCharacter: cursor + 1) - utf16Offset(ofCharacter: cursor)), with: "")
        case UIKey.inputLeftArrow: moveCursor(to: cursor - 1)
        case UIKey.inputRightArrow: moveCursor(to: cursor + 1)
        case UIKey.inputHome, UIKey.inputUpArrow: moveCursor(to: 0)
        case UIKey.inputEnd, UIKey.inputDownArrow: moveCursor(to: storedText.count)
        case "a" where flags == .control: moveCursor(to: 0)
        case "e" where flags == .control: moveCursor(to: storedText.count)
        case "\r":
            performReturn()
        default:
            guard flags.isEmpty, !key.characters.isEmpty, !key.characters.hasPrefix("UIKeyInput"),
                key.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { return false }
            replace(selectedRange, with: key.characters)
        }
        return true
    }

    /// Inserts `text` at the cursor, as typing it would (asking the delegate).
    open func insertText(_ text: String) {
        replace(selectedRange, with: text)
    }

    /// Deletes the character before the cursor, as Backspace does.
    open func deleteBackward() {
        _ = handle(UIKey(characters: "\u{8}", charactersIgnoringModifiers: "\u{8}", modifierFlags: [], keyCode: .keyboardDeleteOrBackspace))
    }

    /// Replaces the UTF-16 `range` with `string` if the delegate agrees; moves the cursor after
    /// the insertion and sends `.editingChanged`.
    private func replace(_ range: NSRange, with string: String, askingDelegate: Bool = true) {
        if askingDelegate, !(delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true) { return }
        let utf16 = storedText.utf16
        guard let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
            let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex)
        else { return }
        let prefix = String(storedText[..<start])
        storedText.replaceSubrange(start..<end, with: string)
        cursor = (prefix + string).count
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    private func performReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns { resignFirstResponder() }
    }

    // MARK: Drawing

    private var clearButtonShows: Bool {
        guard !storedText.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private struct Layout {
        /// Column of the text's first cell, relative to the field.
        var textColumn: Int
        /// Columns available to the text.
        var textWidth: Int
    }

    private func textLayout(width: Int) -> Layout {
        let bordered = borderStyle != .none
        let leading = bordered ? 1 : 0
        let trailing = (bordered ? 1 : 0) + (clearButtonShows ? 2 : 0)
        return Layout(textColumn: leading, textWidth: max(0, width - leading - trailing))
    }

    open override var intrinsicContentSize: CGSize {
        let grid = CellGrid.current
        let content = max(columnWidth(of: storedText), columnWidth(of: placeholder ?? "")) + 1
        let extra = (borderStyle != .none ? 2 : 0) + (clearButtonMode != .never ? 2 : 0)
        return CGSize(width: CGFloat(content + extra) * grid.cellWidth, height: grid.cellHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let row = area.minRow + (area.height - 1) / 2
        var border = (isFocused ? tintColor! : UIColor.separator).components()
        if !isEnabled { border.alpha *= 0.5 }
        if borderStyle != .none {
            if area.height >= 3 {
                context.saveGState()
                context.setStrokeColor(CGColor(red: border.red, green: border.green, blue: border.blue, alpha: border.alpha))
                context.stroke(bounds)
                context.restoreGState()
            } else {
                context.drawText("[", column: area.minColumn, row: row, color: border, attributes: [])
                context.drawText("]", column: area.maxColumn - 1, row: row, color: border, attributes: [])
            }
        }
        let layout = textLayout(width: area.width)
        let textStart = area.minColumn + layout.textColumn
        var attributes: CellAttributes = []
        if font?.isBold == true { attributes.insert(.bold) }
        if font?.isItalic == true { attributes.insert(.italic) }

        if storedText.isEmpty, let placeholder, !placeholder.isEmpty {
            context.drawText(fit(placeholder, width: layout.textWidth), column: textStart, row: row, color: UIColor.placeholderText.components(), attributes: attributes)
        } else {
            let shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
            keepCursorVisible(in: shown, width: layout.textWidth)
            let visible = fit(String(shown.dropFirst(scrollOffset)), width: layout.textWidth)
            var color = (textColor ?? .label).components()
            if !isEnabled { color.alpha *= 0.5 }
            var column = textStart
            if textAlignment == .center || textAlignment == .right, !isEditing {
                let free = layout.textWidth - columnWidth(of: visible)
                column += textAlignment == .center ? free / 2 : free
            }
            context.drawText(visible, column: column, row: row, color: color, attributes: attributes)
        }
        if isEditing {
            // The cursor: the cell at the cursor drawn inverted.
            let prefix = (isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText).prefix(cursor).dropFirst(scrollOffset)
            let column = textStart + columnWidth(of: prefix)
            if column < textStart + max(1, layout.textWidth), column < area.maxColumn, column >= area.minColumn {
                var cell = context.canvas[column, row]
                cell.attributes.insert(.inverse)
                if context.clipCells.contains(column: column, row: row) { context.canvas[column, row] = cell }
            }
        }
        if clearButtonShows {
            context.drawText("×", column: area.maxColumn - (borderStyle != .none ? 3 : 2), row: row, color: UIColor.secondaryLabel.components(), attributes: [])
        }
    }

    /// Scrolls so that the cursor is inside `width` columns.
    private func keepCursorVisible(in shown: String, width: Int) {
        guard width > 0 else { return }
        if cursor < scrollOffset { scrollOffset = cursor }
        while columnWidth(of: shown.prefix(cursor).dropFirst(scrollOffset)) >= width, scrollOffset < cursor {
            scrollOffset += 1
        }
        if !isEditing { scrollOffset = 0 }
    }

    private func fit(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = columnWidth(of: character)
            if used + w > width { break }
            result.append(character)
            used += w
        }
        return result
    }
}
