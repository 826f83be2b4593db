/// One content line of a vCard, such as `item1.TEL;TYPE=CELL:+1 555 0100`.
///
/// A property keeps its value in the *escaped* text form of vCard 3.0/4.0, exactly as
/// it will be written back: `value` of `NOTE:one\, two` is `one\, two`. Use
/// ``text`` for the unescaped text and ``components`` for structured values such as
/// `N` and `ADR`. Properties Tessera does not understand are kept verbatim, so a
/// parse → write → parse round trip preserves them.
///
/// Transfer encodings are undone while parsing: a QUOTED-PRINTABLE value is decoded and
/// converted from its CHARSET to Unicode, and the `ENCODING`/`CHARSET` parameters are
/// dropped. Base64 values (`ENCODING=b`, `ENCODING=BASE64`, `data:` URIs) stay as
/// base64 text and are decoded only when ``binaryData`` is read.
public struct VCardProperty: Sendable, Hashable {
    /// The property group (`item1` in `item1.TEL`), or `nil`.
    public var group: String?
    /// The upper-cased property name, for example `TEL` or `X-ABLABEL`.
    public var name: String
    /// The parameters in the order they appeared.
    public var parameters: [VCardParameter]
    /// The value in escaped vCard text form.
    public var value: String

    /// Creates a property from its escaped value.
    ///
    /// - Parameters:
    ///   - group: The group, or `nil`.
    ///   - name: The property name; it is upper-cased.
    ///   - parameters: The parameters.
    ///   - value: The value, already escaped as vCard text.
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String) {
        self.group = group
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
    }

    /// Creates a property holding a single text value, escaping it.
    ///
    /// - Parameters:
    ///   - group: The group, or `nil`.
    ///   - name: The property name; it is upper-cased.
    ///   - parameters: The parameters.
    ///   - text: The unescaped text.
    public init(group: String? = nil, name: String, parameters: [VCardParameter] = [], text: String) {
        self.init(group: group, name: name, parameters: parameters, value: VCardProperty.escape(text))
    }

    /// Creates a property holding a structured value (`N`, `ADR`, `ORG`), escaping each
    /// component and joining them with `;`.
    ///
    /// - Parameters:
    ///   - group: The group, or `nil`.
    ///   - name: The property name; it is upper-cased.
    ///   - parameters: The parameters.
    ///   - components: The unescaped components.
    public init(
        group: String? = nil, name: String, parameters: [VCardParameter] = [], components: [String]
    ) {
        self.init(
            group: group, name: name, parameters: parameters,
            value: components.map(VCardProperty.escape).joined(separator: ";"))
    }
}
