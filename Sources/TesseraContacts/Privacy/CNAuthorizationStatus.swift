/// Whether the app may read the user's contacts, with Apple's cases and raw values.
///
/// On Linux the answer comes, in this order, from the environment variable
/// `TESSERA_CONTACTS_AUTHORIZATION` (for scripts and CI), from the answer the person gave
/// when the app first asked (remembered per app in
/// `$XDG_CONFIG_HOME/tessera/privacy.json`), and is ``notDetermined`` otherwise.
public enum CNAuthorizationStatus: Int, Sendable, Hashable {
    /// The person has not been asked yet.
    case notDetermined = 0
    /// The app may not access contacts, and the person cannot change that.
    case restricted = 1
    /// The person refused access.
    case denied = 2
    /// The person allowed access.
    case authorized = 3
    /// The person allowed access to some contacts (iOS 18). Tessera has no contact
    /// picker to choose them, so a limited app reads the whole address book.
    case limited = 4
}

extension CNAuthorizationStatus {
    /// The status named as in Apple's enum (`authorized`, `denied`, …), or `nil`.
    init?(_name name: String) {
        switch name.lowercased() {
        case "notdetermined": self = .notDetermined
        case "restricted": self = .restricted
        case "denied": self = .denied
        case "authorized": self = .authorized
        case "limited": self = .limited
        default: return nil
        }
    }

    /// The case name, as written in the remembered answers.
    var _name: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorized: "authorized"
        case .limited: "limited"
        }
    }

    /// Whether contacts may be read: ``authorized`` or ``limited``.
    var _allowsAccess: Bool { self == .authorized || self == .limited }
}
