// Every open class of Tessera subclassed from another module in Swift 5 mode. The test is that
// this target links: a subclass's vtable names each inherited method, and a method whose
// signature carries a @MainActor or @Sendable function type must be mangled the same way at
// its definition and in the subclass (see docs/Porting.md, "Swift 5 mode").
import Foundation
import Tessera

class BookCALayer: CALayer {}
class BookNSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutBoundarySupplementaryItem {}
class BookNSCollectionLayoutGroup: NSCollectionLayoutGroup {}
class BookNSCollectionLayoutItem: NSCollectionLayoutItem {}
class BookNSCollectionLayoutSection: NSCollectionLayoutSection {}
class BookNSLayoutConstraint: NSLayoutConstraint {}
class BookNSLayoutDimension: NSLayoutDimension {}
class BookNSLayoutXAxisAnchor: NSLayoutXAxisAnchor {}
class BookNSLayoutYAxisAnchor: NSLayoutYAxisAnchor {}
class BookUIAction: UIAction {}
class BookUIAlertAction: UIAlertAction {}
class BookUIAlertController: UIAlertController {}
class BookUIApplication: UIApplication {}
class BookUIBarButtonItem: UIBarButtonItem {}
class BookUIButton: UIButton {}
class BookUICollectionReusableView: UICollectionReusableView {}
class BookUICollectionView: UICollectionView {}
class BookUICollectionViewCell: UICollectionViewCell {}
class BookUICollectionViewCompositionalLayout: UICollectionViewCompositionalLayout {}
class BookUICollectionViewCompositionalLayoutConfiguration: UICollectionViewCompositionalLayoutConfiguration {}
class BookUICollectionViewController: UICollectionViewController {}
class BookUICollectionViewDiffableDataSource: UICollectionViewDiffableDataSource<Int, String> {}
class BookUICollectionViewFlowLayout: UICollectionViewFlowLayout {}
class BookUICollectionViewFlowLayoutInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {}
class BookUICollectionViewLayout: UICollectionViewLayout {}
class BookUICollectionViewLayoutAttributes: UICollectionViewLayoutAttributes {}
class BookUICollectionViewLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {}
class BookUICollectionViewListCell: UICollectionViewListCell {}
class BookUICollectionViewUpdateItem: UICollectionViewUpdateItem {}
class BookUIColor: UIColor, @unchecked Sendable {}
class BookUIContextualAction: UIContextualAction {}
class BookUIControl: UIControl {}
class BookUIEvent: UIEvent {}
class BookUIGestureRecognizer: UIGestureRecognizer {}
class BookUIImage: UIImage, @unchecked Sendable {}
class BookUIImageView: UIImageView {}
class BookUIKey: UIKey {}
class BookUIKeyCommand: UIKeyCommand {}
class BookUILabel: UILabel {}
class BookUILayoutGuide: UILayoutGuide {}
class BookUIListContentView: UIListContentView {}
class BookUILongPressGestureRecognizer: UILongPressGestureRecognizer {}
class BookUIMenu: UIMenu {}
class BookUIMenuElement: UIMenuElement {}
class BookUINavigationBar: UINavigationBar {}
class BookUINavigationController: UINavigationController {}
class BookUINavigationItem: UINavigationItem {}
class BookUINib: UINib {}
class BookUIPanGestureRecognizer: UIPanGestureRecognizer {}
class BookUIPress: UIPress {}
class BookUIRefreshControl: UIRefreshControl {}
class BookUIPressesEvent: UIPressesEvent {}
class BookUIResponder: UIResponder {}
class BookUIScene: UIScene {}
class BookUISceneConfiguration: UISceneConfiguration {}
class BookUISceneSession: UISceneSession {}
class BookUIScreen: UIScreen {}
class BookUIScrollView: UIScrollView {}
class BookUISearchBar: UISearchBar {}
class BookUISearchController: UISearchController {}
class BookUISearchTextField: UISearchTextField {}
class BookUISegmentedControl: UISegmentedControl {}
class BookUIStackView: UIStackView {}
class BookUIStepper: UIStepper {}
class BookUIStoryboard: UIStoryboard {}
class BookUISwipeActionsConfiguration: UISwipeActionsConfiguration {}
class BookUISwipeGestureRecognizer: UISwipeGestureRecognizer {}
class BookUIStoryboardSegue: UIStoryboardSegue {
    override func perform() {}
}
class BookUISwitch: UISwitch {}
class BookUITableView: UITableView {}
class BookUITableViewCell: UITableViewCell {}
class BookUITableViewController: UITableViewController {}
class BookUITableViewHeaderFooterView: UITableViewHeaderFooterView {}
class BookUITapGestureRecognizer: UITapGestureRecognizer {}
class BookUITextField: UITextField {}
class BookUIToolbar: UIToolbar {}
class BookUITouch: UITouch {}
class BookUITouchesEvent: UITouchesEvent {}
class BookUITraitCollection: UITraitCollection, @unchecked Sendable {}
class BookUIView: UIView {}
class BookUIViewController: UIViewController {}
class BookUIWindow: UIWindow {}
class BookUIWindowScene: UIWindowScene {}

/// Overrides of the members whose types carry main-actor closures.
final class BookConfiguredButton: UIButton {
    override var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        get { super.configurationUpdateHandler }
        set { super.configurationUpdateHandler = newValue }
    }
}

final class BookAlertController: UIAlertController {
    private(set) var textFieldsAdded = 0
    override func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        textFieldsAdded += 1
        super.addTextField(configurationHandler: configurationHandler)
    }
}

final class BookConfiguredCell: UITableViewCell {
    override var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        get { super.configurationUpdateHandler }
        set { super.configurationUpdateHandler = newValue }
    }
}

/// A diffable data source as the books subclass it: rows that can be deleted, and an apply
/// that counts itself (its completion type carries @MainActor and @Sendable).
final class BookEditableDataSource: UITableViewDiffableDataSource<Int, String> {
    private(set) var applies = 0
    override func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, String>, animatingDifferences: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainActor.assumeIsolated { applies += 1 }
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}
