extension NSLayoutConstraint {
    /// The part of an item's layout rectangle a constraint relates.
    ///
    /// Tessera lays out left to right, so `leading` is `left` and `trailing` is `right`.
    /// A view's baselines are those of its `viewForFirstBaselineLayout` and
    /// `viewForLastBaselineLayout`: the first `_firstBaselineOffsetFromTop` below the top (a
    /// label's is the bottom of its first row), the last `_baselineOffsetFromBottom` above the
    /// bottom (a label's is its bottom). Both are the bottom for views without text, as in UIKit.
    public enum Attribute: Int, Sendable, Hashable {
        case left = 1
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case lastBaseline
        case firstBaseline = 12
        case leftMargin
        case rightMargin
        case topMargin
        case bottomMargin
        case leadingMargin
        case trailingMargin
        case centerXWithinMargins
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// UIKit's alias of ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        /// The name UIKit prints in constraint descriptions.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The axis of a position attribute; `nil` for sizes and `.notAnAttribute`.
        var positionAxis: NSLayoutConstraint.Axis? {
            switch withoutMargin.attribute {
            case .left, .right, .leading, .trailing, .centerX: .horizontal
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
            default: nil
            }
        }

        /// The attribute without its margin, and whether it had one.
        var withoutMargin: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            default: (self, false)
            }
        }
    }
}
