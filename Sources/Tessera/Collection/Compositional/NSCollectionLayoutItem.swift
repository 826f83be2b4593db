import Foundation

/// The smallest element of a compositional layout: one cell, sized against its group.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's frame on each side.
    open var contentInsets = NSDirectionalEdgeInsets()
    /// Space around the item in its group, along the group's direction (leading and trailing
    /// in a horizontal group, top and bottom in a vertical one) and across it. Flexible
    /// spacing takes a share of the group's leftover space; nil means none.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// How many cells the item stands for: one; groups count their subitems.
    var _leafCount: Int { 1 }

    /// The cells of one repetition of this element, in the element's own coordinates (its
    /// origin at zero), and the element's size. An `.estimated` dimension takes the size the
    /// cell measured, when it has.
    func _layout(_ pass: _CompositionalPass) -> _CompositionalPiece {
        var size = pass.resolvedSize(of: layoutSize)
        var axes: _SelfSizingAxes = []
        if layoutSize.widthDimension.isEstimated { axes.insert(.width) }
        if layoutSize.heightDimension.isEstimated { axes.insert(.height) }
        if !axes.isEmpty, let measured = pass.measured(pass.firstItem) {
            if axes.contains(.width) { size.width = measured.width + contentInsets.leading + contentInsets.trailing }
            if axes.contains(.height) { size.height = measured.height + contentInsets.top + contentInsets.bottom }
        }
        guard pass.limit > 0 else { return _CompositionalPiece(frames: [], axes: [], size: size) }
        let frame = CGRect(
            x: contentInsets.leading, y: contentInsets.top,
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        return _CompositionalPiece(frames: [frame], axes: [axes], size: size)
    }
}

/// What laying out one compositional element needs besides its own description.
@MainActor
struct _CompositionalPass {
    /// The size fractional dimensions are fractions of.
    var container: CGSize
    /// The most cells the element may take.
    var limit: Int
    /// The index in its section of the element's first cell.
    var firstItem: Int
    /// A width or height imposed by the parent (the subitem of a repeating group).
    var fixedWidth: CGFloat?
    var fixedHeight: CGFloat?
    /// The size a self-sizing cell measured, by item index in the section.
    var measured: (Int) -> CGSize?

    /// Imposes `length` along `axis`: the width of a subitem of a repeating horizontal group,
    /// the height of one of a vertical group.
    mutating func fix(_ length: CGFloat, along axis: _Axis) {
        switch axis {
        case .vertical: fixedHeight = length
        case .horizontal: fixedWidth = length
        }
    }

    /// `size` in this pass's container, with the imposed width or height.
    func resolvedSize(of size: NSCollectionLayoutSize) -> CGSize {
        CGSize(
            width: fixedWidth ?? size.widthDimension.resolved(in: container),
            height: fixedHeight ?? size.heightDimension.resolved(in: container))
    }

    /// The pass for a child element in a container of `container`, from cell `offset` on.
    func child(container: CGSize, offset: Int) -> _CompositionalPass {
        _CompositionalPass(container: container, limit: limit - offset, firstItem: firstItem + offset, measured: measured)
    }
}

/// One repetition of a compositional element: its cells' frames in its own coordinates, the
/// dimensions each cell sizes itself in, and the element's size.
struct _CompositionalPiece {
    var frames: [CGRect]
    var axes: [_SelfSizingAxes]
    var size: CGSize
}
