import Foundation

extension _CardDAVCache {
    /// A change saved while the server was out of reach, sent on the next sync.
    ///
    /// An edit carries what the online path would have sent, and what it needs to redo a
    /// conflicting update the way the online path does: the version it was made against
    /// (`baseETag`, `baseVCard`) and the keys it changed.
    struct Edit: Codable, Sendable, Equatable {
        enum Kind: String, Codable, Sendable {
            case add, update, delete
        }

        var kind: Kind
        /// The address book's URL.
        var book: URL
        /// The card's path on the server.
        var path: String
        /// The card to send (for an add or update); the version to show meanwhile.
        var vCard: String?
        /// The etag of the version the edit was made against (update, delete).
        var baseETag: String?
        /// The version the edit was made against (update).
        var baseVCard: String?
        /// The contact keys the edit changed (update); a conflict keeps the server's
        /// values of the other keys.
        var changedKeys: [String]?
    }
}
