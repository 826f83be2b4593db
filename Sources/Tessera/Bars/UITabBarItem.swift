import Foundation

/// One tab of a ``UITabBar``: a title, images and a badge.
///
/// A view controller's ``UIViewController/tabBarItem`` describes it in a tab bar controller.
/// The terminal bar draws the title (the images are kept, not drawn) and the badge after it.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// UIKit's system tab items; each has its own title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The title under (here: instead of) the image.
    open var title: String? { didSet { changed() } }
    /// The image; kept, not drawn.
    open var image: UIImage? { didSet { changed() } }
    /// The image while the tab is selected; kept, not drawn.
    open var selectedImage: UIImage? { didSet { changed() } }
    /// Text in a badge after the title (a count, say); `nil` shows no badge.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (system red by default).
    open var badgeColor: UIColor? { didSet { changed() } }
    /// Whether the tab can be selected.
    open var isEnabled = true { didSet { changed() } }
    /// An integer that identifies the item.
    open var tag = 0

    /// The bar showing the item, told when it changes.
    weak var bar: UITabBar?

    public override init() {
        super.init()
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.tag = tag
        super.init()
    }

    private func changed() {
        bar?.setNeedsLayout()
        bar?.setNeedsDisplay()
    }
}
