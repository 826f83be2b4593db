import Foundation

/// A search suggestion made of a label, an optional description and an optional icon: the
/// basic implementation of ``UISearchSuggestion``.
///
///     search.searchSuggestions = ["red", "green", "blue"].map {
///         UISearchSuggestionItem(localizedSuggestion: $0)
///     }
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's label.
    open private(set) var localizedSuggestion: String?
    /// The suggestion's label with attributes, when made from one.
    open private(set) var localizedAttributedSuggestion: NSAttributedString?
    /// A description of the suggestion, for accessibility.
    open private(set) var localizedDescription: String?
    /// The icon drawn before the label.
    open private(set) var iconImage: UIImage?
    /// An object the app attaches to the suggestion.
    open var representedObject: Any?

    /// Creates a suggestion with a label.
    public convenience init(localizedSuggestion suggestionString: String) {
        self.init(localizedSuggestion: suggestionString, localizedDescription: nil, iconImage: nil)
    }

    /// Creates a suggestion with a label and a description.
    public convenience init(localizedSuggestion suggestionString: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestionString, localizedDescription: description, iconImage: nil)
    }

    /// Creates a suggestion with a label, a description and an icon.
    public init(localizedSuggestion suggestionString: String, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestionString
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// Creates a suggestion with an attributed label.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// Creates a suggestion with an attributed label and a description.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// Creates a suggestion with an attributed label, a description and an icon.
    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?, iconImage: UIImage?) {
        localizedAttributedSuggestion = suggestion
        localizedSuggestion = suggestion.string
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}
