import Foundation

/// A compositional section that looks like a table: full-width rows, optional headers and
/// footers, in one of the table's appearances.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The look of the list, as the table styles.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public var appearance: Appearance
    /// Whether rows have separators below them; not in sidebars, as in UIKit.
    public var showsSeparators: Bool
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil chooses the appearance's default (none here).
    public var headerTopPadding: CGFloat?

    /// Returns the swipe actions for the item at an index path, or nil for none.
    @preconcurrency public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The actions revealed at an item's leading edge, by a drag towards the trailing edge or,
    /// in the terminal, by → on the focused item.
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    /// The actions revealed at an item's trailing edge, by a drag towards the leading edge or,
    /// in the terminal, by ← on the focused item.
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }
}

extension NSCollectionLayoutSection {
    /// The standard row height of a list, in points: two terminal rows.
    static let listRowHeight: CGFloat = 44
    /// The inset of `.insetGrouped` lists from the edges, as the table's.
    static let insetGroupedMargin: CGFloat = 20
    /// The space above and below a grouped section.
    static let groupedSectionSpacing: CGFloat = 22

    /// A section laid out as a list: one full-width row per item, with headers and footers as
    /// boundary supplementary items (pinned in `.plain` lists, as in UIKit).
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section._listConfiguration = configuration
        switch configuration.appearance {
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: groupedSectionSpacing, leading: insetGroupedMargin, bottom: 0, trailing: insetGroupedMargin)
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: groupedSectionSpacing, leading: 0, bottom: 0, trailing: 0)
        case .plain, .sidebar, .sidebarPlain:
            break
        }
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
