import Foundation

extension CNContactStore {
    /// Whether the app may access contacts, without asking.
    ///
    /// `TESSERA_CONTACTS_AUTHORIZATION=authorized` (or `denied`) in the environment
    /// decides for scripts and CI; otherwise the answer the person gave this app (by its
    /// `CFBundleIdentifier`, else its executable's name) is remembered in
    /// `$XDG_CONFIG_HOME/tessera/privacy.json` (by default `~/.config/…`).
    ///
    /// - Parameter entityType: `.contacts`.
    /// - Returns: ``CNAuthorizationStatus/notDetermined`` until the app has asked.
    public class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        _CNAuthorization.status(.resolved)
    }
}
