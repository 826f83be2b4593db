/// Turns the content of a `Menu` or `.contextMenu` into UIKit menu elements, read from the
/// views' values without building them: buttons become actions (a destructive role, a
/// destructive action; a system image, the action's image), `Divider`s split the items into
/// inline groups, nested `Menu`s become submenus and `Toggle`s actions checked when on.
/// Tuples, groups, sections, `ForEach` and modifiers are looked through.
@MainActor
enum _MenuElements {
    /// The menu a content view describes.
    static func menu(title: String = "", in view: any View) -> UIMenu {
        UIMenu(title: title, children: elements(in: view))
    }

    /// The elements of `view`, with its dividers turned into inline groups.
    static func elements(in view: any View) -> [UIMenuElement] {
        var groups: [[UIMenuElement]] = [[]]
        collect(view, into: &groups)
        let filled = groups.filter { !$0.isEmpty }
        guard filled.count > 1 else { return filled.first ?? [] }
        return filled.map { UIMenu(options: .displayInline, children: $0) }
    }

    private static func collect(_ view: any View, into groups: inout [[UIMenuElement]]) {
        if view is Divider {
            groups.append([])
        } else if let button = view as? any _ButtonValue {
            let description = button._description
            let action = UIAction(
                title: description.title ?? "", image: description.systemImage.flatMap { UIImage(systemName: $0) },
                attributes: description.isDestructive ? .destructive : []
            ) { _ in description.action() }
            groups[groups.count - 1].append(action)
        } else if let item = view as? any _MenuItemValue {
            groups[groups.count - 1].append(item._menuElement)
        } else if let tuple = view as? any _TupleValue {
            for element in tuple._views { collect(element, into: &groups) }
        } else if let content = view as? any _ListContent {
            var builder = _ListBuilder()
            content._collect(into: &builder, path: _ListPath())
            for section in builder.finish().sections {
                for index in 0..<section.count { collect(section.view(at: index), into: &groups) }
            }
        } else if let modified = view as? any _ModifiedValue {
            collect(modified._content, into: &groups)
        }
    }
}

/// A view that stands for one element of a menu: a nested `Menu` or a `Toggle`.
@MainActor
protocol _MenuItemValue {
    var _menuElement: UIMenuElement { get }
}

extension Toggle: _MenuItemValue {
    var _menuElement: UIMenuElement {
        let binding = $isOn
        return UIAction(title: _firstText(in: label) ?? "", image: _firstSymbol(in: label).flatMap { UIImage(systemName: $0) }, state: binding.wrappedValue ? .on : .off) { _ in
            binding.wrappedValue.toggle()
        }
    }
}
