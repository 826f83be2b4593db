/// Conforming types represent items that can be placed in various locations in a toolbar.
@preconcurrency @MainActor
public protocol ToolbarContent {
    /// The items this content places, in order.
    var _toolbarItems: [_ToolbarItemDescription] { get }
}

/// One item of a toolbar: its placement and its view.
public struct _ToolbarItemDescription {
    let placement: ToolbarItemPlacement
    let content: any View
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _toolbarItems: [_ToolbarItemDescription] { [_ToolbarItemDescription(placement: placement, content: content)] }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of ToolbarItems which can be placed in the toolbar or
/// navigation bar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _toolbarItems: [_ToolbarItemDescription] {
        _ToolbarItemDescription.views(in: content).map { _ToolbarItemDescription(placement: placement, content: $0) }
    }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable, Equatable {
    enum Place: Sendable {
        case leading, trailing, principal, bottom
    }

    let place: Place

    /// The system places the item automatically (in a navigation bar, at the trailing end).
    public static let automatic = ToolbarItemPlacement(place: .trailing)
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(place: .trailing)
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(place: .trailing)
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(place: .leading)
    /// The item is placed in the principal item section (the title's place).
    public static let principal = ToolbarItemPlacement(place: .principal)
    /// Places the item in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(place: .leading)
    /// Places the item in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(place: .trailing)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(place: .leading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(place: .trailing)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(place: .bottom)
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarItems {
        var items: [_ToolbarItemDescription] = []
        for content in repeat each content { items += content._toolbarItems }
        return _ToolbarItems(_toolbarItems: items)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _ToolbarItems {
        _ToolbarItems(_toolbarItems: content?._toolbarItems ?? [])
    }

    public static func buildEither<Content: ToolbarContent>(first: Content) -> _ToolbarItems {
        _ToolbarItems(_toolbarItems: first._toolbarItems)
    }

    public static func buildEither<Content: ToolbarContent>(second: Content) -> _ToolbarItems {
        _ToolbarItems(_toolbarItems: second._toolbarItems)
    }
}

/// The items a ``ToolbarContentBuilder`` block builds.
public struct _ToolbarItems: ToolbarContent {
    public let _toolbarItems: [_ToolbarItemDescription]
}

extension _ToolbarItemDescription {
    /// The views of a view builder's content, each an item of its own.
    @MainActor static func views(in view: any View) -> [any View] {
        if let tuple = view as? any _TupleValue { return tuple._views.flatMap(views(in:)) }
        if view is EmptyView { return [] }
        return [view]
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()._toolbarItems))
    }

    /// Populates the toolbar or navigation bar with the specified views (at the trailing end
    /// of the navigation bar).
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: _ToolbarItemDescription.views(in: content()).map {
            _ToolbarItemDescription(placement: .automatic, content: $0)
        }))
    }
}

/// Puts toolbar items in the navigation item (and toolbar) of the page the view is on: a
/// button becomes a bar button item with its title (or symbol) and action, an ``EditButton``
/// the item that toggles the stack's edit mode.
struct _ToolbarModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let items: [_ToolbarItemDescription]

    func _update(_ node: _ViewNode, content: any View) {
        if let page = node.environment._navigationPage?.object {
            // Reading the edit mode makes an Edit button's title follow it.
            let editMode = node.environment.editMode
            node.track {
                var leading: [UIBarButtonItem] = [], trailing: [UIBarButtonItem] = [], bottom: [UIBarButtonItem] = []
                for item in items {
                    if item.placement.place == .principal {
                        page.navigationItem.title = _firstText(in: item.content)
                        continue
                    }
                    guard let barItem = Self.barButtonItem(for: item.content, editMode: editMode) else { continue }
                    switch item.placement.place {
                    case .leading: leading.append(barItem)
                    case .trailing: trailing.append(barItem)
                    case .bottom: bottom.append(barItem)
                    case .principal: break
                    }
                }
                page.navigationItem.leftBarButtonItems = leading.isEmpty ? nil : leading
                // UIKit lists right items from the trailing edge inwards.
                page.navigationItem.rightBarButtonItems = trailing.isEmpty ? nil : trailing.reversed()
                page.toolbarItems = bottom.isEmpty ? nil : bottom
                page.navigationController?.setToolbarHidden(bottom.isEmpty, animated: false)
            }
        }
        node.updateChild(key: .body, view: content)
    }

    private static func barButtonItem(for view: any View, editMode: Binding<EditMode>?) -> UIBarButtonItem? {
        if view is EditButton {
            let editing = editMode?.wrappedValue.isEditing ?? false
            let item = UIBarButtonItem(title: editing ? "Done" : "Edit", primaryAction: UIAction { _ in
                withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
            })
            item.style = editing ? .done : .plain
            return item
        }
        guard let button = _ButtonDescription.buttons(in: view).first else { return nil }
        return UIBarButtonItem(
            title: button.systemImage == nil ? button.title : nil, image: button.systemImage.flatMap(UIImage.init(systemName:)),
            primaryAction: UIAction { _ in button.action() })
    }
}
