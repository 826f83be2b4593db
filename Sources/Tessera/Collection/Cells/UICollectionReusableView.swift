import Foundation

/// A view a collection view reuses: the base of cells, supplementary views (section headers
/// and footers) and decoration views.
///
/// The collection view makes registered classes with `init(frame:)`, hands waiting instances
/// out again after `prepareForReuse()`, and positions each with ``apply(_:)``. Before a
/// self-sizing layout places a view, it asks ``preferredLayoutAttributesFitting(_:)``.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused by; set when the collection view dequeues it.
    open var reuseIdentifier: String? { _reuseIdentifier }

    var _reuseIdentifier: String?

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
    /// default fits the view's constraints to the proposed size: the dimensions the layout
    /// leaves to the view at `.fittingSizeLevel`, the others `.required` (a compositional item
    /// of fractional width and estimated height keeps its width). Otherwise it returns the
    /// attributes unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard !_selfSizingAxes.isEmpty else { return layoutAttributes }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: _selfSizingAxes.contains(.width) ? .fittingSizeLevel : .required,
            verticalFittingPriority: _selfSizingAxes.contains(.height) ? .fittingSizeLevel : .required)
        return attributes
    }

    /// The dimensions the layout leaves to this view's content: set by the collection view.
    var _selfSizingAxes: _SelfSizingAxes = []
    /// The size the view last preferred, to notice when the layout forgets it.
    var _preferredSize: CGSize?
}
