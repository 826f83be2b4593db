/// One parameter of a vCard property, such as `TYPE=HOME,WORK` or `CHARSET=UTF-8`.
///
/// The name is stored upper-cased; values keep their case and are stored unquoted and
/// unescaped. A vCard 2.1 bare parameter (`TEL;HOME;VOICE:`) is read as a `TYPE`
/// parameter, except the bare encodings (`QUOTED-PRINTABLE`, `BASE64`, `8BIT`, `7BIT`),
/// which are read as `ENCODING`.
public struct VCardParameter: Sendable, Hashable {
    /// The upper-cased parameter name, for example `TYPE`.
    public var name: String
    /// The values, split at unquoted commas.
    public var values: [String]

    /// Creates a parameter.
    ///
    /// - Parameters:
    ///   - name: The parameter name; it is upper-cased.
    ///   - values: The parameter values.
    public init(name: String, values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }
}
