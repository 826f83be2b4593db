import Foundation

/// The text field inside a search bar, reached through ``UISearchBar/searchTextField``.
///
/// It edits as any ``UITextField`` does; it draws on a filled background, as UIKit's rounded
/// search field, and shows `Search` when it has neither text nor placeholder. Its delegate is
/// the search bar's own: set ``UISearchBar/delegate`` instead, as UIKit asks.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// While the field edits, ↑/↓ and Enter work its search controller's suggestions list
    /// when one shows; other keys edit as in any text field.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isEditing, let key = presses.first?.key, let search = (superview as? UISearchBar)?.searchController,
            search.handleSuggestionKey(key)
        {
            return
        }
        super.pressesBegan(presses, with: event)
    }

    open override func draw(_ rect: CGRect) {
        if let context = UIGraphicsGetCurrentContext() {
            context.fill(bounds, color: UIColor.tertiarySystemFill.components())
        }
        super.draw(rect)
    }
}
