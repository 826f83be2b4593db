import Foundation
import Tessera

/// A searchable outline of the world: a search field above a list whose continents expand to
/// their countries.
///
/// The list is a `UICollectionView` with a list layout, fed by a
/// `UICollectionViewDiffableDataSource`: the outline is one section snapshot; typing in the
/// search field applies a flat snapshot of the matching countries, one apply per keystroke, and
/// clearing it brings the outline back with the continents as they were.
public final class AtlasViewController: UIViewController {
    enum Section: Hashable, Sendable {
        case outline, results
    }

    let searchField = UITextField()
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Atlas.Place>!
    /// The outline as the person left it, restored when the search is cleared.
    private var outline = NSDiffableDataSourceSectionSnapshot<Atlas.Place>()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Atlas"
        view.backgroundColor = .systemBackground

        searchField.placeholder = "Search countries"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.addAction(UIAction { [unowned self] _ in searchChanged() }, for: .editingChanged)
        searchField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchField)

        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = false
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            searchField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 11),
            searchField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -11),
            searchField.heightAnchor.constraint(equalToConstant: 44),
            collectionView.topAnchor.constraint(equalTo: searchField.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        configureDataSource()
        outline = Self.makeOutline()
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
    }

    private func configureDataSource() {
        let continentCell = UICollectionView.CellRegistration<UICollectionViewListCell, Atlas.Place> { cell, _, place in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = place.name
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
        }
        let countryCell = UICollectionView.CellRegistration<UICollectionViewListCell, Atlas.Place> { cell, _, place in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = place.name
            cell.contentConfiguration = content
            cell.accessories = []
            // One level in lines a country's name up past its continent's disclosure.
            cell.indentationWidth = 33
        }
        let resultCell = UICollectionView.CellRegistration<UICollectionViewListCell, Atlas.Place> { cell, _, place in
            var content = UIListContentConfiguration.sidebarSubtitleCell()
            content.text = place.name
            content.secondaryText = place.continent
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, place in
            if dataSource.sectionIdentifier(for: indexPath.section) == .results {
                return collectionView.dequeueConfiguredReusableCell(using: resultCell, for: indexPath, item: place)
            }
            return collectionView.dequeueConfiguredReusableCell(
                using: place.isContinent ? continentCell : countryCell, for: indexPath, item: place)
        }
        // Remember what the person expands, so a search and back keeps the outline as it was.
        dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] place in outline.expand([place]) }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] place in outline.collapse([place]) }
    }

    /// Every continent, collapsed, with its countries as children.
    static func makeOutline() -> NSDiffableDataSourceSectionSnapshot<Atlas.Place> {
        var outline = NSDiffableDataSourceSectionSnapshot<Atlas.Place>()
        for continent in Atlas.continents {
            let parent = Atlas.Place(name: continent.name, continent: nil)
            outline.append([parent])
            outline.append(continent.countries.map { Atlas.Place(name: $0, continent: continent.name) }, to: parent)
        }
        return outline
    }

    /// Shows the countries matching the search field, or the outline when it is empty.
    func searchChanged() {
        let query = searchField.text ?? ""
        var snapshot = NSDiffableDataSourceSnapshot<Section, Atlas.Place>()
        if query.isEmpty {
            dataSource.apply(snapshot, animatingDifferences: false)
            dataSource.apply(outline, to: .outline)
            return
        }
        snapshot.appendSections([.results])
        snapshot.appendItems(Atlas.countries(matching: query))
        dataSource.apply(snapshot)
    }
}
