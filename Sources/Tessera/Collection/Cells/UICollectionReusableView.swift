import Foundation

/// A view a collection view reuses: the base of cells, supplementary views (section headers
/// and footers) and decoration views.
///
/// The collection view makes registered classes with `init(frame:)`, hands waiting instances
/// out again after `prepareForReuse()`, and positions each with ``apply(_:)``. Before a
/// self-sizing layout places a view, it asks ``preferredLayoutAttributesFitting(_:)``.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused by; set when the collection view dequeues it.
    open var reuseIdentifier: String? { _reuseIdentifier }

    package var _reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection view hands the view out again. Subclasses must call `super`.
    open func prepareForReuse() {}

    /// Takes on the frame, alpha, visibility and transform of `layoutAttributes`.
    ///
    /// The collection view sets those itself; override this to read custom attributes of a
    /// `UICollectionViewLayoutAttributes` subclass.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's proposal.
    ///
    /// The collection view asks every view as it arrives. When the layout sizes views to their
    /// content (a flow layout with `estimatedItemSize`, estimated compositional dimensions) the
    /// default fits the view's constraints to the proposed size, both dimensions at
    /// `.fittingSizeLevel`; otherwise it returns the attributes unchanged. Override it to fix
    /// one dimension.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard _sizesItself else { return layoutAttributes }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = systemLayoutSizeFitting(layoutAttributes.size)
        return attributes
    }

    /// Whether the layout sizes this view to its content: set by the collection view.
    package var _sizesItself = false
    /// The size the view last preferred, to notice when the layout forgets it.
    package var _preferredSize: CGSize?
}
