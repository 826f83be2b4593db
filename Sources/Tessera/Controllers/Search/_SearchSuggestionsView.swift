import Foundation

/// The list of a search controller's suggestions: one row per suggestion, over the content
/// below the search bar while the controller is active (UIKit's list for a stacked search
/// bar). A click on a row, or Enter on the row the arrow keys highlighted, selects it.
@MainActor
final class _SearchSuggestionsView: UITableView, UITableViewDataSource, UITableViewDelegate {
    private unowned let controller: UISearchController

    /// The suggestions shown; a new list clears the highlight.
    var suggestions: [any UISearchSuggestion] = [] {
        didSet {
            highlightedSuggestion = nil
            reloadData()
        }
    }

    /// The row the arrow keys highlighted, if any.
    private(set) var highlightedSuggestion: Int?

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: .zero, style: .plain)
        register(_SearchSuggestionCell.self, forCellReuseIdentifier: _SearchSuggestionCell.reuseIdentifier)
        rowHeight = 44
        backgroundColor = .systemBackground
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("_SearchSuggestionsView is created in code only")
    }

    /// Moves the highlight `step` rows (from none: to the first row down, the last up),
    /// staying within the list, and scrolls it into view.
    func moveHighlight(by step: Int) {
        guard !suggestions.isEmpty else { return }
        let row = highlightedSuggestion.map { min(max($0 + step, 0), suggestions.count - 1) } ?? (step > 0 ? 0 : suggestions.count - 1)
        highlightedSuggestion = row
        let indexPath = IndexPath(row: row, section: 0)
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        scrollToRow(at: indexPath, at: .none, animated: false)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        suggestions.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: _SearchSuggestionCell.reuseIdentifier, for: indexPath)
        (cell as? _SearchSuggestionCell)?.suggestion = suggestions[indexPath.row]
        return cell
    }

    /// A row that left lets go of its suggestion at once: another row may show its views now.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? _SearchSuggestionCell)?.suggestion = nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        controller.selectSuggestion(at: indexPath.row)
    }
}

/// A suggestion that draws its row with views of its own (TesseraUI's suggestion views)
/// instead of its label and icon.
@_spi(TesseraUI) @preconcurrency @MainActor
public protocol _SearchSuggestionContent: AnyObject {
    /// Places the suggestion's views in `view`, which fills the row's content view.
    func _placeContent(in view: UIView)
}

/// A row of the suggestions list: the suggestion's icon and label, or its own views.
@MainActor
final class _SearchSuggestionCell: UITableViewCell {
    static let reuseIdentifier = "Tessera.SearchSuggestion"
    private let customView = UIView()

    var suggestion: (any UISearchSuggestion)? {
        didSet { showSuggestion() }
    }

    private func showSuggestion() {
        if suggestion is any _SearchSuggestionContent {
            contentConfiguration = nil
            if customView.superview !== contentView { contentView.addSubview(customView) }
        } else {
            customView.removeFromSuperview()
            var content = defaultContentConfiguration()
            if let attributed = suggestion?.localizedAttributedSuggestion {
                content.attributedText = attributed
            } else {
                content.text = suggestion?.localizedSuggestion
            }
            content.image = suggestion?.iconImage
            contentConfiguration = content
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let custom = suggestion as? any _SearchSuggestionContent else { return }
        customView.frame = contentView.bounds
        custom._placeContent(in: customView)
    }
}
