import Foundation

/// A placeholder in a menu whose elements are provided when the menu is shown, for content
/// that is slow to make.
///
/// The menu shows "Loading…" until the provider calls its completion (at once, if the
/// provider calls it synchronously). The elements are kept for the next showing unless the
/// element was made with ``uncached(_:)``.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider's completion: pass the elements to show.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void

    private let provider: @MainActor (@escaping Completion) -> Void
    private let isCached: Bool
    /// The elements provided, once they arrived (kept for cached elements).
    private var provided: [UIMenuElement]?
    /// Whether the provider was asked and has not answered.
    private var isLoading = false

    /// Creates an element whose provider runs the first time the menu shows it.
    @preconcurrency public init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        provider = elementProvider
        isCached = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        provider = elementProvider
        isCached = false
        super.init(title: "", image: nil)
    }

    /// An element whose provider runs each time the menu shows it.
    @preconcurrency public static func uncached(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// The elements, or `nil` while loading; asks the provider when there are none yet.
    /// `changed` runs when elements arrive after this call returned.
    func elements(onArrival changed: @escaping @MainActor () -> Void) -> [UIMenuElement]? {
        if let provided { return provided }
        guard !isLoading else { return nil }
        isLoading = true
        var hasReturned = false
        provider { [weak self] elements in
            guard let self else { return }
            self.isLoading = false
            self.provided = elements
            if hasReturned { changed() }
        }
        hasReturned = true
        return provided
    }

    /// Forgets the elements of an uncached element when its menu closes.
    func menuDidClose() {
        guard !isCached else { return }
        provided = nil
        isLoading = false
    }
}
