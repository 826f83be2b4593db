import Foundation
@_spi(TesseraUI) import Tessera

/// A suggestion view of `searchSuggestions`, as the search controller lists it: its label is
/// its completion (or its first text), and its row shows the view itself.
final class _ViewSearchSuggestion: NSObject, UISearchSuggestion, _SearchSuggestionContent {
    private(set) weak var node: _ViewNode?
    /// The search text the view stands for (`searchCompletion(_:)`), if any.
    var completion: String?
    var representedObject: Any?
    /// The row's view the suggestion's views were last placed in.
    private weak var rowView: UIView?

    init(node: _ViewNode) {
        self.node = node
        super.init()
    }

    var localizedSuggestion: String? { completion ?? node?.firstText() }
    var localizedAttributedSuggestion: NSAttributedString? { nil }

    private static let inset: CGFloat = 16

    /// Places the view at the row's leading inset, centred and moved up to the grid row it
    /// starts in, as a list row's.
    func _placeContent(in view: UIView) {
        rowView = view
        let placement = _Placement()
        if let elements = node?.layoutElements(), !elements.isEmpty {
            let root = elements.combined(by: HStackLayout())
            let proposal = ProposedViewSize(width: max(0, view.bounds.width - 2 * Self.inset), height: nil)
            let size = root.sizeThatFits(proposal)
            let cellHeight = CellGrid.current.cellHeight
            let centred = (view.bounds.height - size.height) / 2
            let top = max(0, (centred / cellHeight + 1e-9).rounded(.down) * cellHeight)
            root.place(in: CGRect(origin: CGPoint(x: Self.inset, y: top), size: size), proposal: proposal, placement)
        }
        placement.arrange(in: view)
    }

    /// Places the views again in the row that shows them, after one of them changed.
    func placeAgain() {
        if let rowView, rowView.window != nil { _placeContent(in: rowView) }
    }
}
