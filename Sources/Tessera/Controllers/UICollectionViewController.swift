import CTesseraRuntime
import Foundation

/// A view controller whose view is a collection view, wired as its data source and delegate.
///
/// Subclasses override the data source and delegate methods they need, as in UIKit
/// (`override func collectionView(_:cellForItemAt:)`), and may adopt
/// `UICollectionViewDelegateFlowLayout` to size items. Every method is implemented here with
/// UIKit's behaviour for a missing method; the defaults that change behaviour report
/// themselves (see ``_OptionalMethod``), so the collection view still knows which ones a
/// subclass really provides. Selection is cleared when the view appears again.
///
/// Items are reordered with a long press, as in UIKit: while
/// ``installsStandardGestureForInteractiveMovement`` is `true` (the default) the controller
/// puts a long-press gesture recognizer on its collection view that begins interactive
/// movement of the pressed item, moves it with the finger (or the mouse) and ends it on
/// release, so a subclass that overrides `collectionView(_:moveItemAt:to:)` supports
/// reordering with no other code.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout
    /// The long-press recognizer the controller installs for interactive movement.
    private var standardMovementGesture: UILongPressGestureRecognizer?

    /// Whether items selected when the view disappeared are deselected when it appears again.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller installs the standard gesture for reordering items: a long
    /// press on an item that calls the collection view's `beginInteractiveMovementForItem(at:)`,
    /// `updateInteractiveMovementTargetPosition(_:)` as the touch moves, and
    /// `endInteractiveMovement()` when it lifts (`cancelInteractiveMovement()` when it is
    /// cancelled). `true` by default; setting it to `false` removes the gesture, and your own
    /// recognizer can drive the same calls.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { installStandardMovementGesture() }
    }

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Also puts the collection view in editing mode, as UIKit does since iOS 14.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return view as? UICollectionView
        }
        set {
            view = newValue
            installStandardMovementGesture()
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        (view as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
        installStandardMovementGesture()
    }

    /// Puts the standard movement gesture on the collection view shown, or takes it off, as
    /// ``installsStandardGestureForInteractiveMovement`` says.
    private func installStandardMovementGesture() {
        let collectionView = viewIfLoaded as? UICollectionView
        if let gesture = standardMovementGesture, gesture.view !== collectionView || !installsStandardGestureForInteractiveMovement {
            gesture.view?.removeGestureRecognizer(gesture)
            standardMovementGesture = nil
        }
        guard installsStandardGestureForInteractiveMovement, let collectionView, standardMovementGesture == nil else { return }
        let gesture = UILongPressGestureRecognizer { recognizer in
            guard let collectionView = recognizer.view as? UICollectionView else { return }
            Self.moveInteractively(collectionView, with: recognizer)
        }
        standardMovementGesture = gesture
        collectionView.addGestureRecognizer(gesture)
    }

    /// What the standard gesture does at each of its states.
    private static func moveInteractively(_ collectionView: UICollectionView, with recognizer: UIGestureRecognizer) {
        let location = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location),
                collectionView.beginInteractiveMovementForItem(at: indexPath)
            else { return }
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = view as? UICollectionView else { return }
        for item in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: item, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// A plain controller has no items: subclasses override this.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses that have items override this.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Missing: the collection view stops with UIKit's message when the layout shows one.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        _OptionalMethod.viewForSupplementaryElementOfKind.defaultImplementationRan()
        return UICollectionReusableView(frame: .zero)
    }

    /// Missing: an item can move when the data source implements `collectionView(_:moveItemAt:to:)`.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Missing: interactive movement puts the item back.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _OptionalMethod.moveItemAtTo.defaultImplementationRan()
    }

    /// Whether this controller's class overrides `method`: the subclass's vtable entry differs
    /// from this class's own. Nil for methods this class does not look up.
    func _overrides(_ method: _OptionalMethod) -> Bool? {
        guard method == .moveItemAtTo else { return nil }
        let descriptor = tessera_UICollectionViewController_moveItemDescriptor()
        let classDescriptor = tessera_UICollectionViewController_classDescriptor()
        func implementation(_ type: AnyClass) -> UnsafeRawPointer? {
            tessera_lookUpClassMethod(unsafeBitCast(type, to: UnsafeRawPointer.self), descriptor, classDescriptor)
        }
        return implementation(type(of: self)) != implementation(UICollectionViewController.self)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// Missing: the single-item method for one item, else no menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    /// Missing: no context menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {}
}
