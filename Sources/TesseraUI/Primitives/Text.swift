@_spi(TesseraUI) import Tessera

/// A view that displays one or more lines of read-only text.
///
/// Text takes the width it is offered, wraps at word boundaries and truncates the last line
/// that fits (or its `lineLimit`) with an ellipsis; its ideal size is one unwrapped line.
/// One line is one terminal row. Styles (font weight, italic, colour) apply to the whole
/// text: a concatenation draws with the first run's style.
public struct Text: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey, tableName: String?, bundle: Bundle?)
        case concatenation([Text])
    }

    enum Modifier: Equatable, Sendable {
        case font(Font?)
        case weight(Font.Weight?)
        case italic
        case color(Color?)
    }

    var storage: Storage
    var modifiers: [Modifier] = []

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(key, tableName: tableName, bundle: bundle)
    }

    /// Creates a text view that displays the formatted representation of a value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .verbatim(format.format(input))
    }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenation([lhs, rhs]))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The characters the text shows.
    var _plainText: String {
        switch storage {
        case .verbatim(let string): string
        case .localized(let key, let tableName, let bundle): key.resolved(tableName: tableName, bundle: bundle)
        case .concatenation(let texts): texts.map(\._plainText).joined()
        }
    }

    /// The modifiers that style the text: its own, or its first run's.
    private var styleModifiers: [Modifier] {
        if case .concatenation(let texts) = storage, let first = texts.first { return first.styleModifiers + modifiers }
        return modifiers
    }

    private func adding(_ modifier: Modifier) -> Text {
        var text = self
        text.modifiers.append(modifier)
        return text
    }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { adding(.weight(.bold)) }
    /// Applies a bold font weight to the text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Applies italics to the text.
    public func italic() -> Text { adding(.italic) }
    /// Applies italics to the text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Sets the color of the text displayed by this view.
    public func foregroundColor(_ color: Color?) -> Text { adding(.color(color)) }
    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.color((style as? any _ColorShapeStyle)?._color)) }

    /// The font and colour to draw with, in `environment`.
    func resolvedStyle(in environment: EnvironmentValues) -> (font: Font, color: UIColor) {
        var font = environment.font ?? .body
        var color = environment._foregroundColor
        for modifier in styleModifiers {
            switch modifier {
            case .font(let value): font = value ?? font
            case .weight(let weight): font = font.weight(weight ?? .regular)
            case .italic: font = font.italic()
            case .color(let value): color = value ?? color
            }
        }
        return (font, (color ?? .primary).uiColor)
    }
}

extension Text: View, _LeafView {
    public var body: Never { _primitiveBody() }

    /// A text reads no observable state (its characters and style are values), so its
    /// update is not tracked: a list's rows cost one tracked body each, not two.
    func _update(_ node: _ViewNode) {
        _updatePlatformView(node)
        node.platformView?.applyVisibility(of: node.environment)
    }

    func _updatePlatformView(_ node: _ViewNode) {
        let label = platformView(node) { UILabel() }
        let style = resolvedStyle(in: node.environment)
        _Text.configure(label, text: _plainText, font: style.font.uiFont, color: style.color, environment: node.environment)
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        guard let label = node.platformView as? UILabel else { return .zero }
        // Measured through the label's layout, which it then draws, without changing it:
        // trying line counts on it would invalidate its layout and its superview's.
        let lineHeight = label.font.lineHeight
        let fittingLines = proposal.height.flatMap { $0.isFinite ? max(1, Int(($0 / lineHeight + 1e-9).rounded(.down))) : nil }
        let limit = min(node.environment.lineLimit ?? .max, fittingLines ?? .max)
        let lines = limit == .max ? 0 : limit
        var width = proposal.width
        if let finite = width, finite < .greatestFiniteMagnitude / 2 {
            // Narrower than a character: no room for any text, still a line tall.
            guard finite >= CellGrid.current.cellWidth else { return CGSize(width: 0, height: lineHeight) }
        } else {
            width = nil
        }
        return label._textSize(numberOfLines: lines, fittingWidth: width)
    }

    func _willPlace(_ node: _ViewNode, size: CGSize) {
        // The lines a text draws are those that fit the size it took.
        guard let label = node.platformView as? UILabel, size.height.isFinite else { return }
        let lines = max(1, Int((size.height / label.font.lineHeight + 1e-9).rounded(.down)))
        if label.numberOfLines != lines { label.numberOfLines = lines }
    }
}

/// How Text configures its label.
enum _Text {
    /// Configures `label`, setting only what changed: each change invalidates the label.
    /// (Compared property by property: a key path costs a lookup per access.)
    @MainActor
    static func configure(_ label: UILabel, text: String, font: UIFont, color: UIColor, environment: EnvironmentValues) {
        if label.text != text { label.text = text }
        if label.font !== font, label.font != font { label.font = font }
        if label.textColor !== color, label.textColor != color { label.textColor = color }
        let alignment = environment.multilineTextAlignment.nsTextAlignment
        if label.textAlignment != alignment { label.textAlignment = alignment }
        let lineBreakMode = environment.truncationMode.lineBreakMode
        if label.lineBreakMode != lineBreakMode { label.lineBreakMode = lineBreakMode }
        let isEnabled = environment.isEnabled
        if label.isEnabled != isEnabled { label.isEnabled = isEnabled }
    }
}
