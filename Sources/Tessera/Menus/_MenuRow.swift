import Foundation

/// One line of a shown menu.
@MainActor
enum _MenuRow {
    /// The menu's title (or an inline group's), dimmed; not choosable.
    case title(String)
    /// The top line of an open submenu: choosing it goes back to the parent.
    case back(UIMenu)
    /// An action, with the menu that holds it (for `.singleSelection`).
    case action(UIAction, in: UIMenu)
    /// A submenu, opened in place.
    case submenu(UIMenu)
    /// A line between groups.
    case separator
    /// A deferred element whose provider has not answered yet.
    case loading

    /// Whether the keyboard can highlight the row and a click does something.
    var isChoosable: Bool {
        switch self {
        case .action(let action, _): !action.attributes.contains(.disabled)
        case .back, .submenu: true
        case .title, .separator, .loading: false
        }
    }

    /// Whether the row is text a person reads (not a separator).
    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}

/// The rows of one level of a shown menu: its title, its elements with inline menus as
/// groups between separators, hidden actions left out, and deferred elements resolved.
@MainActor
struct _MenuContent {
    /// The menu this level shows.
    let menu: UIMenu
    /// The rows, top to bottom.
    private(set) var rows: [_MenuRow] = []
    /// Whether a column of check marks leads the rows (some action is on or mixed).
    private(set) var showsStateColumn = false

    /// Builds the rows of `menu`; `isSubmenu` puts a "back" row on top instead of the title.
    /// `onArrival` runs when a deferred element's elements arrive later.
    init(menu: UIMenu, isSubmenu: Bool, onArrival: @escaping @MainActor () -> Void) {
        self.menu = menu
        var rows: [_MenuRow] = []
        if isSubmenu {
            rows.append(.back(menu))
            rows.append(.separator)
        } else if !menu.title.isEmpty {
            rows.append(.title(menu.title))
            rows.append(.separator)
        }
        Self.append(menu.children, of: menu, to: &rows, onArrival: onArrival)
        self.rows = Self.tidySeparators(rows)
        showsStateColumn = self.rows.contains { row in
            if case .action(let action, _) = row { return action.state != .off }
            return false
        }
    }

    private static func append(_ elements: [UIMenuElement], of parent: UIMenu, to rows: inout [_MenuRow], onArrival: @escaping @MainActor () -> Void) {
        for element in elements {
            switch element {
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { rows.append(.action(action, in: parent)) }
            case let menu as UIMenu where menu.options.contains(.displayInline):
                rows.append(.separator)
                if !menu.title.isEmpty { rows.append(.title(menu.title)) }
                append(menu.children, of: menu, to: &rows, onArrival: onArrival)
                rows.append(.separator)
            case let menu as UIMenu:
                rows.append(.submenu(menu))
            case let deferred as UIDeferredMenuElement:
                if let elements = deferred.elements(onArrival: onArrival) {
                    append(elements, of: parent, to: &rows, onArrival: onArrival)
                } else {
                    rows.append(.loading)
                }
            default:
                break
            }
        }
    }

    /// Drops separators at the ends and next to each other.
    private static func tidySeparators(_ rows: [_MenuRow]) -> [_MenuRow] {
        var result: [_MenuRow] = []
        for row in rows {
            if row.isSeparator, result.last?.isSeparator ?? true { continue }
            result.append(row)
        }
        if result.last?.isSeparator == true { result.removeLast() }
        return result
    }

    /// The columns a row's content needs, without the box's border and padding.
    func contentWidth(of row: _MenuRow) -> Int {
        let state = showsStateColumn ? 2 : 0
        switch row {
        case .title(let title): return columnWidth(of: title)
        case .back(let menu): return 2 + columnWidth(of: menu.title)
        case .action(let action, _): return state + columnWidth(of: action.title) + (action.image == nil ? 0 : 2)
        case .submenu(let menu): return state + columnWidth(of: menu.title) + (menu.image == nil ? 0 : 2) + 2
        case .separator: return 0
        case .loading: return columnWidth(of: _MenuContent.loadingText)
        }
    }

    /// The widest row's content.
    var contentWidth: Int {
        rows.map(contentWidth(of:)).max() ?? 0
    }

    /// The first choosable row at or after `start` going `step` (±1), wrapping around.
    func choosableRow(from start: Int, step: Int) -> Int? {
        guard !rows.isEmpty else { return nil }
        var index = start
        for _ in rows.indices {
            index = (index % rows.count + rows.count) % rows.count
            if rows[index].isChoosable { return index }
            index += step
        }
        return nil
    }

    /// Where the keyboard highlight starts: the first enabled action that is on, else the
    /// first choosable row below a submenu's "back" row.
    var initialHighlight: Int? {
        let on = rows.firstIndex { row in
            if case .action(let action, _) = row { return row.isChoosable && action.state == .on }
            return false
        }
        if let on { return on }
        if case .back = rows.first { return choosableRow(from: 1, step: 1) }
        return choosableRow(from: 0, step: 1)
    }

    static let loadingText = "Loading…"
}
