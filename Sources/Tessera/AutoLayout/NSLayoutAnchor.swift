import Foundation

/// A factory for constraints on one attribute of a view or layout guide.
///
/// Use the typed subclasses the views vend: ``NSLayoutXAxisAnchor`` (leading, trailing, left,
/// right, centerX), ``NSLayoutYAxisAnchor`` (top, bottom, centerY, baselines) and
/// ``NSLayoutDimension`` (width, height). The generic parameter keeps the type system from
/// relating an x-axis anchor to a y-axis one, as in UIKit.
///
/// The constraints returned are inactive; activate them with `isActive = true` or
/// `NSLayoutConstraint.activate(_:)`.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide.
    weak var item: AnyObject?
    /// The attribute of the item.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// The item this anchor belongs to, for debugging.
    open override nonisolated var description: String {
        MainActor.assumeIsolated { anchorDescription }
    }

    private var anchorDescription: String {
        "<\(type(of: self)):\(NSLayoutConstraint.address(of: self)) \"\(NSLayoutConstraint.itemName(item)).\(attribute.name)\">"
    }
}
