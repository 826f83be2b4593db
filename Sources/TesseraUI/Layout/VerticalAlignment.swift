/// An alignment position along the vertical axis.
///
/// Text baselines sit at the bottom of a text's first or last line (one line is one row).
public struct VerticalAlignment: Equatable, Sendable {
    let key: _AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = _AlignmentKey(id, axis: .vertical)
    }

    public static let top = VerticalAlignment(_TopAlignment.self)
    public static let center = VerticalAlignment(_VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(_BottomAlignment.self)
    public static let firstTextBaseline = VerticalAlignment(_FirstTextBaselineAlignment.self)
    public static let lastTextBaseline = VerticalAlignment(_LastTextBaselineAlignment.self)
}
