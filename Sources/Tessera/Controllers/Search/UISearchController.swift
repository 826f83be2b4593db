import Foundation

/// A view controller that manages a search bar and shows search results.
///
/// Put its ``searchBar`` in a navigation item (``UINavigationItem/searchController``), where
/// the navigation controller shows it under the navigation bar, or anywhere in a view (a table
/// header). The controller becomes active when the bar starts editing (a click on it, or `/`
/// in a navigation controller whose top item has it) or when ``isActive`` is set, and
/// inactive on Cancel, Escape, a click on the obscured content, or ``isActive`` set to `false`.
///
/// Activating from the bar calls, in order: the bar delegate's
/// `searchBarShouldBeginEditing(_:)`, `willPresentSearchController(_:)` (then the Cancel
/// button and scope bar show and the interface is presented: `presentSearchController(_:)`
/// when the delegate implements it), `searchBarTextDidBeginEditing(_:)`,
/// `updateSearchResults(for:)` and `didPresentSearchController(_:)`. Each text or scope change
/// calls `updateSearchResults(for:)` again. Cancel calls `searchBarCancelButtonClicked(_:)`,
/// clears the text (`searchBar(_:textDidChange:)` with `""` when there was text), then
/// `willDismissSearchController(_:)`, `searchBarTextDidEndEditing(_:)`,
/// `updateSearchResults(for:)` and `didDismissSearchController(_:)`. Tessera presents and
/// dismisses at once; only the navigation bar slides (``hidesNavigationBarDuringPresentation``).
///
/// While active, the controller's view covers the content below the bar: dimmed when
/// ``obscuresBackgroundDuringPresentation`` (a click on it deactivates), holding the
/// ``searchResultsController``'s view while ``showsSearchResultsController``; with neither it
/// is hidden, and the content (a table filtering itself) stays usable.
///
/// While active with ``searchSuggestions``, a list of them covers the content (and the
/// results) below the bar, as UIKit's list under a stacked search bar; see
/// ``searchSuggestions``.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private let bar = UISearchBar(frame: .zero)

    /// The controller that shows the results; `nil` to show them in the searched content.
    open private(set) var searchResultsController: UIViewController?

    /// The object told to update the results, held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The delegate told about presentation and dismissal, held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content under the bar is dimmed while active; `true` by default. Set it to
    /// `false` when the searched content shows the results itself.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updateSearchInterface() }
    }

    /// The former name of ``obscuresBackgroundDuringPresentation``.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar slides away while active (the search bar takes its place);
    /// `true` by default.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the search bar shows its Cancel button while active; `true` by default.
    open var automaticallyShowsCancelButton = true

    /// Whether the search bar shows its scope bar while active; `true` by default.
    open var automaticallyShowsScopeBar = true

    /// Whether ``showsSearchResultsController`` follows the text: the results show while
    /// the text is not empty. `true` by default.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller's view shows while active.
    open var showsSearchResultsController = false {
        didSet { updateSearchInterface() }
    }

    /// Suggested searches, listed under the search bar while the controller is active: over
    /// the content and the results, one row per suggestion (its icon and label). `nil` or
    /// empty: no list. Update them as the text changes, in `updateSearchResults(for:)`.
    ///
    /// A click on a suggestion, or Enter on the one ↑/↓ highlighted while the field edits,
    /// calls the updater's `updateSearchResults(for:selecting:)`; the controller changes
    /// neither the text nor the suggestions itself.
    open var searchSuggestions: [any UISearchSuggestion]? {
        didSet {
            suggestionsView?.suggestions = searchSuggestions ?? []
            updateSearchInterface()
        }
    }

    /// Whether the controller never lists ``searchSuggestions`` (UIKit's stacked search bar,
    /// the only placement Tessera draws); `false` by default.
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false {
        didSet { updateSearchInterface() }
    }

    /// The suggestions list, made when suggestions first show.
    var suggestionsView: _SearchSuggestionsView?

    /// Creates a search controller whose results `searchResultsController` shows (`nil`: the
    /// searched content shows them).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configureBar()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
    }

    /// Ties the bar to this controller and gives it its one-row height, so that it can be a
    /// table header as it is.
    private func configureBar() {
        bar.searchController = self
        bar.sizeToFit()
    }

    /// The search bar; put it in a navigation item or a view.
    open var searchBar: UISearchBar { bar }

    // MARK: Activity

    private var active = false

    /// Whether the search interface is shown. Setting it presents or dismisses the interface
    /// (without making the bar first responder, as in UIKit).
    open var isActive: Bool {
        get { active }
        set {
            if newValue {
                if beginPresentation() { finishPresentation() }
            } else {
                dismissPresentation()
            }
        }
    }

    /// The navigation bar was hidden for the presentation and comes back after it.
    private var hidNavigationBar = false

    /// The navigation bar was given back to a controller pushed over the active search, and is
    /// hidden again when the search's controller is back on top.
    private var navigationBarLent = false

    /// The navigation controller around the bar: the one whose item shows it, or the one
    /// holding the controller whose view has it (a table header).
    var navigationHost: UINavigationController? {
        var candidate = bar.superview
        while let view = candidate {
            if let controller = view.viewController {
                return controller as? UINavigationController ?? controller.navigationController
            }
            candidate = view.superview
        }
        return nil
    }

    /// Starts presenting: `willPresent`, the bar's buttons, the interface. `false` when active already.
    func beginPresentation() -> Bool {
        guard !active else { return false }
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(bar.scopeButtonTitles ?? []).isEmpty { bar.setShowsScope(true, animated: true) }
        if hidesNavigationBarDuringPresentation, let navigation = navigationHost, !navigation.isNavigationBarHidden {
            hidNavigationBar = true
            navigation.setNavigationBarHidden(true, animated: true)
        }
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            installSearchInterface()
        }
        return true
    }

    /// Ends presenting: the results update, then `didPresent`.
    func finishPresentation() {
        updateSearchInterface()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// Dismisses: `willDismiss`, editing ends, the interface leaves, the results update, `didDismiss`.
    private func dismissPresentation() {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        if bar.isFirstResponder { bar.resignFirstResponder() }
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { bar.setShowsScope(false, animated: true) }
        removeSearchInterface()
        navigationBarLent = false
        if hidNavigationBar {
            hidNavigationBar = false
            navigationHost?.setNavigationBarHidden(false, animated: true)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The controller whose item shows the bar left the top of `navigation`'s stack, or came back.
    func navigationTopDidChange(isTop: Bool, in navigation: UINavigationController) {
        guard active else { return }
        if !isTop, hidNavigationBar {
            hidNavigationBar = false
            navigationBarLent = true
            navigation.setNavigationBarHidden(false, animated: false)
        } else if isTop, navigationBarLent {
            navigationBarLent = false
            hidNavigationBar = true
            navigation.setNavigationBarHidden(true, animated: false)
        }
    }

    // MARK: Search bar events

    func searchBarTextDidChange() {
        guard active else { return }
        updateSearchInterface()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarScopeDidChange() {
        guard active else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel clears the text and deactivates.
    func searchBarCancelButtonClicked() {
        guard active else { return }
        if !(bar.text ?? "").isEmpty {
            bar.text = ""
            bar.delegate?.searchBar(bar, textDidChange: "")
        }
        dismissPresentation()
    }

    // MARK: The interface

    open override func loadView() {
        view = SearchInterfaceView(controller: self)
    }

    /// The view the interface covers: the nearest ancestor of the bar that is a controller's
    /// view and does not scroll (the navigation controller's, for a navigation item's bar).
    private var hostView: UIView? {
        var candidate = bar.superview
        while let view = candidate {
            if view.viewController != nil, !(view is UIScrollView) { return view }
            candidate = view.superview
        }
        return bar.window
    }

    /// Whether the controller's view is meant to cover the content: from the default
    /// presentation until dismissal, even while a pushed controller took it away.
    private(set) var coversContent = false

    /// Puts the controller's view over the content below the bar: what presenting does by default.
    func installSearchInterface() {
        guard let host = hostView else { return }
        coversContent = true
        let interface: UIView = view
        if interface.superview !== host {
            if bar.superview === host {
                host.insertSubview(interface, belowSubview: bar)
            } else {
                host.addSubview(interface)
            }
        }
        layoutSearchInterface(in: host)
        beginAppearanceTransition(true, animated: false)
        endAppearanceTransition()
        updateSearchInterface()
    }

    private func removeSearchInterface() {
        coversContent = false
        if let presenting = presentingViewController, presenting.presentedViewController === self {
            dismiss(animated: true)
            return
        }
        guard let interface = viewIfLoaded, interface.superview != nil else { return }
        beginAppearanceTransition(false, animated: false)
        interface.removeFromSuperview()
        endAppearanceTransition()
        updateSearchInterface()
    }

    /// Sizes the interface to the part of `host` below the bar.
    func layoutSearchInterface(in host: UIView) {
        guard let interface = viewIfLoaded, interface.superview === host else { return }
        let top = bar.superview == nil ? 0 : max(0, bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: host).y)
        interface.frame = CGRect(x: 0, y: top, width: host.bounds.width, height: max(0, host.bounds.height - top))
    }

    /// Shows or hides the results and the dimming as the state asks.
    private func updateSearchInterface() {
        if automaticallyShowsSearchResultsController {
            let shows = active && !(bar.text ?? "").isEmpty
            if showsSearchResultsController != shows {
                showsSearchResultsController = shows
                return
            }
        }
        guard let interface = viewIfLoaded else { return }
        let onScreen = active && interface.superview != nil
        let showsResults = onScreen && showsSearchResultsController && searchResultsController != nil
        if let results = searchResultsController {
            if showsResults, results.viewIfLoaded?.superview !== interface {
                addChild(results)
                results.beginAppearanceTransition(true, animated: false)
                results.view.frame = interface.bounds
                results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                interface.addSubview(results.view)
                results.endAppearanceTransition()
                results.didMove(toParent: self)
            } else if !showsResults, results.parent === self {
                results.willMove(toParent: nil)
                results.beginAppearanceTransition(false, animated: false)
                results.viewIfLoaded?.removeFromSuperview()
                results.endAppearanceTransition()
                results.removeFromParent()
            }
        }
        let showsSuggestions = updateSuggestionsList(in: interface, onScreen: onScreen)
        interface.isHidden = !(showsResults || showsSuggestions || obscuresBackgroundDuringPresentation)
        interface.backgroundColor = showsResults ? .systemBackground : UIColor.black.withAlphaComponent(0.3)
    }

    /// Escape while active (and the bar does not edit) cancels, as in UIKit; the arrows and
    /// Enter work the suggestions list while it shows.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, handleSuggestionKey(key) { return }
        if active, presses.first?.key?.keyCode == .keyboardEscape {
            bar.cancelButtonClicked()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The search controller's view: covers the content; a click on its dimmed part deactivates.
@MainActor
private final class SearchInterfaceView: UIView {
    unowned let controller: UISearchController

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("SearchInterfaceView is created in code only")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard controller.isActive, controller.obscuresBackgroundDuringPresentation else { return }
        controller.isActive = false
    }
}
