import Foundation

/// The direction a layout scrolls in, so that its geometry reads in the layout's own terms:
/// *along* is the scroll direction, *across* the other one.
///
/// A vertical layout stacks its lines, groups and sections down the y axis: along is y (and
/// height, top, bottom), across is x (and width, left, right). A horizontal layout is the same
/// turned a quarter: along is x, across is y.
///
///     let axis = _Axis(layout.scrollDirection)
///     let start = frame.start(along: axis)      // frame.minY when vertical, minX when horizontal
///     contentSize[along: axis] += delta         // height or width
///     CGRect(axis, along: offset, across: 0, lengthAlong: headerLength, lengthAcross: width)
///
/// The accessors (in `_Axis+Geometry.swift`) are small switches that the optimiser inlines:
/// no allocation, no indirection, the same arithmetic in the same order as writing x or y out.
enum _Axis: Sendable {
    /// Along is y, across is x.
    case vertical
    /// Along is x, across is y.
    case horizontal

    /// The axis of a collection view layout's scroll direction.
    init(_ direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }

    /// The other axis: what is across this one is along it.
    var perpendicular: _Axis {
        switch self {
        case .vertical: .horizontal
        case .horizontal: .vertical
        }
    }
}
