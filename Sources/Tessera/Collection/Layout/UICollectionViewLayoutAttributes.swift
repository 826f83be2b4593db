import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary view or a
/// decoration view) and how it looks: frame, transform, alpha, z-order and visibility.
///
/// `frame`, `center`, `size` and `bounds` stay in sync, as in UIKit. Subclass it to carry
/// custom attributes (name the subclass in the layout's `layoutAttributesClass`), overriding
/// `copy(with:)` and `isEqual(_:)`. (Not an `NSObject` here: its `isEqual` and `hash` are
/// not main-actor isolated, and these attributes are, as in UIKit.)
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero

    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The element's bounds: origin zero, `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine transform applied to the element.
    open var transform: CGAffineTransform = .identity

    /// The element's opacity.
    open var alpha: CGFloat = 1

    /// The element's position on the z axis: higher draws in front.
    open var zIndex = 0

    /// Whether the element is hidden (it is still made and placed).
    open var isHidden = false

    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)

    /// Whether the element is a cell, a supplementary view or a decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell

    /// The kind of a supplementary or decoration view; nil for cells.
    open internal(set) var representedElementKind: String?

    public required init() {}

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class, made by `copy(with:)`.
    public func copy() -> Any { copy(with: nil) }

    /// A copy of the same class; subclasses copy their own properties after calling `super`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same class with equal values; subclasses compare
    /// their own properties too.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return frame == other.frame && transform == other.transform && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// Sets the category and kind of attributes made with `init()`.
    func _setElement(_ category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// The element this describes: category, kind and index path.
    var _elementKey: _CollectionElementKey {
        _CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}
