import Foundation

/// A view a collection view reuses: cells, section headers and footers, decoration views.
///
/// The collection view creates registered classes with `init(frame:)` (see
/// `DynamicInitializer.makeView`), sets the reuse identifier when it dequeues one, and calls
/// `prepareForReuse()` before handing a view out again.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses this view by; set when it is dequeued.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// Set by the collection view when it registers or dequeues the view.
    package var _reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection view hands the view out again. The default does nothing;
    /// subclasses reset state unrelated to content and must call `super`.
    open func prepareForReuse() {}
}
