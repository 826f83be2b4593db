/// An alignment position along the horizontal axis.
///
/// Tessera's guides are the built-in ones, each a fraction of the width (0 leading, ½ centre,
/// 1 trailing); custom alignment guides come later.
public struct HorizontalAlignment: Equatable, Sendable {
    let fraction: CGFloat

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// The leading edge in a list row, where the text starts: leading in Tessera.
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    /// The trailing edge in a list row: trailing in Tessera.
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)
}
