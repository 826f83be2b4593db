import Foundation

/// A view drawn behind a compositional section, such as its background: it covers the
/// section's area (its content insets included, its boundary headers and footers not), less
/// the decoration item's own `contentInsets`. Its view class is registered on the layout with
/// `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout's registration is looked up by.
    public let elementKind: String
    /// The stacking order: 0, the default, draws the decoration below every item of the section.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering its section.
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}
