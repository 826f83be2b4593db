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

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a child of `size` aligned in `bounds`.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(
            x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
            y: bounds.minY + vertical.offset(in: bounds.size) - vertical.offset(in: size))
    }
}
