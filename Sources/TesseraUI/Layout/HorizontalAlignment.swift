/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: _AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = _AlignmentKey(id, axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(_LeadingAlignment.self)
    public static let center = HorizontalAlignment(_HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(_TrailingAlignment.self)
    /// The leading edge in a list row, where the text starts: leading in Tessera.
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// The trailing edge in a list row: trailing in Tessera.
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}
