import Foundation

/// What a navigation bar shows for a view controller: title, bar button items, back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    private var storedTitle: String?

    /// The title; the owning controller's `title` when not set.
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            storedTitle = newValue
            changed()
        }
    }

    /// The controller whose `navigationItem` this is.
    weak var owner: UIViewController?

    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }

    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The item shown on the next controller's back button, instead of this title.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { changed() }
    }

    /// The title of the back button leading here, instead of this title.
    open var backButtonTitle: String? {
        didSet { changed() }
    }

    /// Whether the back button is hidden.
    open var hidesBackButton = false {
        didSet { changed() }
    }

    /// Whether left items show next to the back button.
    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }

    /// A line of text above the title (shown before the title in a terminal).
    open var prompt: String? {
        didSet { changed() }
    }

    /// A view shown instead of the title.
    open var titleView: UIView?

    /// The search controller whose search bar shows under the navigation bar (see
    /// `UINavigationController+Search.swift`).
    open var searchController: UISearchController? {
        didSet { bar?.superview?.setNeedsLayout() }
    }

    /// Whether the search bar scrolls away with the content (and comes back at its top);
    /// `true` by default. `false` keeps it on screen.
    open var hidesSearchBarWhenScrolling = true {
        didSet { bar?.superview?.setNeedsLayout() }
    }

    /// The bar showing the item.
    weak var bar: UIView?

    public init(title: String) {
        storedTitle = title.isEmpty ? nil : title
        super.init()
    }

    public override convenience init() {
        self.init(title: "")
    }

    func titleDidChange() {
        changed()
    }

    private func changed() {
        bar?.setNeedsLayout()
        bar?.setNeedsDisplay()
    }
}
