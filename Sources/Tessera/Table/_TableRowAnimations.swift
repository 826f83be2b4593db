import Foundation

/// The `UITableView.RowAnimation` each change of a batch asked for, and the start and end
/// states they give a row.
///
/// Deletes and reloads name rows as they were before the batch, inserts as they are after
/// it, as the batch itself does; a row in a section inserted, deleted or reloaded with an
/// animation takes its section's. `.automatic` fades, as UIKit's choice for a plain update.
struct _TableRowAnimations: Sendable {
    /// The animation of changes recorded without one (a diffable data source's differences
    /// take its `defaultRowAnimation`).
    var unspecified: UITableView.RowAnimation = .automatic
    private var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var insertedSections: [Int: UITableView.RowAnimation] = [:]
    private var deletedSections: [Int: UITableView.RowAnimation] = [:]
    private var reloadedSections: [Int: UITableView.RowAnimation] = [:]

    init() {}

    mutating func insertRows(_ indexPaths: [IndexPath], _ animation: UITableView.RowAnimation) {
        for indexPath in indexPaths { insertedRows[indexPath] = animation }
    }

    mutating func deleteRows(_ indexPaths: [IndexPath], _ animation: UITableView.RowAnimation) {
        for indexPath in indexPaths { deletedRows[indexPath] = animation }
    }

    mutating func reloadRows(_ indexPaths: [IndexPath], _ animation: UITableView.RowAnimation) {
        for indexPath in indexPaths { reloadedRows[indexPath] = animation }
    }

    mutating func insertSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        for section in sections { insertedSections[section] = animation }
    }

    mutating func deleteSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        for section in sections { deletedSections[section] = animation }
    }

    mutating func reloadSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        for section in sections { reloadedSections[section] = animation }
    }

    /// How the row at `indexPath` after the update arrives (inserted, or the new cell of a
    /// reload); `oldIndexPath` is where a reloaded row was.
    func arrival(at indexPath: IndexPath, reloadedFrom oldIndexPath: IndexPath?) -> UITableView.RowAnimation {
        if let animation = insertedSections[indexPath.section] ?? insertedRows[indexPath] { return animation }
        if let old = oldIndexPath, let animation = reloadedSections[old.section] ?? reloadedRows[old] { return animation }
        return unspecified
    }

    /// How the row at `indexPath` before the update leaves (deleted, or the old cell of a reload).
    func departure(at indexPath: IndexPath) -> UITableView.RowAnimation {
        deletedSections[indexPath.section] ?? reloadedSections[indexPath.section]
            ?? deletedRows[indexPath] ?? reloadedRows[indexPath] ?? unspecified
    }

    /// How the header or footer of `section` (before the update) leaves.
    func sectionDeparture(_ section: Int) -> UITableView.RowAnimation {
        deletedSections[section] ?? reloadedSections[section] ?? unspecified
    }

    /// How the header or footer of `section` (after the update) arrives.
    func sectionArrival(_ section: Int) -> UITableView.RowAnimation {
        insertedSections[section] ?? unspecified
    }

    /// The state a row at `frame` starts from when it arrives with `animation`, or leaves
    /// toward; `nil` for `.none` (it appears or goes at once).
    ///
    /// `.left` and `.right` slide by the row's width, `.top` and `.bottom` by its height,
    /// `.middle` grows from (or shrinks to) its centre line, `.fade` and `.automatic` fade.
    static func edgeState(of frame: CGRect, _ animation: UITableView.RowAnimation) -> _ListUpdateAnimation.State? {
        switch animation {
        case .none: return nil
        case .fade, .automatic: return .init(frame: frame, alpha: 0)
        case .left: return .init(frame: frame.offsetBy(dx: -frame.width, dy: 0))
        case .right: return .init(frame: frame.offsetBy(dx: frame.width, dy: 0))
        case .top: return .init(frame: frame.offsetBy(dx: 0, dy: -frame.height))
        case .bottom: return .init(frame: frame.offsetBy(dx: 0, dy: frame.height))
        case .middle: return .init(frame: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0))
        }
    }
}
