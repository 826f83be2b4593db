/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// A tab view is a `UITabBarController`: each view of its content is a tab, a page whose
/// tab bar item comes from its `.tabItem` (title and symbol), `.badge` and `.tag`; the
/// selection is the selected tab's tag (its index when it has none and the selection is an
/// `Int`). Keys and clicks switch tabs as in UIKit, and the selection follows.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that manages its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let coordinator = node.primitiveStorage as? _TabViewCoordinator ?? _TabViewCoordinator(node: node)
        node.primitiveStorage = coordinator
        node.platformView = coordinator.containerView
        let tabs = _ToolbarItemDescription.views(in: content).flatMap(_TabViewCoordinator.tabs(in:))
        let selection = self.selection.map { binding in
            _TabViewCoordinator.Selection(
                get: { AnyHashable(binding.wrappedValue) },
                set: { value in if let value = value.base as? SelectionValue { binding.wrappedValue = value } })
        }
        node.track { coordinator.update(tabs: tabs, selection: selection) }
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let coordinator = node.primitiveStorage as? _TabViewCoordinator else { return [] }
        return [_FillingElement(view: coordinator.containerView, didPlace: coordinator.layoutPages)]
    }
}


extension View {
    /// Sets the tab bar item associated with this view: its label's title and symbol.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }

    /// Generates a badge for the view from an integer value (none for zero).
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(value: count == 0 ? nil : String(count)))
    }

    /// Generates a badge for the view from a text view.
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(value: label?._plainText))
    }

    /// Generates a badge for the view from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(value: label.map { String($0) }))
    }
}

struct _TabItemModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let label: any View
}

struct _BadgeModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let value: String?
}
