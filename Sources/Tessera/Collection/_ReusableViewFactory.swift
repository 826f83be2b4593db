import Foundation

/// Makes the views of registered classes, as UIKit does with `[[cls alloc] initWithFrame:]`.
///
/// Until `DynamicInitializer.makeView(_:frame:)` lands, only Tessera's own classes can be made
/// here; a registered subclass stops with a message saying so.
@MainActor
enum _ReusableViewFactory {
    static func make(_ type: UICollectionReusableView.Type) -> UICollectionReusableView {
        if type == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
        if type == UICollectionReusableView.self { return UICollectionReusableView(frame: .zero) }
        if type == UICollectionViewListCell.self { return UICollectionViewListCell(frame: .zero) }
        fatalError("Registered subclasses need DynamicInitializer.makeView (not yet on main): \(type)")
    }
}
