@_spi(TesseraUI) import Tessera

/// The table view under a ``List`` and what it reads: the data source and delegate that
/// answer from the list's model, build rows in reused cells, diff changes into batch
/// updates, and carry selection, editing and swipes between the table and the list's views.
@MainActor
final class _ListCoordinator: UITableViewDataSource, UITableViewDelegate, _NodeEndObserver {
    private unowned let node: _ViewNode
    private(set) var tableView: _ListTableView
    private(set) var model = _ListModel()
    private var isLoaded = false
    /// The rows built, by identity: those on screen and those the table just let go.
    private var rows: [AnyHashable: _BuiltRow] = [:]
    /// Rows whose cells left the screen: their nodes end after the table's layout, unless a
    /// cell shows them again in it (a reload, a move).
    private var leaving: Set<AnyHashable> = []
    private var selection: _AnyListSelection?
    private var environment = EnvironmentValues()
    /// Counts model changes: a visible row brings its view up to date once per change.
    private var generation = 0
    /// A move the person made by dragging, which the table shows already and the next
    /// content must not move again.
    private var userMove: (from: IndexPath, to: IndexPath)?

    /// Which disclosure groups and outline rows are expanded.
    let expansion = _ListExpansion()

    init(node: _ViewNode) {
        self.node = node
        tableView = _ListTableView(frame: .zero, style: .plain)
        // Room for a screen of rows: the first frame fills the table without growing it.
        rows.reserveCapacity(32)
        configure(tableView)
        expansion.didChange = { [unowned node] in node.invalidate() }
    }

    private func configure(_ table: _ListTableView) {
        table.coordinator = self
        table.register(_ListRowCell.self, forCellReuseIdentifier: _ListRowCell.reuseIdentifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = _ListRowCell.minimumHeight
        table.dataSource = self
        table.delegate = self
    }

    // MARK: Updating from the list

    /// Shows `new`: the first time by loading, then by the identity diff from what the table
    /// shows (nothing at all when no row's identity changed: only the changed rows' bodies
    /// run again).
    func update(to new: _ListModel, selection: _AnyListSelection?, environment: EnvironmentValues) {
        self.selection = selection
        self.environment = environment
        let hasTitledSections = new.sections.contains { $0.header != nil || $0.footer != nil }
        let style = environment._listTableStyle ?? (hasTitledSections ? .insetGrouped : .plain)
        if style != tableView.style { replaceTable(style: style) }
        // Rows that are links are followed by a tap even without a selection.
        tableView.allowsSelection = true
        tableView.allowsMultipleSelectionDuringEditing = selection?.allowsMultiple ?? false
        let animation = node.graph.pendingAnimation
        let editing = environment.editMode?.wrappedValue.isEditing ?? false
        if tableView.isEditing != editing { tableView.setEditing(editing, animated: isLoaded && animation != nil) }
        updateRefreshControl(environment.refresh)

        if !isLoaded {
            model = new
            isLoaded = true
            tableView.reloadData()
        } else if userMove == nil, new.hasSameStructure(as: model) {
            model = new
        } else {
            applyDifference(to: new, animated: animation != nil)
        }
        updateSupplementaryNodes(for: model.sections)
        generation += 1
        tableView.setNeedsLayout()
    }

    // MARK: Refreshing

    private var refreshAction: RefreshAction?
    /// The refresh under way, if any: the refresh control shows until it ends.
    private(set) var refreshTask: Task<Void, Never>?

    /// Gives the table a refresh control while the environment has a refresh action.
    private func updateRefreshControl(_ action: RefreshAction?) {
        refreshAction = action
        guard action != nil else {
            tableView.refreshControl = nil
            return
        }
        guard tableView.refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableView.refreshControl = control
    }

    /// Runs the refresh action; the control shows until it returns.
    private func refresh() {
        guard let action = refreshAction, refreshTask == nil else { return }
        refreshTask = Task { @MainActor [weak self] in
            await action()
            self?.tableView.refreshControl?.endRefreshing()
            self?.refreshTask = nil
        }
    }

    private func replaceTable(style: UITableView.Style) {
        for id in Array(rows.keys) { endRow(id) }
        let table = _ListTableView(frame: tableView.frame, style: style)
        configure(table)
        tableView.dataSource = nil
        tableView.delegate = nil
        tableView = table
        isLoaded = false
    }

    private func applyDifference(to new: _ListModel, animated: Bool) {
        let differ = _Differ(coordinator: self, new: new, animated: animated)
        // Sections of one `ForEach` each diff in the identifiers' own type; anything else as
        // `AnyHashable`.
        if let old = model.singleSources, let sources = new.singleSources, let first = sources.first ?? old.first,
            first.diffIdentifiers(old: old, new: sources, with: differ)
        {
            return
        }
        differ.diff(old: model.sections.map { $0.ids() }, new: new.sections.map { $0.ids() })
    }

    /// Applies the diff between the shown identifiers and those of `new`.
    private struct _Differ: _ListIdentifierDiffer {
        let coordinator: _ListCoordinator
        let new: _ListModel
        let animated: Bool

        func diff<Item: Hashable>(old: [[Item]], new newItems: [[Item]]) {
            // Reached through a protocol, this generic code runs unspecialised, looking up
            // metadata for every hash; the common identifier types take a specialised path.
            if Item.self == Int.self {
                coordinator.applyDifference(
                    old: unsafeBitCast(old, to: [[Int]].self), new: unsafeBitCast(newItems, to: [[Int]].self), to: new, animated: animated)
            } else if Item.self == String.self {
                coordinator.applyDifference(
                    old: unsafeBitCast(old, to: [[String]].self), new: unsafeBitCast(newItems, to: [[String]].self), to: new, animated: animated)
            } else if Item.self == UUID.self {
                coordinator.applyDifference(
                    old: unsafeBitCast(old, to: [[UUID]].self), new: unsafeBitCast(newItems, to: [[UUID]].self), to: new, animated: animated)
            } else if Item.self == ObjectIdentifier.self {
                coordinator.applyDifference(
                    old: unsafeBitCast(old, to: [[ObjectIdentifier]].self), new: unsafeBitCast(newItems, to: [[ObjectIdentifier]].self),
                    to: new, animated: animated)
            } else if Item.self == AnyHashable.self {
                coordinator.applyDifference(
                    old: unsafeBitCast(old, to: [[AnyHashable]].self), new: unsafeBitCast(newItems, to: [[AnyHashable]].self),
                    to: new, animated: animated)
            } else {
                coordinator.applyDifference(old: old, new: newItems, to: new, animated: animated)
            }
        }
    }

    /// Shows `new`, whose rows' identifiers are `newItems`, by one batch update from the rows
    /// shown (`oldItems`); with duplicate identifiers, by reloading.
    ///
    /// - Complexity: O(n) for the identifiers of both, plus the table's O(visible) work.
    private func applyDifference<Item: Hashable>(old oldItems: [[Item]], new newItems: [[Item]], to new: _ListModel, animated: Bool) {
        var oldItems = oldItems
        if let move = userMove {
            let id = oldItems[move.from.section].remove(at: move.from.row)
            oldItems[move.to.section].insert(id, at: move.to.row)
        }
        userMove = nil
        let newSections = new.sections.map(\.id)
        let duplicate: Any? = UITableView._firstDuplicate(in: newItems) ?? UITableView._firstDuplicate(in: [newSections])?.base
        if let duplicate {
            // SwiftUI warns and carries on; a diff needs unique identities, so the table
            // reloads instead.
            _RuntimeIssue.report("List: the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!")
            model = new
            tableView.reloadData()
            return
        }
        let apply = { [self] in
            tableView._performDifference(
                fromSections: model.sections.map(\.id), items: oldItems, toSections: newSections, items: newItems,
                with: animated ? .automatic : .none, update: { self.model = new })
        }
        if animated { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    // MARK: Rows

    /// A row built: its node, and the cell that last showed it.
    private struct _BuiltRow {
        let node: _ViewNode
        var cell: _ListRowCell
    }

    /// Makes `cell` show the row at `indexPath`: the row keyed by its identity, unless another
    /// cell shows a row of the same identity (duplicate identifiers, which SwiftUI warns
    /// about), when the position tells the two apart. (One lookup and one insertion in
    /// `rows`: each hashes the identifier.)
    private func show(_ indexPath: IndexPath, in cell: _ListRowCell) {
        let id = model.id(at: indexPath)
        var key = id
        var built = rows[id]
        if let other = built?.cell, other !== cell, other.rowID == id {
            key = AnyHashable(_DuplicateRowKey(id: id, indexPath: indexPath))
            built = rows[key]
        }
        if let old = cell.rowID, old != key, rows[old]?.node === cell.rowNode { leaving.insert(old) }
        cell.rowID = key
        if !leaving.isEmpty { leaving.remove(key) }
        let view = model.view(at: indexPath)
        let row = built?.node ?? _ViewNode(graph: node.graph, parent: node, key: .element(key), view: view, environment: node.childEnvironment)
        rows[key] = _BuiltRow(node: row, cell: cell)
        if built == nil {
            row.start()
        } else {
            row.update(to: view, environment: node.childEnvironment)
        }
        cell.rowNode = row
        cell.generation = generation
        cell.applyTraits(isLastInSection: isLastInSection(indexPath))
    }

    private func isLastInSection(_ indexPath: IndexPath) -> Bool {
        indexPath.row == model.sections[indexPath.section].count - 1
    }

    private func endRow(_ id: AnyHashable) {
        rows.removeValue(forKey: id)?.node.tearDown()
        leaving.remove(id)
    }

    /// After the table's layout: rows that left the screen and did not come back end.
    func tableDidLayout() {
        for id in leaving {
            rows.removeValue(forKey: id)?.node.tearDown()
        }
        leaving.removeAll()
    }

    /// Brings the visible rows up to date: their views after a model change, their places
    /// after a body changed, and the table's heights when a row's height changed.
    ///
    /// - Complexity: O(visible rows).
    func refreshRows() {
        var heightsChanged = false
        for cell in tableView.visibleCells {
            guard let cell = cell as? _ListRowCell, let indexPath = tableView.indexPath(for: cell) else { continue }
            if cell.generation != generation {
                show(indexPath, in: cell)
            } else {
                cell.applyTraits(isLastInSection: isLastInSection(indexPath))
            }
            if cell.sizeThatFits(CGSize(width: cell.bounds.width, height: 0)).height != cell.bounds.height {
                heightsChanged = true
            }
            cell.layoutRow()
        }
        syncSelection()
        if heightsChanged {
            // An empty batch measures the visible rows again, as `beginUpdates()` /
            // `endUpdates()` does for a book's self-sizing rows.
            UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
        }
        tableDidLayout()
    }

    /// Selects and deselects the visible rows as the selection binding says.
    private func syncSelection() {
        guard let selection else { return }
        for cell in tableView.visibleCells {
            guard let cell = cell as? _ListRowCell, let id = cell.rowID, let indexPath = tableView.indexPath(for: cell) else { continue }
            let selected = selection.value(cell.rowNode, id).map(selection.contains) ?? false
            if selected, !cell.isSelected {
                tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            } else if !selected, cell.isSelected {
                tableView.deselectRow(at: indexPath, animated: false)
            }
        }
    }

    func nodeDidEnd(_ node: _ViewNode) {
        for id in Array(rows.keys) { endRow(id) }
        for node in supplementaryNodes.values { node.tearDown() }
        supplementaryNodes.removeAll()
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        model.sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: _ListRowCell.reuseIdentifier, for: indexPath) as! _ListRowCell
        show(indexPath, in: cell)
        cell.setNeedsLayout()
        return cell
    }

    // MARK: Headers and footers

    /// The nodes of the headers and footers that are views, by section and kind.
    private var supplementaryNodes: [AnyHashable: _ViewNode] = [:]

    private func supplementaryView(_ view: (any View)?, section: Int, isHeader: Bool) -> UIView? {
        guard let view, !(view is Text) else { return nil }
        let supplementary = tableView.dequeueReusableHeaderFooterView(withIdentifier: "TesseraUI.Supplementary") as? _ListHeaderFooterView
            ?? _ListHeaderFooterView(reuseIdentifier: "TesseraUI.Supplementary")
        supplementary.node = supplementaryNode(view, section: section, isHeader: isHeader)
        supplementary.setNeedsLayout()
        return supplementary
    }

    /// The node of a header or footer view, made or brought up to date with `view`.
    private func supplementaryNode(_ view: any View, section: Int, isHeader: Bool) -> _ViewNode {
        let key = AnyHashable([model.sections[section].id, AnyHashable(isHeader)])
        if let existing = supplementaryNodes[key] {
            existing.update(to: view, environment: node.childEnvironment)
            return existing
        }
        let created = _ViewNode(graph: node.graph, parent: node, key: .secondary(supplementaryNodes.count), view: view, environment: node.childEnvironment)
        supplementaryNodes[key] = created
        created.update(to: view, environment: node.childEnvironment)
        return created
    }

    /// Brings the header and footer nodes up to date with `sections`, ending those of
    /// sections that are gone.
    private func updateSupplementaryNodes(for sections: [_ListModel.Section]) {
        guard !supplementaryNodes.isEmpty else { return }
        let byID = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, node) in supplementaryNodes {
            guard let parts = key.base as? [AnyHashable], let section = byID[parts[0]],
                let view = parts[1] == AnyHashable(true) ? section.header : section.footer, !(view is Text)
            else {
                node.tearDown()
                supplementaryNodes[key] = nil
                continue
            }
            node.update(to: view, environment: self.node.childEnvironment)
        }
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        supplementaryHeight(section: section, isHeader: true)
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        supplementaryHeight(section: section, isHeader: false)
    }

    /// A header or footer's height: a title's as the table measures it, a view's from its
    /// node at the table's width (so the table knows it before it shows), none without either.
    private func supplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
        let view = isHeader ? model.sections[section].header : model.sections[section].footer
        guard let view else { return tableView.style == .plain ? 0 : UITableView.automaticDimension }
        guard !(view is Text) else { return UITableView.automaticDimension }
        let node = supplementaryNode(view, section: section, isHeader: isHeader)
        return _ListHeaderFooterView.height(of: node, width: tableView.bounds.width)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(model.sections[section].header, section: section, isHeader: true)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(model.sections[section].footer, section: section, isHeader: false)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        (model.sections[section].header as? Text)?._plainText
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        (model.sections[section].footer as? Text)?._plainText
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let (source, _) = model.source(at: indexPath) else { return false }
        let traits = rows[model.id(at: indexPath)]?.node.listRowTraits
        return (source.editActions.onDelete != nil && traits?.deleteDisabled != true)
            || (source.editActions.onMove != nil && traits?.moveDisabled != true)
            || traits?.hasSwipeActions == true
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let (source, _) = model.source(at: indexPath), source.editActions.onMove != nil else { return false }
        return rows[model.id(at: indexPath)]?.node.listRowTraits.moveDisabled != true
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let (source, offset) = model.source(at: indexPath) else { return }
        source.editActions.onDelete?(IndexSet(integer: offset))
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let (source, from) = model.source(at: sourceIndexPath) else { return }
        let to = from + destinationIndexPath.row - sourceIndexPath.row
        userMove = (sourceIndexPath, destinationIndexPath)
        // SwiftUI's destination is the offset the element goes before, in the data as it was.
        source.editActions.onMove?(IndexSet(integer: from), to > from ? to + 1 : to)
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard let cell = cell as? _ListRowCell, let id = cell.rowID else { return }
        leaving.insert(id)
        cell.rowID = nil
        cell.rowNode = nil
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let (source, _) = model.source(at: indexPath), source.editActions.onDelete != nil,
            rows[model.id(at: indexPath)]?.node.listRowTraits.deleteDisabled != true
        else { return .none }
        return .delete
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        self.tableView(tableView, editingStyleForRowAt: indexPath) != .none
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        // Rows move within their own `ForEach`, as in SwiftUI.
        let section = model.sections[sourceIndexPath.section]
        let (segment, _) = section.locate(sourceIndexPath.row)
        let first = section.starts[segment], last = section.starts[segment + 1] - 1
        guard proposedDestinationIndexPath.section == sourceIndexPath.section else {
            return IndexPath(row: proposedDestinationIndexPath.section < sourceIndexPath.section ? first : last, section: sourceIndexPath.section)
        }
        return IndexPath(row: min(max(proposedDestinationIndexPath.row, first), last), section: sourceIndexPath.section)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        rows[model.id(at: indexPath)]?.node.listRowTraits.swipeConfiguration(edge: .leading)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        rows[model.id(at: indexPath)]?.node.listRowTraits.swipeConfiguration(edge: .trailing)
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard let makeMenu = rows[model.id(at: indexPath)]?.node.listRowTraits.contextMenu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in makeMenu() })
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let row = (tableView.cellForRow(at: indexPath) as? _ListRowCell)?.rowNode
        if let link = row?.listRowTraits.link, !tableView.isEditing {
            link()
            return nil
        }
        return selection == nil ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // In a collapsed split view, a selection in a leading column shows the next column.
        if let column = environment._splitColumn, column != .secondary { environment._showNextSplitColumn?.show(column) }
        guard let selection else { return }
        let id = model.id(at: indexPath)
        guard let value = selection.value(rows[id]?.node, id) else { return }
        selection.select(value)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        guard let selection else { return }
        let id = model.id(at: indexPath)
        guard let value = selection.value(rows[id]?.node, id) else { return }
        selection.deselect(value)
    }
}

/// A row whose identifier another row on screen has too: told apart by its place.
private struct _DuplicateRowKey: Hashable {
    let id: AnyHashable
    let indexPath: IndexPath
}

/// The table of a list: it tells its coordinator when its own layout (a scroll, say) has
/// built and let go of rows.
final class _ListTableView: UITableView {
    weak var coordinator: _ListCoordinator?

    override func layoutSubviews() {
        super.layoutSubviews()
        coordinator?.tableDidLayout()
    }
}
