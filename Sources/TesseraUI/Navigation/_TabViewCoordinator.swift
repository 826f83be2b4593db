/// The `UITabBarController` under a ``TabView``: a page per tab, their tab bar items, and the
/// selection kept the same both ways.
@MainActor
final class _TabViewCoordinator: UITabBarControllerDelegate, _NodeEndObserver {
    /// A tab: its view, and what its modifiers say of its item.
    struct Tab {
        var view: any View
        var title: String?
        var systemImage: String?
        var badge: String?
        var tag: AnyHashable?
    }

    /// The selection binding, without its type.
    struct Selection {
        let get: () -> AnyHashable
        let set: (AnyHashable) -> Void
    }

    private unowned let node: _ViewNode
    let tabBarController = UITabBarController()
    let containerView = _ControllerContainerView()
    private var pages: [_NavigationPageController] = []
    private var tabs: [Tab] = []
    private var selection: Selection?

    init(node: _ViewNode) {
        self.node = node
        tabBarController.delegate = self
        containerView.embed(tabBarController, shownBy: node.graph)
    }

    /// The tabs a view of the content makes: itself, or each element of a `ForEach` or group.
    static func tabs(in view: any View) -> [Tab] {
        if let content = view as? any _ListContent, !(view is any _TabModifiedValue) {
            var builder = _ListBuilder()
            content._collect(into: &builder, path: _ListPath())
            return builder.finish().sections.flatMap { section in (0..<section.count).map { tab(section.view(at: $0)) } }
        }
        return [tab(view)]
    }

    private static func tab(_ view: any View) -> Tab {
        var tab = Tab(view: view)
        var current: any View = view
        while let modified = current as? any _ModifiedValue {
            if let item = modified as? any _TabModifiedValue { item._apply(to: &tab) }
            current = modified._content
        }
        return tab
    }

    func update(tabs: [Tab], selection: Selection?) {
        self.tabs = tabs
        self.selection = selection
        while pages.count < tabs.count { pages.append(_NavigationPageController(entry: .view(pages.count))) }
        pages.removeLast(pages.count - tabs.count)
        for (page, tab) in zip(pages, tabs) {
            let item = page.tabBarItem ?? UITabBarItem()
            item.title = tab.title
            item.image = tab.systemImage.flatMap(UIImage.init(systemName:))
            item.badgeValue = tab.badge
            page.tabBarItem = item
        }
        node.updateChildren(zip(pages, tabs).enumerated().map { index, pair in
            (.element(pair.1.tag ?? AnyHashable(index)), _NavigationPage(controller: pair.0, content: pair.1.view))
        })
        if tabBarController.viewControllers?.count != pages.count
            || zip(tabBarController.viewControllers ?? [], pages).contains(where: { $0 !== $1 })
        {
            tabBarController.setViewControllers(pages, animated: false)
        }
        if let selection, let index = index(of: selection.get()), tabBarController.selectedIndex != index {
            tabBarController.selectedIndex = index
        }
    }

    /// The tab whose value is `value`: its tag, else its index.
    private func index(of value: AnyHashable) -> Int? {
        tabs.firstIndex { $0.tag == value } ?? (value.base as? Int).flatMap { tabs.indices.contains($0) && tabs[$0].tag == nil ? $0 : nil }
    }

    func layoutPages() {
        for page in pages { page.layoutPage() }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let selection, let index = pages.firstIndex(where: { $0 === viewController }) else { return }
        selection.set(tabs[index].tag ?? AnyHashable(index))
    }

    func nodeDidEnd(_ node: _ViewNode) {
        containerView.unembed()
    }
}

/// A modified view whose modifier says something of a tab.
@MainActor
protocol _TabModifiedValue {
    func _apply(to tab: inout _TabViewCoordinator.Tab)
}

extension ModifiedContent: _TabModifiedValue where Modifier: _TabModifier {
    func _apply(to tab: inout _TabViewCoordinator.Tab) { modifier._apply(to: &tab) }
}

@MainActor
protocol _TabModifier {
    func _apply(to tab: inout _TabViewCoordinator.Tab)
}

extension _TabItemModifier: _TabModifier {
    func _apply(to tab: inout _TabViewCoordinator.Tab) {
        tab.title = tab.title ?? _firstText(in: label)
        tab.systemImage = tab.systemImage ?? _firstSymbol(in: label)
    }
}

extension _BadgeModifier: _TabModifier {
    func _apply(to tab: inout _TabViewCoordinator.Tab) {
        if tab.badge == nil { tab.badge = value }
    }
}

extension _TagModifier: _TabModifier {
    func _apply(to tab: inout _TabViewCoordinator.Tab) {
        if tab.tag == nil { tab.tag = AnyHashable(value) }
    }
}
