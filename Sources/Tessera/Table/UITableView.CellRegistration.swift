import Foundation

extension UITableView {
    /// A cell class and the code that configures it for an item, registered with the table the
    /// first time it dequeues through it: the registration form `UICollectionView` has, for tables.
    ///
    ///     let registration = UITableView.CellRegistration<UITableViewCell, Contact> { cell, _, contact in
    ///         cell.textLabel?.text = contact.name
    ///     }
    ///     // in tableView(_:cellForRowAt:)
    ///     return tableView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contacts[indexPath.row])
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UITableViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier this registration owns: unique per registration.
        let reuseIdentifier = "\(Cell.self)-\(UUID().uuidString)"
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell of the registration's class, reused or new, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellQueue.registeredClass(for: registration.reuseIdentifier) == nil {
            register(Cell.self, forCellReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
