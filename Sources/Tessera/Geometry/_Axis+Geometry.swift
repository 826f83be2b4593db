import Foundation

// Points, sizes, rectangles and insets read and written along and across an `_Axis`. Each
// accessor forwards to the one name it stands for (`minY`, `height`, `offsetBy(dx:dy:)`, `top`…),
// so results are bit for bit those of the written-out code, standardising included. A
// rectangle's edges are `start` and `end` rather than `min` and `max`: a member named `min`
// would hide the global `min(_:_:)` from every other `CGRect` extension of the module.

extension CGPoint {
    /// The point at `along` in the axis's direction and `across` in the other.
    init(_ axis: _Axis, along: CGFloat, across: CGFloat) {
        switch axis {
        case .vertical: self.init(x: across, y: along)
        case .horizontal: self.init(x: along, y: across)
        }
    }

    /// The coordinate along `axis`: y for vertical, x for horizontal.
    subscript(along axis: _Axis) -> CGFloat {
        get {
            switch axis {
            case .vertical: y
            case .horizontal: x
            }
        }
        set {
            switch axis {
            case .vertical: y = newValue
            case .horizontal: x = newValue
            }
        }
    }

    /// The coordinate across `axis`: x for vertical, y for horizontal.
    subscript(across axis: _Axis) -> CGFloat {
        get { self[along: axis.perpendicular] }
        set { self[along: axis.perpendicular] = newValue }
    }
}

extension CGSize {
    /// The size `along` long in the axis's direction and `across` wide in the other.
    init(_ axis: _Axis, along: CGFloat, across: CGFloat) {
        switch axis {
        case .vertical: self.init(width: across, height: along)
        case .horizontal: self.init(width: along, height: across)
        }
    }

    /// The dimension along `axis`: height for vertical, width for horizontal.
    subscript(along axis: _Axis) -> CGFloat {
        get {
            switch axis {
            case .vertical: height
            case .horizontal: width
            }
        }
        set {
            switch axis {
            case .vertical: height = newValue
            case .horizontal: width = newValue
            }
        }
    }

    /// The dimension across `axis`: width for vertical, height for horizontal.
    subscript(across axis: _Axis) -> CGFloat {
        get { self[along: axis.perpendicular] }
        set { self[along: axis.perpendicular] = newValue }
    }
}

extension CGRect {
    /// The rectangle from `along` and `across`, `lengthAlong` long in the axis's direction and
    /// `lengthAcross` in the other: `CGRect(x:y:width:height:)` in the axis's terms.
    init(_ axis: _Axis, along: CGFloat, across: CGFloat, lengthAlong: CGFloat, lengthAcross: CGFloat) {
        switch axis {
        case .vertical: self.init(x: across, y: along, width: lengthAcross, height: lengthAlong)
        case .horizontal: self.init(x: along, y: across, width: lengthAlong, height: lengthAcross)
        }
    }

    /// Where the rectangle starts along `axis`: `minY` for vertical, `minX` for horizontal.
    func start(along axis: _Axis) -> CGFloat {
        switch axis {
        case .vertical: minY
        case .horizontal: minX
        }
    }

    /// Where the rectangle ends along `axis`: `maxY` for vertical, `maxX` for horizontal.
    func end(along axis: _Axis) -> CGFloat {
        switch axis {
        case .vertical: maxY
        case .horizontal: maxX
        }
    }

    /// Where the rectangle starts across `axis`: `minX` for vertical, `minY` for horizontal.
    func start(across axis: _Axis) -> CGFloat { start(along: axis.perpendicular) }

    /// Where the rectangle ends across `axis`: `maxX` for vertical, `maxY` for horizontal.
    func end(across axis: _Axis) -> CGFloat { end(along: axis.perpendicular) }

    /// The rectangle's extent along `axis`: `height` for vertical, `width` for horizontal
    /// (standardised, as those are).
    func length(along axis: _Axis) -> CGFloat {
        switch axis {
        case .vertical: height
        case .horizontal: width
        }
    }

    /// The rectangle's extent across `axis`: `width` for vertical, `height` for horizontal.
    func length(across axis: _Axis) -> CGFloat { length(along: axis.perpendicular) }

    /// The rectangle moved by `along` in the axis's direction and `across` in the other:
    /// `offsetBy(dx:dy:)` in the axis's terms.
    func offsetBy(_ axis: _Axis, along: CGFloat, across: CGFloat = 0) -> CGRect {
        switch axis {
        case .vertical: offsetBy(dx: across, dy: along)
        case .horizontal: offsetBy(dx: along, dy: across)
        }
    }
}

extension UIEdgeInsets {
    /// The insets at the start and end along `axis`: top and bottom for vertical, left and
    /// right for horizontal.
    func along(_ axis: _Axis) -> (start: CGFloat, end: CGFloat) {
        switch axis {
        case .vertical: (top, bottom)
        case .horizontal: (left, right)
        }
    }

    /// The insets at the start and end across `axis`: left and right for vertical, top and
    /// bottom for horizontal.
    func across(_ axis: _Axis) -> (start: CGFloat, end: CGFloat) { along(axis.perpendicular) }
}

extension NSDirectionalEdgeInsets {
    /// The insets at the start and end along `axis`: top and bottom for vertical, leading and
    /// trailing for horizontal.
    func along(_ axis: _Axis) -> (start: CGFloat, end: CGFloat) {
        switch axis {
        case .vertical: (top, bottom)
        case .horizontal: (leading, trailing)
        }
    }

    /// The insets at the start and end across `axis`: leading and trailing for vertical, top
    /// and bottom for horizontal.
    func across(_ axis: _Axis) -> (start: CGFloat, end: CGFloat) { along(axis.perpendicular) }
}
