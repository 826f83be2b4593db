import Foundation
import Tessera

/// What the `lootlogger` executable needs from the app.
public enum LootLogger {
    /// The app delegate's class, for `UIApplicationMain`.
    public static let appDelegateClassName = String(reflecting: AppDelegate.self)

    /// The text `--help` prints.
    public static let usage = """
        USAGE: lootlogger

        The inventory app of "iOS Programming: The Big Nerd Ranch Guide", in your terminal:
        add your possessions, edit their name, serial number and value, delete and reorder them.

        The items are saved in $XDG_DATA_HOME/LootLogger/items.plist (by default
        ~/.local/share/LootLogger/items.plist) when LootLogger quits or is suspended (Ctrl-Z).

        KEYS: ↑ ↓ move · Return shows the item · a adds · e edits · ? keys · q quits
        """
}
