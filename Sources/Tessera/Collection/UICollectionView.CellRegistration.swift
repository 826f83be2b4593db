import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it, registered with the collection view on
    /// first use: the modern replacement for `register(_:forCellWithReuseIdentifier:)` plus a
    /// cast in `cellForItemAt`.
    ///
    /// Create registrations once (a property, or before making the data source), not inside
    /// `cellForItemAt`, and dequeue with `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        @preconcurrency public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// A reuse identifier of its own, so registrations of one class keep separate queues.
        let reuseIdentifier = "CellRegistration." + UUID().uuidString

        @preconcurrency public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of one element kind and the code that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        @preconcurrency public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        public let elementKind: String
        let handler: Handler
        let reuseIdentifier = "SupplementaryRegistration." + UUID().uuidString

        @preconcurrency public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, reused or new, configured by the
    /// registration's handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellQueue.registeredClass(for: registration.reuseIdentifier) == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured
    /// by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.reuseIdentifier)
        if supplementaryQueue.registeredClass(for: key) == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
