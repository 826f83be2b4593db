/// What the modifiers on a list row tell the list about it: its insets, separator, swipe
/// actions and whether it may be deleted or moved.
///
/// The list reads them from the row's node, down the chain of modifiers around its content.
@MainActor
struct _ListRowTraits {
    var insets: EdgeInsets?
    var separator: Visibility = .automatic
    /// What `listSectionSeparator` asks of the separator under the row's section.
    var sectionSeparator: Visibility = .automatic
    /// The row's background colour (`listRowBackground` with a `Color`).
    var background: Color?
    /// The node of the row's background view (`listRowBackground` with another view).
    var backgroundNode: _ViewNode?
    var deleteDisabled = false
    var moveDisabled = false
    var leadingSwipe: _SwipeActions?
    var trailingSwipe: _SwipeActions?
    /// What a tap on the row does when the row is a `NavigationLink`.
    var link: (() -> Void)?
    /// The row's context menu (`.contextMenu`), made when it is shown.
    var contextMenu: (() -> UIMenu)?

    var hasSwipeActions: Bool { leadingSwipe != nil || trailingSwipe != nil }

    /// The table's configuration for the swipe actions on `edge`, if the row has any.
    func swipeConfiguration(edge: HorizontalEdge) -> UISwipeActionsConfiguration? {
        guard let swipe = edge == .leading ? leadingSwipe : trailingSwipe else { return nil }
        let actions = swipe.buttons.map { button in
            UIContextualAction(style: button.isDestructive ? .destructive : .normal, title: button.title) { _, _, completion in
                button.action()
                completion(true)
            }
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = swipe.allowsFullSwipe
        return configuration
    }
}

/// Swipe actions on one edge of a row.
struct _SwipeActions {
    var allowsFullSwipe: Bool
    var buttons: [_ButtonDescription]
}

/// A modifier that sets a row trait.
@MainActor
protocol _ListRowTraitModifier {
    func _apply(to traits: inout _ListRowTraits)
}

/// A modified view whose modifier sets a row trait.
@MainActor
protocol _ListRowTraitCarrier {
    func _applyRowTrait(to traits: inout _ListRowTraits)
}

extension ModifiedContent: _ListRowTraitCarrier where Modifier: _ListRowTraitModifier {
    func _applyRowTrait(to traits: inout _ListRowTraits) { modifier._apply(to: &traits) }
}

extension _ViewNode {
    /// The row traits set by the modifiers at and below this node, down the chain of views
    /// with one child (custom views' bodies included, as a row's own view may set them),
    /// outermost last (so the innermost of two of the same wins, as the environment does).
    var listRowTraits: _ListRowTraits {
        var carriers: [any _ListRowTraitCarrier] = []
        var node: _ViewNode? = self
        var backgroundNode: _ViewNode?
        while let current = node {
            let type = ObjectIdentifier(Swift.type(of: current.view))
            if !Self.typesWithoutRowTraits.contains(type) {
                let carrier = current.view as? any _ListRowTraitCarrier
                if let carrier { carriers.append(carrier) }
                if current.view is any _ListRowBackgroundCarrier {
                    // The background modifier's second child is its view; the row goes on in the first.
                    if backgroundNode == nil, current.children.count == 2 { backgroundNode = current.children[1] }
                    node = current.children.first
                    continue
                }
                if carrier == nil { Self.typesWithoutRowTraits.insert(type) }
            }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        var traits = _ListRowTraits()
        for carrier in carriers.reversed() { carrier._applyRowTrait(to: &traits) }
        if traits.background == nil { traits.backgroundNode = backgroundNode }
        return traits
    }

    /// The view types found to set no row traits: a failing protocol cast searches the
    /// type's conformances, and rows ask for their traits each time they change.
    private static var typesWithoutRowTraits: Set<ObjectIdentifier> = []
}

struct _ListRowInsetsModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let insets: EdgeInsets?
    func _apply(to traits: inout _ListRowTraits) { if let insets { traits.insets = insets } }
}

/// A row's background: a `Color` is the cell's background colour; another view is built as
/// the modifier's second child, which the row's cell lays out behind the row.
struct _ListRowBackgroundModifier<Background: View>: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let background: Background?

    func _apply(to traits: inout _ListRowTraits) {
        traits.background = background as? Color
    }

    func _update(_ node: _ViewNode, content: any View) {
        if let background, !(background is Color) {
            node.updateChildren([(.body, content), (.secondary(0), background)])
        } else {
            node.updateChild(key: .body, view: content)
        }
    }

    /// The background is laid out by the row's cell: only the content is laid out here.
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.children.first?.layoutElements() ?? []
    }
}

/// A row modified by `listRowBackground`, whose node may hold the background view.
@MainActor
protocol _ListRowBackgroundCarrier {}

extension ModifiedContent: _ListRowBackgroundCarrier where Modifier: _ListRowBackgroundMarker {}

/// Marks the background modifier whatever its view type.
protocol _ListRowBackgroundMarker {}
extension _ListRowBackgroundModifier: _ListRowBackgroundMarker {}

struct _ListRowSeparatorModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let visibility: Visibility
    func _apply(to traits: inout _ListRowTraits) { traits.separator = visibility }
}

struct _ListSectionSeparatorModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let visibility: Visibility
    let edges: VerticalEdge.Set
    func _apply(to traits: inout _ListRowTraits) {
        // The table draws a separator under each row only: a section's is its last row's.
        if edges.contains(.bottom) { traits.sectionSeparator = visibility }
    }
}

struct _DeleteDisabledModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let isDisabled: Bool
    func _apply(to traits: inout _ListRowTraits) { traits.deleteDisabled = isDisabled }
}

struct _MoveDisabledModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let isDisabled: Bool
    func _apply(to traits: inout _ListRowTraits) { traits.moveDisabled = isDisabled }
}

struct _SwipeActionsModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let buttons: [_ButtonDescription]

    func _apply(to traits: inout _ListRowTraits) {
        let swipe = _SwipeActions(allowsFullSwipe: allowsFullSwipe, buttons: buttons)
        if edge == .leading { traits.leadingSwipe = swipe } else { traits.trailingSwipe = swipe }
    }
}

extension View {
    /// Applies an inset to the rows in a list.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }

    /// Places a custom background view behind a list row item: it fills the row, the full
    /// width of the table under the separator's inset, behind the row's content. A `Color`
    /// is the cell's background colour; any other view is built and laid out as a view (its
    /// state and body work as anywhere), proposed the row's size and centred in it.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowSeparatorModifier(visibility: visibility))
    }

    /// Sets the display mode for the separators of the section this view (a `Section`, or a
    /// row in one) is in. The table draws a separator under each row and none above a
    /// section, so the bottom edge is the separator under the section's last row.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListSectionSeparatorModifier(visibility: visibility, edges: edges))
    }

    /// Adds a condition that controls whether users can delete this view.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_DeleteDisabledModifier(isDisabled: isDisabled))
    }

    /// Adds a condition for whether the view's view hierarchy is movable.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_MoveDisabledModifier(isDisabled: isDisabled))
    }

    /// Adds custom swipe actions to a row in a list.
    ///
    /// The actions are the buttons in `content`, first nearest the edge; a button with the
    /// destructive role is drawn as a destructive action. They replace the delete action an
    /// `onDelete` gives the row on that edge.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: _ButtonDescription.buttons(in: content())))
    }
}
