import Foundation

/// What `hello-contacts` was asked to show, read from its command line.
///
///     hello-contacts                      # the person's address books, else the six sample contacts
///     hello-contacts --vcf friends.vcf    # one .vcf file
///     hello-contacts --vdir ~/contacts    # a vdir folder: one subfolder per address book
///     hello-contacts --carddav https://dav.example.com/ # a CardDAV server
///     hello-contacts --sample 10000       # generated contacts, to see reuse and prefetching at scale
///     hello-contacts --layout grid        # chapter 2: the contacts in a collection view
///     hello-contacts --swiftui            # the list in SwiftUI
///
/// Deleting a contact changes the address book only with `--write`. CardDAV credentials never
/// come from the command line: see ``CardDAVCredentials``.
public struct LaunchOptions: Equatable, Sendable {
    /// Where the contacts come from.
    public enum Source: Equatable, Sendable {
        /// The person's vdir (`$XDG_DATA_HOME/contacts`), else the simulator's six sample contacts.
        case automatic
        /// One `.vcf` file.
        case vcf(URL)
        /// A vdir folder.
        case vdir(URL)
        /// A CardDAV server.
        case carddav(URL)
        /// `count` generated contacts with avatars.
        case generated(count: Int)
    }

    /// How the contacts are shown: chapter 1's list or chapter 2's grid.
    public enum Screen: Equatable, Sendable {
        /// A table view (chapter 1).
        case list
        /// A collection view with `layout` (chapter 2).
        case grid(GridViewController.Layout)
        /// The list in SwiftUI (`--swiftui`): a `List` in a `NavigationStack`.
        case swiftUI
    }

    /// Where the contacts come from.
    public var source: Source = .automatic
    /// How the contacts are shown (`--layout list|grid|custom`, `--swiftui`).
    public var screen: Screen = .list
    /// Whether deleting a row (or card) deletes the contact from the address book (`--write`).
    public var writesAddressBook = false
    /// Whether the person asked for the usage text (`--help`).
    public var showsHelp = false

    /// Options showing the default address book, read-only.
    public init() {}

    /// Reads the options from the arguments that follow the program's name.
    ///
    /// - Throws: ``LaunchOptionsError`` for an unknown option, a missing or malformed value,
    ///   two sources, a password in a CardDAV URL, or `--write` with generated contacts.
    public init(arguments: [String]) throws(LaunchOptionsError) {
        var remaining = arguments[...]
        var sources: [Source] = []
        func value(for option: String) throws(LaunchOptionsError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw .missingValue(option: option) }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--vcf": sources.append(.vcf(URL(fileURLWithPath: try value(for: argument))))
            case "--vdir": sources.append(.vdir(URL(fileURLWithPath: try value(for: argument), isDirectory: true)))
            case "--carddav":
                let text = try value(for: argument)
                guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                    url.host != nil
                else { throw .invalidURL(text) }
                guard url.password == nil else { throw .passwordInURL }
                sources.append(.carddav(url))
            case "--sample":
                let text = try value(for: argument)
                guard let count = Int(text), count >= 0 else { throw .invalidCount(text) }
                sources.append(.generated(count: count))
            case "--layout":
                switch try value(for: argument) {
                case "list": screen = .list
                case "grid": screen = .grid(.flow)
                case "custom": screen = .grid(.custom)
                case let other: throw .invalidLayout(other)
                }
            case "--swiftui": screen = .swiftUI
            case "--write": writesAddressBook = true
            case "--help", "-h": showsHelp = true
            default: throw .unknownOption(argument)
            }
        }
        guard sources.count <= 1 else { throw .moreThanOneSource }
        source = sources.first ?? .automatic
        if writesAddressBook, case .generated = source { throw .writeWithGeneratedContacts }
    }

    /// The text `--help` prints.
    public static let usage = """
        USAGE: hello-contacts [--vcf FILE | --vdir DIR | --carddav URL | --sample N]
                              [--layout list|grid|custom | --swiftui] [--write]

        Shows your contacts in a list, as the first app of "Mastering iOS Programming" does.

        OPTIONS:
          --vcf FILE      Contacts from one .vcf file.
          --vdir DIR      Contacts from a vdir folder (one subfolder per address book).
          --carddav URL   Contacts from a CardDAV server. The user name comes from the URL
                          (https://ada@dav.example.com/) or CARDDAV_USERNAME, the password
                          from CARDDAV_PASSWORD or a prompt; never from the command line.
          --sample N      N generated contacts with avatars.
          --layout NAME   list: a table view (chapter 1, the default); grid: a collection
                          view, three cards across (chapter 2's flow layout); custom:
                          chapter 2's custom collection view layout.
          --swiftui       The list in SwiftUI: a List in a NavigationStack (Edit, swipe to
                          delete, the selection alert, a contact's page).
          --write         Deleting a row or card also deletes the contact from the address book.
          -h, --help      Shows this text.

        Without a source: your address books in $XDG_DATA_HOME/contacts, or the six sample
        contacts of the iOS simulator when there are none.
        TESSERA_CONTACTS_AUTHORIZATION=authorized|denied answers the privacy prompt.

        KEYS: arrows move · Return shows the contact · e edits (list) · ? keys · q quits
        """
}
