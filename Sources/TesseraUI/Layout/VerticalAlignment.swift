/// An alignment position along the vertical axis.
///
/// Text baselines sit at the bottom of a text's first or last line (one line is one row).
public struct VerticalAlignment: Equatable, Sendable {
    enum Guide: Equatable {
        case fraction(CGFloat)
        case firstTextBaseline
        case lastTextBaseline
    }

    let guide: Guide

    public static let top = VerticalAlignment(guide: .fraction(0))
    public static let center = VerticalAlignment(guide: .fraction(0.5))
    public static let bottom = VerticalAlignment(guide: .fraction(1))
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)

    /// The guide's position in a view of `size` (baselines by the grid's line height).
    func offset(in size: CGSize) -> CGFloat {
        switch guide {
        case .fraction(let fraction): size.height * fraction
        case .firstTextBaseline: min(size.height, CellGrid.current.cellHeight)
        case .lastTextBaseline: size.height
        }
    }
}
