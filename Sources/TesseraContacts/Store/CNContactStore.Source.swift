import Foundation

extension CNContactStore {
    /// Where a store's contacts come from (a Tessera addition; Apple's store has one
    /// database).
    ///
    ///     CNContactStore()                                   // .automatic
    ///     CNContactStore(source: .vcf(URL(fileURLWithPath: "contacts.vcf")))
    public enum Source: Sendable, Hashable {
        /// A vdir tree: each subfolder an address book, one `.vcf` file per contact.
        case vdir(URL)
        /// One `.vcf` file holding every contact, as one address book; written back
        /// atomically, keeping every card and property it did not change byte for byte.
        case vcf(URL)
        /// The six contacts of Apple's iOS simulator (Kate Bell, Daniel Higgins Jr., John
        /// Appleseed, Anna Haro, Hank M. Zakroff, David Taylor) with generated avatars.
        /// Changes live as long as the store.
        case sample
        /// A CardDAV account: each address book on the server is a container. Reads sync
        /// incrementally and fall back on the account's cache when the server is out of
        /// reach; writes go to the server with `If-Match` / `If-None-Match`.
        case carddav(CardDAVAccount)

        /// The person's vdir at `$XDG_DATA_HOME/contacts` (`~/.local/share/contacts`)
        /// when it holds at least one address book folder, else the sample book — so that
        /// a book's app shows contacts on a machine without an address book, as the
        /// simulator does.
        public static var automatic: Source {
            resolve(directory: CNContactStore.defaultDirectoryURL)
        }

        /// `.vdir(directory)` when `directory` has an address book folder, else `.sample`.
        static func resolve(directory: URL) -> Source {
            _VDirectory(root: directory).containers().isEmpty ? .sample : .vdir(directory)
        }
    }
}
