import Foundation

/// What a search suggestion shows and carries: the text of a suggested search (or other
/// shortcut), offered in a list under the search field while its ``UISearchController`` is
/// active (``UISearchController/searchSuggestions``).
///
/// ``UISearchSuggestionItem`` is the ready-made kind; a type of your own can conform too.
/// `localizedDescription` and `iconImage` are optional, as in UIKit (`nil` by default).
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
    /// The suggestion's label, usually the search term it stands for.
    var localizedSuggestion: String? { get }
    /// A description of the suggestion, for accessibility.
    var localizedDescription: String? { get }
    /// An icon drawn before the label.
    var iconImage: UIImage? { get }
    /// The label with attributes; shown instead of ``localizedSuggestion`` when not `nil`.
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// An object the app attaches to the suggestion, to know it again when it is selected.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    public var localizedDescription: String? { nil }
    public var iconImage: UIImage? { nil }
}
